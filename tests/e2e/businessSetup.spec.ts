// Setting up a business (spec 000 §2 Onboarding, 001 §2): a newly registered merchant chooses the type, fills in
// the type's form, names the stakeholders, gives the settlement bank, tops up and pays for a plan with the PIN;
// each step is kept on the server, so logging in again resumes where they left off, and once set up the blocking
// dialogs of 001 stop. The seeded new merchant (registered, nothing set up) tries the other business types.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NEW_REGISTRANT, registerNewMerchant } from './registration';
import { choose, field, fillLogin, injectFault, lastOtp, listTotal, logIn, openFromMenu, resetBackend, rowWith, switchLanguage, userMenu } from './support';

const NEW_MERCHANT = { login: '0733000222', password: 'Newbie@2026', pin: '1357', name: 'Akinyi Odhiambo' };

const pdf = (name: string, text = 'Certificate') => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`) });
/** A photo's bytes: the file service looks at them, not at the name. */
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]) });

const upload = async (scope: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
  const group = scope.getByRole('group', { name: label });
  const [chooser] = await Promise.all([scope.waitForEvent('filechooser'), group.getByRole('button', { name: /^Upload/ }).click()]);
  await chooser.setFiles(file);
  // A picture shows as itself, a document by its name.
  await expect(group.getByRole('img', { name: file.name }).or(group.getByText(file.name))).toBeVisible();
};

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

const fillBusiness = async (page: Page, taxPin: string) => {
  await field(page, 'Business name').fill('Akinyi Fresh Produce Ltd');
  await choose(page, 'Industry', 'Agriculture');
  await choose(page, 'Sector', 'Fresh produce');
  await field(page, 'County').fill('Kisumu');
  await field(page, 'City or town').fill('Kisumu');
  await field(page, 'Street').fill('Oginga Odinga Street');
  await field(page, 'KRA PIN').fill(taxPin);
};

const addStakeholder = async (page: Page, person: { first: string; last: string; mobile: string; idNo: string; designation: string; share: string }) => {
  await page.getByRole('button', { name: 'Add stakeholder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a stakeholder' });
  await field(dialog, 'First name').fill(person.first);
  await field(dialog, 'Surname').fill(person.last);
  await field(dialog, 'Mobile number').fill(person.mobile);
  await field(dialog, 'ID number').fill(person.idNo);
  await choose(page, 'Designation', person.designation);
  await dialog.getByRole('spinbutton', { name: 'Share' }).fill(person.share);
  await upload(page, 'ID front photo', photo(`${person.first}-front.png`));
  await upload(page, 'ID back photo', photo(`${person.first}-back.png`));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The list already holds the new stakeholder as the dialog goes (asked once, not waited for): a list that grew a
  // moment later would move the Add button from under a pointer on its way to it.
  expect(await page.getByText(`${person.first} ${person.last}`, { exact: true }).isVisible()).toBe(true);
};

test.beforeEach(async ({ request }) => resetBackend(request));

test('a new number registers, creates a limited company with two stakeholders, logs out and resumes, tops up, pays a plan, and the business pages open', async ({
  page,
  request,
}) => {
  test.slow(); // the whole of onboarding: eight registration pages, five setup steps, a top-up and a plan
  await registerNewMerchant(page, request);
  await page.getByRole('link', { name: /Create a business/ }).click();
  await expect(page).toHaveURL(/\/Merchant\/createClass$/);
  await expect(page.getByRole('heading', { name: 'What kind of business is it?' })).toBeVisible();
  await page.getByRole('radio', { name: /^Limited company/ }).check();
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/Merchant\/createForm$/);
  await fillBusiness(page, 'P051234567K');
  await field(page, 'Business name').fill('Achieng Tailoring Ltd');
  await field(page, 'Registration number').fill('PVT-AK7QF2X9');
  await upload(page, 'Certificate of incorporation (PDF)', pdf('incorporation.pdf'));
  await upload(page, 'CR-12 (PDF)', pdf('cr12.pdf'));
  await saveAndContinue(page);
  // The owner's company already uses that KRA PIN.
  await expect(page.getByText('This KRA PIN exists on our records.')).toBeVisible();
  await field(page, 'KRA PIN').fill('P061234567L');
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/Merchant\/addStakeholder$/);

  // Mid-way the merchant leaves for Home and logs out; logging in again lands on the step reached, with what was saved.
  // (Once the step has read its stakeholders, as a person sees it settle: a click as the list arrived landed beside the link.)
  await expect(page.getByText('No stakeholders yet. Add the first one.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue later' }).click();
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await fillLogin(page, NEW_REGISTRANT.login, NEW_REGISTRANT.password);
  await expect(page).toHaveURL(/\/Merchant\/addStakeholder$/);
  await expect(page.getByRole('heading', { name: 'Stakeholders', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, 'Business name')).toHaveValue('Achieng Tailoring Ltd');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Stakeholders', level: 1 })).toBeVisible();

  await addStakeholder(page, { first: 'Achieng', last: 'Otieno', mobile: '799123456', idNo: NEW_REGISTRANT.idNo, designation: 'Owner/Director', share: '60' });
  // The list's reload after this save is slow; the dialog waits for it.
  await injectFault(request, { mode: 'latency', action: 'QueryStakeholders', latencyMs: 1_500 });
  await addStakeholder(page, { first: 'Otieno', last: 'Ouma', mobile: '722456123', idNo: '27654321', designation: 'Director', share: '30' });
  await expect(page.getByText('Shares so far: 90% of 100%')).toBeVisible();
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toHaveText('Stakeholder registration is incomplete: the shares must add up to 100% (they add up to 90%).');
  await page.getByRole('button', { name: 'Edit Otieno Ouma' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit stakeholder' });
  await edit.getByRole('spinbutton', { name: 'Share' }).fill('40');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shares so far: 100% of 100%')).toBeVisible();
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/Merchant\/setBankInfo$/);
  await expect(field(page, 'Account name')).toHaveValue('Achieng Tailoring Ltd');
  await choose(page, 'Bank', 'Equity Bank');
  await choose(page, 'Branch', 'Tom Mboya');
  await field(page, 'Account number').fill('0480291733999');
  await page.getByRole('button', { name: 'Finish setup' }).click();

  // A new wallet holds nothing: the plan cannot be paid until it is topped up, and the refusal leads there.
  await expect(page).toHaveURL(/\/Merchant\/getPlan$/);
  await page.getByRole('button', { name: 'Pay for Standard' }).click();
  let pin = page.getByRole('dialog', { name: 'Pay KES. 1,500.00 for the Standard plan' });
  await pin.getByLabel('PIN').fill('0000');
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(pin.getByRole('alert')).toHaveText('You have supplied an error PIN, Try again. One attempt left.');
  await pin.getByLabel('PIN').fill(NEW_REGISTRANT.pin);
  await pin.getByRole('button', { name: 'Confirm' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Insufficient Balance.' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('link', { name: 'Top up' }).click();

  // The top-up needs a mobile-money number: the owner adds their own, proven by a code, and tops up from it.
  await expect(page).toHaveURL(/\/finance\/money\/mobileInformation$/);
  await page.getByRole('link', { name: 'Add number' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(NEW_REGISTRANT.login);
  await page.getByRole('button', { name: 'Send code' }).click();
  const otp = page.getByRole('dialog', { name: 'Enter verification code' });
  await otp.getByRole('button', { name: 'Send code' }).click();
  await otp.getByLabel('Verification code').fill(await lastOtp(request));
  await otp.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/mobileInformation$/);
  await page.getByRole('radio', { name: new RegExp(`^\\${NEW_REGISTRANT.display}`) }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('2000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Confirm and send request' }).click();
  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible({ timeout: 15_000 });

  // Push messages need a plan: the no-subscription dialog leads to the plans.
  await page.getByRole('menuitem', { name: 'Push messages' }).click();
  await page.getByRole('dialog', { name: 'No subscription' }).getByRole('button', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/setting\/subscriptionPlan$/);
  await page.getByRole('button', { name: 'Pay for Standard' }).click();
  pin = page.getByRole('dialog', { name: 'Pay KES. 1,500.00 for the Standard plan' });
  await pin.getByLabel('PIN').fill(NEW_REGISTRANT.pin);
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your Standard plan is active until' })).toBeVisible();

  // Set up, the ID given at registration, a plan paid: no dialog stands before the business pages, which are the new
  // business's own (its name, its head office, nothing of anyone else's).
  await openFromMenu(page, 'Customers');
  await expect(page.getByRole('heading', { name: 'No customers yet' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openFromMenu(page, 'Push messages');
  await expect(page).toHaveURL(/\/Merchant\/pushMessages$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openFromMenu(page, 'Store Management');
  await expect(rowWith(page, 'Achieng Tailoring Ltd – Head Office')).toContainText('Kisumu');
  await expect(listTotal(page)).toHaveText('1-1 of 1');
  // KES 2,000 in, KES 1,500 out.
  await openFromMenu(page, 'Account Details');
  await expect(page.getByTestId('money-balance')).toHaveText('KES. 500.00');
  await openFromMenu(page, 'Transaction History');
  await expect(page.getByText('Subscription bill').first()).toBeVisible();
});

test('a registered sole proprietor has the certificate read: the recognised fields fill the form and are confirmed', async ({ page }) => {
  await logIn(page, NEW_MERCHANT, 'createClass');
  await page.getByRole('radio', { name: /^Sole proprietor, registered: read my certificate/ }).check();
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/Merchant\/createForm$/);

  await page.getByRole('button', { name: 'Read certificate' }).click();
  await expect(page.getByText('Upload the certificate first.')).toBeVisible();
  await upload(page, 'Business registration certificate (PDF)', pdf('certificate.pdf', 'Business Name: Akinyi Fresh Produce\nRegistration No: BN-AK4Q7Z2M\nPIN: A012345678Q'));
  await page.getByRole('button', { name: 'Read certificate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Read from your certificate: Business name, Registration number, KRA PIN.' })).toBeVisible();
  await expect(field(page, 'Business name')).toHaveValue('Akinyi Fresh Produce');
  await expect(field(page, 'Registration number')).toHaveValue('BN-AK4Q7Z2M');
  await expect(field(page, 'KRA PIN')).toHaveValue('A012345678Q');

  await choose(page, 'Industry', 'Agriculture');
  await choose(page, 'Sector', 'Fresh produce');
  await field(page, 'County').fill('Kisumu');
  await field(page, 'City or town').fill('Kisumu');
  await field(page, 'Street').fill('Jomo Kenyatta Highway');
  await saveAndContinue(page);
  // A sole proprietor has no stakeholder step: the bank details come next.
  await expect(page.getByRole('heading', { name: 'Settlement bank account' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, 'Registration number')).toHaveValue('BN-AK4Q7Z2M');
});

test('an unreadable certificate leaves the form to be typed, in words', async ({ page }) => {
  await logIn(page, NEW_MERCHANT, 'createClass');
  await page.getByRole('radio', { name: /^Sole proprietor, registered: read my certificate/ }).check();
  await saveAndContinue(page);
  await upload(page, 'Business registration certificate (PDF)', pdf('scan.pdf', 'nothing legible'));
  await page.getByRole('button', { name: 'Read certificate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not read your certificate. Fill in the details yourself.' })).toBeVisible();
  await expect(field(page, 'Business name')).toHaveValue('');
});

test('a registration number another business holds is refused in the spec\'s words; a step not reached sends the merchant back', async ({ page }) => {
  await logIn(page, NEW_MERCHANT, 'setBankInfo');
  await expect(page).toHaveURL(/\/Merchant\/createClass$/);
  await page.getByRole('radio', { name: /^Partnership/ }).check();
  await saveAndContinue(page);
  await fillBusiness(page, 'P071234567M');
  await field(page, 'Registration number').fill('BN-K7ZQ4M9P');
  await upload(page, 'Business registration certificate (PDF)', pdf('deed.pdf'));
  await saveAndContinue(page);
  await expect(page.getByText('This Business Registration Number exists on our records.')).toBeVisible();
  await expect(page).toHaveURL(/\/Merchant\/createForm$/);
});

test('the steps in Chinese: the type, the form and the server’s sectors read in Chinese, and the form says what it needs in Chinese', async ({ page }) => {
  await logIn(page, NEW_MERCHANT, 'createClass');
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await expect(page.getByRole('heading', { name: '您的企业属于哪种类型？' })).toBeVisible();
  await page.getByRole('radio', { name: /^有限公司/ }).check();
  await page.getByRole('button', { name: '保存并继续' }).click();
  await expect(page).toHaveURL(/\/Merchant\/createForm$/);
  await expect(page.getByRole('heading', { name: '企业资料', level: 1 })).toBeVisible();
  // The sectors come from the server, named in the language of the request.
  await choose(page, '行业', '农业');
  await choose(page, '细分领域', '生鲜农产品');
  await page.getByRole('button', { name: '保存并继续' }).click();
  await expect(page.getByRole('group', { name: '公司注册证书（PDF）' })).toContainText('此字段为必填项。');
  await expect(page).toHaveURL(/\/Merchant\/createForm$/);
});
