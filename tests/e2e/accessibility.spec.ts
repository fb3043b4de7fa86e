// Every page a merchant can open, judged by axe-core against WCAG 2.2 A/AA: no serious or critical finding. The pages
// come from the menu file, so a new screen is judged without editing this test. At a desk every page is judged; on a
// phone, one page of each kind: every hand-written page of the menu, one declared list (the engine draws every list
// alike, so a finding in one is a finding in all), and the record, form, dialog, drawer and wizard pages marked
// `phone` below. phone.spec.ts checks that every menu page fits a phone.
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, RunOptions, SerialContextObject } from 'axe-core';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { thisWorkersBackend } from './backends';
import { expect, keepForWorker, test, watchPolicy, type PolicyViolation } from './fixtures';
import { menuPages, PAGE_CONTENT, type PageToJudge } from './menuPages';
import { logIn, OWNER, resetBackend } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const SIZES = [
  { name: 'desk', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
type Size = (typeof SIZES)[number];

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The first record of a list: a table row at a desk, a line of the list on a phone. */
const firstRecord = (page: Page, list: string) =>
  page.getByRole('table').getByRole('row').nth(1).or(page.getByRole('list', { name: list }).getByRole('link')).first();

/** A dialog is judged once it is drawn (its code may load on the click), not the page behind it. */
const openDialog = async (page: Page, button: string) => {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

/** Pages outside the menu that every merchant meets. */
const OTHER_PAGES: PageToJudge[] = [
  { name: 'Log in', phone: true, path: 'login', signedIn: false },
  { name: 'Start page', phone: true, path: 'growBusiness', signedIn: false },
  // Registering and joining: the first page of each, and the ID step (photos through the upload input, radios).
  { name: 'Register', phone: true, path: 'register', signedIn: false },
  { name: 'Join a business', phone: true, path: 'joinBusiness', signedIn: false },
  { name: 'Upload ID document', phone: true, path: 'uploadIdDocument', signedIn: true },
  { name: 'FAQ (the framed page itself)', path: 'help/faq.en-US.html', signedIn: false },
  { name: 'A customer', phone: true, path: 'customers', signedIn: true, scope: PAGE_CONTENT, open: async (page) => firstRecord(page, 'Customers').click() },
  { name: 'New customer', phone: true, path: 'customers/create', signedIn: true, scope: PAGE_CONTENT },
  { name: 'A staff member', path: 'staff', signedIn: true, scope: PAGE_CONTENT, open: async (page) => firstRecord(page, 'Staff').click() },
  // The edit form shows every section at once, the function checklist (a tree of mixed and ticked boxes) included.
  { name: 'A staff member’s edit form', phone: true, path: 'staff/ST100002', signedIn: true, scope: PAGE_CONTENT },
  // The item form: a category and a sub-category that waits for it, pictures, money, a discount whose kind decides it.
  { name: 'New inventory item', path: 'inventory/create', signedIn: true, scope: PAGE_CONTENT },
  { name: 'An inventory item', path: 'inventory', signedIn: true, scope: PAGE_CONTENT, open: async (page) => firstRecord(page, 'Inventory').click() },
  { name: 'Scan dialog', phone: true, path: 'inventory', signedIn: true, open: async (page) => openDialog(page, 'Scan') },
  { name: 'New promotion', path: 'promotions/create', signedIn: true, scope: PAGE_CONTENT },
  // A discount by price breaks (a table of breaks, a gift) and a coupon promotion (its pay code and static QR).
  { name: 'A promotion with price breaks', path: 'promotions/PR100005/show', signedIn: true, scope: PAGE_CONTENT },
  { name: 'A coupon promotion', path: 'promotions/PR100003/show', signedIn: true, scope: PAGE_CONTENT },
  // An order: its statuses as chips, the goods and the payments as tables, a row of commands; and the refund dialog
  // (a reason, an optional amount).
  { name: 'An order', phone: true, path: 'orders/SO2611200008/show', signedIn: true, scope: PAGE_CONTENT },
  { name: 'Refund dialog', path: 'orders/SO2611200008/show', signedIn: true, open: async (page) => openDialog(page, 'Refund') },
  { name: 'New push message', path: 'pushMessages/create', signedIn: true, scope: PAGE_CONTENT },
  { name: 'Notifications', phone: true, path: 'home', signedIn: true, open: async (page) => page.getByRole('button', { name: /^Notifications/ }).click() },
  // A mandate: money bands, radios, selects and four staff pickers; an approval with its decisions as a table and
  // the Reject dialog (a required cause).
  // Loans (hidden from the menu by the spec): eligibility, and the amount step with the server's repayments and schedule.
  { name: 'Loans', path: 'finance/loan/index', signedIn: true, scope: PAGE_CONTENT },
  {
    name: 'Loan amount and repayments',
    phone: true,
    path: 'finance/loan/loanApplyAmount',
    signedIn: true,
    scope: PAGE_CONTENT,
    open: async (page) => {
      await page.getByRole('textbox', { name: 'Loan amount' }).fill('1500000');
      await page.getByRole('status', { name: 'Your repayments' }).getByText('Monthly repayment').waitFor();
    },
  },
  { name: 'New mandate', path: 'mandates/create', signedIn: true, scope: PAGE_CONTENT },
  // The overdraft's first page (a hidden menu entry: the spec hides it) and its application form.
  { name: 'Overdraft', path: 'finance/overdraft', signedIn: true, scope: PAGE_CONTENT },
  { name: 'Overdraft application', path: 'finance/overdraft/activateOverdraftForm', signedIn: true, scope: PAGE_CONTENT },
  { name: 'A mandate', path: 'mandates/MD100002/show', signedIn: true, scope: PAGE_CONTENT },
  { name: 'An approval', path: 'approvals/AP100001/show', signedIn: true, scope: PAGE_CONTENT },
  { name: 'Reject dialog', phone: true, path: 'approvals/AP100001/show', signedIn: true, open: async (page) => openDialog(page, 'Reject') },
  // Finance → Money: the tills and a till's QR dialog, the top-up numbers, adding one, a top-up from number and
  // amount to its confirmation, and the bank details.
  { name: 'Tills', path: 'finance/money/tills', signedIn: true, scope: PAGE_CONTENT },
  { name: 'Till QR dialog', path: 'finance/money/tills', signedIn: true, open: async (page) => page.getByRole('button', { name: /^View QR/ }).first().click() },
  { name: 'Mobile numbers', path: 'finance/money/accountManagement', signedIn: true, scope: PAGE_CONTENT },
  { name: 'Add mobile number', path: 'finance/money/addNumber', signedIn: true, scope: PAGE_CONTENT },
  { name: 'Top up by mobile money', path: 'finance/money/mobileInformation', signedIn: true, scope: PAGE_CONTENT },
  {
    name: 'Top-up confirmation',
    phone: true,
    path: 'finance/money/mobileInformation',
    signedIn: true,
    scope: PAGE_CONTENT,
    open: async (page) => {
      await page.getByRole('radio').first().check();
      await page.getByRole('textbox', { name: 'Amount' }).fill('1500');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Confirm and send request' }).waitFor();
    },
  },
  { name: 'Top up from a bank', path: 'finance/money/bankInformation', signedIn: true, scope: PAGE_CONTENT },
  { name: 'Account profile', path: 'account/accountProfile', signedIn: true, scope: PAGE_CONTENT },
  { name: 'Privacy and security', path: 'account/privacyAndSecurity', signedIn: true, scope: PAGE_CONTENT },
  // Business (#15): My business and its amendment (the type, then the company's form), a new stakeholder. The plans
  // are a menu page, judged with the menu's.
  { name: 'My business', path: 'business/myBusiness', signedIn: true, scope: PAGE_CONTENT },
  {
    name: 'Choose Business Type',
    path: 'business/myBusiness/businessClass',
    signedIn: true,
    scope: PAGE_CONTENT,
    // The saved type arrives with the setup and enables Next: judged before, its colour is mid-change.
    open: async (page) => {
      await expect(page.getByRole('radio', { name: /Limited company/ })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    },
  },
  { name: 'Business Details (limited company)', phone: true, path: 'business/myBusiness/limitedCompForm?choice=limited', signedIn: true, scope: PAGE_CONTENT },
  { name: 'New stakeholder', path: 'stakeholders/create', signedIn: true, scope: PAGE_CONTENT },
];

/** Requests a page has in flight, and when that last changed: counted from the page's opening. */
const requestsOf = new WeakMap<Page, { inFlight: number; changedAt: number }>();

const countRequests = (page: Page): Page => {
  if (requestsOf.has(page)) return page;
  const requests = { inFlight: 0, changedAt: Date.now() };
  requestsOf.set(page, requests);
  const change = (by: number) => () => {
    requests.inFlight += by;
    requests.changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return page;
};

// Playwright's 'networkidle' waits for 500 ms without a request, ≈ 0.5 s of each page's ≈ 5 s judging (≈ 190 waits).
// The console asks for what an answer leads to within a render of it, so 150 ms without one is as quiet.
const QUIET_MS = 150;

const networkQuiet = (page: Page) => {
  const requests = requestsOf.get(page)!;
  return expect
    .poll(() => requests.inFlight === 0 && Date.now() - requests.changedAt >= QUIET_MS, { intervals: [50], timeout: 15_000 })
    .toBe(true);
};

/** Settled: nothing loading, so axe judges the page a merchant reads, not its skeleton. */
const settled = async (page: Page, scope?: string) => {
  await expect(page.locator('body')).not.toBeEmpty();
  // The part judged is drawn (a screen's page waits for its code and its resource file before it draws anything).
  if (scope) await expect(page.locator(scope).first()).toBeVisible({ timeout: 15_000 });
  // A page's code and data arrive after the frame: wait until nothing more is fetched and no spinner is left.
  await networkQuiet(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  // A dialog fades in: judged mid-fade, its text is half transparent and axe reports contrast the merchant never sees.
  // Endless animations (a skeleton's pulse) never finish, so only those with an end are waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
};

/** Ends every animation that has an end, then waits two frames, so what is judged is drawn as it stays. */
const stillPage = (page: Page) =>
  page.evaluate(async () => {
    for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });

/** axe-core's own script, evaluated in the page judged (the page's Content Security Policy does not apply to it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  rule: string;
  impact: ImpactValue | undefined;
  element: string;
  why: string;
}

const axeFindings = async (page: Page, scope: string | undefined): Promise<Finding[]> => {
  // axe runs in the page itself, in one call. @axe-core/playwright judged a page in parts and assembled the result in a
  // second, blank page it opened for the purpose: 2.6 s for a list that axe itself judges in 0.8 s, for nothing more
  // when frames are left out, as they are here.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A framed page (the FAQ) runs no script in its sandbox, so axe cannot judge it inside the frame: the frame is left
  // out here and its page is judged on its own below. Only violations are read, so axe skips gathering every element
  // that passed (a third of its time on a long list).
  const context: SerialContextObject = scope ? { include: [scope], exclude: ['iframe'] } : { exclude: ['iframe'] };
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG }, iframes: false, resultTypes: ['violations'] };
  return page.evaluate(
    async ({ context, options }) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } };
      const { violations } = await axe.run(context, options);
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .flatMap((violation) =>
          violation.nodes.map((node) => ({ rule: violation.id, impact: violation.impact, element: node.target.join(' '), why: node.failureSummary ?? '' })),
        );
    },
    { context, options },
  );
};

const findingsOf = async (page: Page, scope: string | undefined) => {
  // A colour still changing (a button enabled as its data arrives fades from grey) is judged at its end, as it stays.
  await stillPage(page);
  const findings = await axeFindings(page, scope);
  if (findings.length === 0) return findings;
  // A change that began while axe read the page (My QR code's Download, enabled as its code arrived, was judged
  // mid-fade once in CI) is judged again once it has ended: a finding that stays is what is reported.
  await stillPage(page);
  return axeFindings(page, scope);
};

/** The list every declared list is judged by on a phone. */
const PHONE_LIST = 'Customers';
const judgedAt = (size: Size): PageToJudge[] => {
  const pages = [...menuPages(), ...OTHER_PAGES];
  if (size.name === 'desk') return pages;
  return pages.filter((target) => target.phone || (target.declared === false && target.signedIn) || target.name === PHONE_LIST);
};

/** A worker's browser kept signed in as the owner, at one size, and the policy violations its pages reported. */
interface KeptBrowser {
  page: Page;
  policyViolations: PolicyViolation[];
}

/**
 * Each worker keeps one signed-in browser per size from test to test. Every page is still opened at its own address,
 * as a bookmark, from the storage the sign-in left, but the console's files are already in that browser's cache: a
 * fresh browser per page made every test start the console cold (1.5 s against 0.95 s here, on each of 140 pages).
 * A failure's screenshots include the kept browsers' pages: Playwright takes one of every page its browser holds.
 */
const judging = test.extend<object, { keptBrowsers: Record<Size['name'], KeptBrowser> }>({
  keptBrowsers: [
    async ({ browser }, use) => {
      const open = async (size: Size): Promise<KeptBrowser> => {
        const context = await browser.newContext({ baseURL: thisWorkersBackend().previewUrl, viewport: size.viewport, locale: 'en-US' });
        keepForWorker(context);
        const policyViolations = await watchPolicy(context);
        return { page: countRequests(await context.newPage()), policyViolations };
      };
      const browsers = { desk: await open(SIZES[0]), phone: await open(SIZES[1]) };
      await use(browsers);
      await Promise.all(Object.values(browsers).map(({ page }) => page.context().close()));
    },
    { scope: 'worker' },
  ],
});

for (const size of SIZES) {
  judging.describe(`at ${size.viewport.width} px`, () => {
    judging.use({ viewport: size.viewport });
    for (const target of judgedAt(size)) {
      judging(`${target.name}: no serious or critical accessibility finding`, async ({ context, keptBrowsers }, testInfo) => {
        // axe reads every element's colours and boxes: a long list page takes it several seconds on two cores.
        judging.setTimeout(90_000);
        const kept = keptBrowsers[size.name];
        const violationsBefore = kept.policyViolations.length;
        // A page for a person not signed in is opened in a browser of its own, which has never signed in.
        const page = target.signedIn ? kept.page : countRequests(await context.newPage());
        if (target.signedIn) await logIn(page, OWNER, target.path);
        else await page.goto(target.path);
        await settled(page, target.scope);
        if (target.open) {
          await target.open(page);
          await settled(page);
        }
        const findings = await findingsOf(page, target.scope);
        if (process.env.AXE_REPORT) {
          mkdirSync(process.env.AXE_REPORT, { recursive: true });
          writeFileSync(`${process.env.AXE_REPORT}/${size.name}-${target.name.replace(/\W+/g, '-')}.json`, JSON.stringify(findings));
        }
        await testInfo.attach('axe findings', { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
        expect(findings.map(({ rule, element }) => `${rule}: ${element}`), `${target.name} at ${size.viewport.width} px`).toEqual([]);
        expect(kept.policyViolations.slice(violationsBefore), 'the page broke its Content Security Policy').toEqual([]);
        // Left on its screen, a kept page would go on working through the worker's later tests of other specs (a
        // payment page polls its status, the home page turns its banners). A failure leaves it, for its screenshot.
        if (target.signedIn) await page.goto('favicon.svg');
      });
    }
  });
}

// react-admin's error page (a page's code that could not be fetched, the connection lost) was drawn at half opacity:
// its text and its Go Back button at 1.6-3.2:1. A merchant whose connection failed is the one who must read it.
test('the page a failed page load leaves: no serious or critical accessibility finding', async ({ page }) => {
  await logIn(page, OWNER);
  await page.route('**/assets/**/*.js', (route) => route.abort('internetdisconnected'));
  await page.getByRole('menu').getByRole('menuitem', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  expect((await findingsOf(page, PAGE_CONTENT)).map(({ rule, element }) => `${rule}: ${element}`)).toEqual([]);
});
