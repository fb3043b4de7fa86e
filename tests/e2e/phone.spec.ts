// Every page of the menu on a 390 px phone: the header's bell and user menu on screen, nothing wider than the
// screen (no sideways pan), and a list's records as lines a thumb opens. The pages come from the menu file; every
// declared new-record form, from the resource files, ends clear of the Save bar fixed to the screen's bottom.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { declaredCreateForms, menuPages } from './menuPages';
import { listRows, logIn, OWNER, resetBackend, searchList } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));
const WIDTH = 390;
const HEIGHT = 844;
test.use({ viewport: { width: WIDTH, height: HEIGHT } });

const insideScreen = async (page: Page, name: RegExp | string) => {
  const box = await page.getByRole('banner').getByRole('button', { name }).boundingBox();
  expect(box, `${String(name)} is in the header`).not.toBeNull();
  expect(box!.x, `${String(name)} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${String(name)} ends on screen`).toBeLessThanOrEqual(WIDTH);
};

/** As far down as the page goes, by the wheel, scrolled again while a late part (a picker's options) lengthens it. */
const scrollToEnd = (page: Page) =>
  expect
    .poll(async () => {
      await page.mouse.wheel(0, 10_000);
      return page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight);
    })
    .toBe(true);

// A test per few pages: the menu grows with every screen, and one test walking them all would outgrow any time limit
// (and keep the second worker idle).
const PAGES_PER_TEST = 8;
const pages = menuPages();
for (let first = 0; first < pages.length; first += PAGES_PER_TEST) {
  const some = pages.slice(first, first + PAGES_PER_TEST);
  test(`menu pages fit a 390 px phone, bell and user menu on screen, nothing to pan sideways: ${some.map((target) => target.name).join(', ')}`, async ({
    page,
  }) => {
    await logIn(page, OWNER);
    for (const target of some) {
      await page.goto(target.path);
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
      await insideScreen(page, /^Notifications/);
      await insideScreen(page, 'Profile');
      const widest = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(widest, `${target.name} is ${widest} px wide`).toBeLessThanOrEqual(WIDTH);
    }
  });
}

test('a list on a phone shows each record as a line to tap: name, details below, status on the right; a tap opens it', async ({ page }) => {
  await logIn(page, OWNER, 'stores');
  await expect(page.getByRole('table')).toHaveCount(0);
  const stores = page.getByRole('list', { name: 'Store Management' }).getByRole('listitem');
  await expect(stores).toHaveCount(6);
  const headOffice = stores.filter({ hasText: 'Mama Wanjiru Traders – Head Office, Nairobi CBD' });
  await expect(headOffice).toContainText('Nairobi · Nairobi');
  await expect(headOffice).toContainText('Normal');
  // A search that finds nothing says so, in the spec's words, with a way back to every store.
  await searchList(page, 'Kisumu lakeside');
  await expect(page.getByText('Sorry, no results were found for this keyword')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(stores).toHaveCount(6);
  await headOffice.getByRole('link').click();
  await expect(page).toHaveURL(/\/stores\/[^/]+\/show$/);
  await expect(page.getByText('Mama Wanjiru Traders – Head Office, Nairobi CBD').first()).toBeVisible();

  // At a desk the same list is a table again.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('stores');
  await expect(listRows(page)).toHaveCount(6);
});

/** Signed in as the owner at a list's address: its first record's line. */
const firstLineOf = async (page: Page, address: string, list: string) => {
  await logIn(page, OWNER, address);
  return page.getByRole('list', { name: list }).getByRole('listitem').first();
};

test('a settlement on a phone: its number, then what was paid out and when, its till and method below, its status on the right', async ({ page }) => {
  const first = await firstLineOf(page, 'settlements', 'Settlement');
  await expect(first).toContainText('STL261120101');
  await expect(first).toContainText('KES. 92,423.56 · 20-11-2026');
  await expect(first).toContainText('785872 · Balance threshold');
  await expect(first).toContainText('Settled');
});

test('a list whose lines open no record holds their commands on a phone: a failed notification is resent from its line', async ({ page }) => {
  const failures = page.getByRole('list', { name: 'IPN Failures' });
  await logIn(page, OWNER, 'ipnFailures');
  await searchList(page, 'ST6Z20QUDE');
  await expect(failures.getByRole('listitem')).toHaveCount(1);
  await failures.getByRole('listitem').getByRole('button', { name: 'Resend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend this notification?' });
  await dialog.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('The notification has been delivered and moved to Success.')).toBeVisible();
  await expect(page.getByText('Sorry, no results were found for this keyword')).toBeVisible();
  // A line that opens its record leaves the commands to the record's page.
  const customers = await firstLineOf(page, 'customers', 'Customers');
  await expect(customers.getByRole('link')).toBeVisible();
  await expect(customers.getByRole('button')).toHaveCount(0);
});

test('a payment on a phone says whether money came in or went out and how it ended; a cancelled order reads Cancelled', async ({ page }) => {
  await logIn(page, OWNER, 'transactions');
  const payments = page.getByRole('list', { name: 'Transaction History' });
  await expect(payments.getByRole('listitem').filter({ hasText: 'Waweru Njuguna' }).first()).toContainText(/Money out\s*·\s*Success/);
  await expect(payments.getByRole('listitem').filter({ hasText: 'Peter Ochieng' }).first()).toContainText(/Money in\s*·\s*Pending/);

  await page.goto('orders');
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('listitem').filter({ hasText: 'SO2611200006' })).toContainText('Cancelled');
  await expect(orders.getByRole('listitem').filter({ hasText: 'SO2611200004' })).toContainText('Not paid');
});

test('a stakeholder on a phone: the full name, the role and the share in per cent, the mobile below', async ({ page }) => {
  const first = await firstLineOf(page, 'stakeholders', 'Stakeholders');
  await expect(first).toContainText('Wanjiru Kamau');
  await expect(first).toContainText('Owner/Director · 60%');
  await expect(first).toContainText('+254 712 345 678');
});

test('an audit entry on a phone: who, what and when, its amount on the right only when it has one, no lone dash', async ({ page }) => {
  await logIn(page, OWNER, 'auditTrail');
  const entries = page.getByRole('list', { name: 'Audit Trail' }).getByRole('listitem');
  const paid = entries.filter({ hasText: '16-11-2026' });
  await expect(paid).toContainText('Wanjiru Kamau');
  await expect(paid).toContainText('KES. 12,500.00');
  const edited = entries.filter({ hasText: '19-11-2026' });
  await expect(edited).toContainText('Wanjiru Kamau');
  await expect(edited).toContainText('Head Office');
  await expect(edited).not.toContainText('—');
  await expect(edited).not.toContainText('KES.');
});

test('a count, one of two amounts side by side, or a value the resource names reads with its name on a phone', async ({ page }) => {
  const item = await firstLineOf(page, 'inventory', 'Inventory');
  await expect(item).toContainText('Bar soap 800g');
  await expect(item).toContainText('KES. 240.00 · Stock 130');
  const others = [
    { address: 'finance/beneficiary/group', list: 'Beneficiary Groups', name: 'Monthly suppliers', reads: 'Number of members 4' },
    {
      address: 'discoverDeals/activedeals',
      list: 'Active Deals',
      name: 'Water 20L refill',
      reads: 'Deal price KES. 140.00 · Original price KES. 200.00',
    },
    // A value the resource file names (list.phone.named).
    { address: 'promotion/push', list: 'Push messages', name: 'Jamhuri Day hours', reads: '11-12-2026 · Total cost KES. 10.00' },
  ];
  for (const { address, list, name, reads } of others) {
    await page.goto(`/Merchant/${address}`);
    const first = page.getByRole('list', { name: list }).getByRole('listitem').first();
    await expect(first).toContainText(name);
    await expect(first).toContainText(reads);
  }
});

test('a list whose only command is Create floats it over the page, with no empty toolbar above the search', async ({ page }) => {
  await logIn(page, OWNER, 'beneficiaries');
  const create = page.getByRole('link', { name: 'Create' });
  await expect(create).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  const search = (await page.getByRole('searchbox', { name: 'Search' }).boundingBox())!;
  // The search's own margin and the filter form's padding only: the toolbar it shared with Create took 56 px more.
  expect(search.y - (header.y + header.height), 'the gap between the header and the search').toBeLessThan(40);
  await create.click();
  await expect(page).toHaveURL(/\/beneficiaries\/create$/);
});

test('scrolled to the end of a list, its last record and the next-page arrow stand clear of the floating Create button', async ({ page }) => {
  await logIn(page, OWNER, 'staff');
  const lines = page.getByRole('list', { name: 'Staff' }).getByRole('listitem');
  await expect(lines).toHaveCount(10);
  await scrollToEnd(page);
  const create = (await page.getByRole('link', { name: 'Create' }).boundingBox())!;
  const last = (await lines.last().boundingBox())!;
  expect(last.y + last.height, 'the last line ends above the button').toBeLessThanOrEqual(create.y);
  const next = (await page.getByRole('button', { name: 'Go to next page' }).boundingBox())!;
  expect(next.y + next.height, 'the next-page arrow ends above the button').toBeLessThanOrEqual(create.y);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('11-20 of 26')).toBeVisible();
});

test('status tabs wider than a phone scroll between two arrows: the one at the end reached is dimmed, not a blank', async ({ page }) => {
  await logIn(page, OWNER, 'inventory');
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: /^All/ })).toBeVisible();
  // MUI's arrows are not buttons to a screen reader (the tabs themselves scroll into view as they are focused).
  const arrows = page.locator('.MuiTabs-root').filter({ has: tabs }).locator('.MuiTabs-scrollButtons');
  const [back, onward] = [arrows.first(), arrows.last()];
  const opacity = (arrow: typeof back) => arrow.evaluate((element) => Number(getComputedStyle(element).opacity));
  await expect.poll(() => opacity(back), 'at the start, the back arrow').toBeCloseTo(0.3);
  await expect.poll(() => opacity(onward), 'at the start, the onward arrow').toBeGreaterThan(0.5);
  await tabs.getByRole('tab').last().click();
  await expect.poll(() => opacity(onward), 'at the end, the onward arrow').toBeCloseTo(0.3);
  await expect.poll(() => opacity(back), 'at the end, the back arrow').toBeGreaterThan(0.5);
});

test("a record's table reads as lines on a phone: the item on top, its values named below, no word broken, nothing to scroll sideways", async ({
  page,
}) => {
  await logIn(page, OWNER, 'orders/SO2611200008/show');
  const goods = page.getByRole('list', { name: 'Goods' }).getByRole('listitem');
  await expect(goods).toHaveCount(3);
  // Lines do not scroll sideways: no scrolling box to stop at on the way through the page with Tab.
  await expect(page.getByRole('group', { name: 'Goods' })).toHaveCount(0);
  await expect(goods.first()).toHaveText(/^Eggs \(tray of 30\)Quantity 1\s·\s*Unit price KES\.\s480\.00\s·\s*Amount KES\.\s480\.00$/);
  const card = (await page.getByRole('region', { name: 'Goods' }).boundingBox())!;
  for (const line of await goods.all()) {
    const box = (await line.boundingBox())!;
    expect(box.x + box.width, 'a line ends inside its card').toBeLessThanOrEqual(card.x + card.width);
  }

  // A name stays whole: on the old table a phone gave the name's column the width of a letter.
  await page.goto('approvals/AP100001/show');
  const decision = page.getByRole('region', { name: 'Decisions' }).getByRole('listitem');
  await expect(decision).toHaveText(/^Nyambura MachariaAs\s*Authoriser\s·\s*Decision\s*Agreed\s·\s*Date 19-11-2026\s·\s*Time 10:15:44$/);
  const name = (await decision.getByText('Nyambura Macharia').boundingBox())!;
  expect(name.height, 'the name on one line').toBeLessThan(30);
});

test('a value with no place to break, a web address, wraps inside its card on a phone', async ({ page }) => {
  await logIn(page, OWNER, 'setting/manageStoreFront');
  const address = page.getByText('https://facebook.com/', { exact: false });
  await expect(address).toBeVisible();
  // The innermost card: the Contact section's, inside the page's.
  const card = (await page.locator('.MuiCard-root').filter({ has: address }).last().boundingBox())!;
  const value = (await address.boundingBox())!;
  expect(value.x + value.width, "the address's right edge against its card's").toBeLessThanOrEqual(card.x + card.width);
});

test('Quick Sale on a phone: every field of an item line is on screen, one under another', async ({ page }) => {
  await logIn(page, OWNER, 'checkout/nonInventoryItem');
  const line = page.getByRole('group', { name: 'Item 1' });
  for (const name of ['Description', 'Unit price', 'Qty']) {
    const box = (await line.getByRole('textbox', { name }).boundingBox())!;
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(WIDTH);
  }
  const description = (await line.getByRole('textbox', { name: 'Description' }).boundingBox())!;
  const price = (await line.getByRole('textbox', { name: 'Unit price' }).boundingBox())!;
  expect(price.y, 'the price is under the description').toBeGreaterThan(description.y + description.height);
});

test('a stepped form on a phone: its bottom bar spans the screen, and the end of the step scrolls clear of it', async ({ page }) => {
  await logIn(page, OWNER, 'promotions/create');
  const bar = page.getByRole('toolbar').filter({ has: page.getByRole('button', { name: 'Next' }) });
  await expect(bar).toBeVisible();
  const description = page.getByRole('textbox', { name: 'Description' });
  // As far down as the page goes: the step's last field is wholly above the bar fixed to the screen's bottom.
  await scrollToEnd(page);
  const barBox = (await bar.boundingBox())!;
  expect(barBox.x, 'the bar starts at the screen’s left edge').toBe(0);
  expect(barBox.width, 'the bar is the screen’s width').toBe(WIDTH);
  expect(barBox.y + barBox.height, 'the bar ends at the screen’s bottom edge').toBe(HEIGHT);
  const field = (await description.boundingBox())!;
  expect(field.y + field.height, 'the last field ends above the bar').toBeLessThanOrEqual(barBox.y);
});

/** The lowest edge of the form's own controls, and the top of whatever is fixed to the screen's bottom (if anything). */
const formEndAndBar = (page: Page) =>
  page.evaluate(() => {
    const fixedAtBottom = [...document.querySelectorAll<HTMLElement>('#main-content *')].filter((element) => {
      if (getComputedStyle(element).position !== 'fixed') return false;
      // In the screen's lower half: a bar that sat off the bottom edge (as a stepped form's once did) still counts.
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top > innerHeight / 2;
    });
    const controls = [
      ...document.querySelectorAll<HTMLElement>('#main-content :is(input:not([type=hidden]), textarea, [role=combobox], button)'),
    ].filter((control) => control.getBoundingClientRect().height > 0 && !fixedAtBottom.some((bar) => bar.contains(control)));
    return {
      formEnd: Math.max(...controls.map((control) => control.getBoundingClientRect().bottom)),
      barTop: fixedAtBottom.length > 0 ? Math.min(...fixedAtBottom.map((bar) => bar.getBoundingClientRect().top)) : innerHeight,
    };
  });

// react-admin fixes a form's Save bar to the screen's bottom on a phone and keeps room below the form for it. A form
// that loses that room (a stepped form's layout, a card's padding) has its last field under the bar for good: the
// page cannot scroll further. Every declared new-record form, read from the resource files, is scrolled to its end.
const forms = declaredCreateForms();
for (let first = 0; first < forms.length; first += PAGES_PER_TEST) {
  const some = forms.slice(first, first + PAGES_PER_TEST);
  test(`new-record forms on a 390 px phone scroll their last field clear of the bottom bar: ${some.join(', ')}`, async ({ page }) => {
    await logIn(page, OWNER);
    for (const path of some) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /^(Save|Next)$/ }).first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
      await scrollToEnd(page);
      const { formEnd, barTop } = await formEndAndBar(page);
      expect(formEnd, `${path}: the form's last control (ends at ${formEnd}) is above the bar (at ${barTop})`).toBeLessThanOrEqual(barTop);
    }
  });
}
