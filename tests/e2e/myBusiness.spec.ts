// The owner's business after setup (spec 000 §2 Business → My business; 001 §Store): its details, an amendment
// through the type and the type's form that goes under review for 24 hours, and Settings → Subscription plan.
import { expect, test } from './fixtures';
import { choose, detailValue, logIn, OWNER, resetBackend } from './support';

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\nCertificate\n%%EOF\n') });

test.beforeEach(async ({ request }) => resetBackend(request));

test("the owner reads My business and amends it: the change goes under review and another waits for it", async ({ page }) => {
  await logIn(page, OWNER, 'business/myBusiness');
  await expect(page.getByRole('heading', { name: 'My business', level: 1 })).toBeVisible();
  await expect(detailValue(page, 'Business name')).toHaveText('Mama Wanjiru Traders Ltd');
  await expect(detailValue(page, 'Business type')).toHaveText('Limited company');
  await expect(detailValue(page, 'KRA PIN')).toHaveText('P051234567K');

  await page.getByRole('link', { name: 'Amend business details' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Business Type', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Limited company/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/business\/myBusiness\/limitedCompForm/);
  await expect(page.getByRole('textbox', { name: 'Business name', exact: true })).toHaveValue('Mama Wanjiru Traders Ltd');
  await choose(page, 'Sector', 'Electronics and phones');
  for (const label of ['Certificate of incorporation (PDF)', 'CR-12 (PDF)']) {
    const group = page.getByRole('group', { name: label });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), group.getByRole('button', { name: 'Upload file' }).click()]);
    await chooser.setFiles(pdf(`${label}.pdf`));
    await expect(group.getByText(`${label}.pdf`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page).toHaveURL(/\/business\/myBusiness$/);
  await expect(page.getByRole('status').filter({ hasText: 'They are reviewed within 24 hours' })).toBeVisible();
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await expect(detailValue(page, 'Sector')).toHaveText('Electronics and phones');
  await expect(page.getByRole('link', { name: 'Amend business details' })).toHaveAttribute('aria-disabled', 'true');
  // Business information shows the same review.
  await page.goto('business/index');
  await expect(detailValue(page, 'Review status')).toHaveText('Under review');
});

test('Settings → Subscription plan: the owner renews the plan with the PIN, paid from the wallet', async ({ page }) => {
  await logIn(page, OWNER, 'setting/subscriptionPlan');
  await expect(page.getByText(/^Current plan: Premium, until /)).toBeVisible();
  await page.getByRole('button', { name: 'Renew Premium' }).click();
  const pin = page.getByRole('dialog', { name: 'Pay KES. 3,000.00 for the Premium plan' });
  await pin.getByLabel('PIN').fill(OWNER.pin);
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Your Premium plan is active until/ })).toBeVisible();
});
