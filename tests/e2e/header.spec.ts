// The header and the home page as the owner and the cashier use them: the store switcher, the storefront switch,
// the user menu's Account Profile, quick access on the home page, and the clean start after a version change.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CASHIER, detailValue, listRows, listTotal, logIn, menuDrawn, openFromMenu, OWNER, resetBackend, rowWith, switchLanguage, toast, userMenu } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const HEAD_OFFICE = 'Mama Wanjiru Traders – Head Office, Nairobi CBD';
const NYALI = 'Mama Wanjiru Traders – Nyali, Mombasa';
const ELGON_VIEW = 'Mama Wanjiru Traders – Elgon View, Eldoret';

const storeButton = (page: Page) => page.getByRole('button', { name: /^Store: / });
const storefrontSwitch = (page: Page) => page.getByRole('switch', { name: /^Storefront/ });

const switchStore = async (page: Page, storeName: string) => {
  await storeButton(page).click();
  await page.getByRole('menuitemradio', { name: new RegExp(storeName) }).click();
  await expect(storeButton(page)).toHaveAccessibleName(`Store: ${storeName}`);
};

test.describe('store switcher', () => {
  test('the owner starts in the head office; the menu lists the five of her six stores she can work in, head office marked, current one checked', async ({ page }) => {
    await logIn(page, OWNER);
    await expect(storeButton(page)).toHaveAccessibleName(`Store: ${HEAD_OFFICE}`);
    await storeButton(page).click();
    const stores = page.getByRole('menuitemradio');
    await expect(stores).toHaveCount(5);
    await expect(stores.first()).toContainText(HEAD_OFFICE);
    await expect(stores.first()).toContainText('Head office');
    await expect(stores.first()).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('menuitemradio', { name: new RegExp(NYALI) })).toHaveAttribute('aria-checked', 'false');
    // Elgon View is suspended: it takes no payments, so it is not offered.
    await expect(page.getByRole('menuitemradio', { name: new RegExp(ELGON_VIEW) })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(stores).toHaveCount(0);
  });

  test("switching store renames the header and the open customer list shows that store's customers", async ({ page }) => {
    await logIn(page, OWNER);
    await openFromMenu(page, 'Customers');
    await expect(listTotal(page)).toHaveText('1-10 of 42');
    await expect(listRows(page).filter({ hasText: 'Purity' })).toHaveCount(1);

    await switchStore(page, NYALI);
    await expect(toast(page, `You are now working in ${NYALI}.`)).toBeVisible();
    await expect(listTotal(page)).toHaveText('1-10 of 10');
    await expect(listRows(page).filter({ hasText: 'Ruth' })).toHaveCount(1);
    await expect(listRows(page).filter({ hasText: 'Purity' })).toHaveCount(0);

    // The choice is the server's: a reload keeps it, and the home page names it.
    await page.reload();
    await expect(storeButton(page)).toHaveAccessibleName(`Store: ${NYALI}`);
    await expect(listTotal(page)).toHaveText('1-10 of 10');
    await openFromMenu(page, 'Home');
    await expect(page.getByText(`Current store: ${NYALI}`)).toBeVisible();
  });

  test('after logging out and in again the head office is current once more (spec 001 §4)', async ({ page }) => {
    await logIn(page, OWNER);
    await switchStore(page, NYALI);
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // Signed out once the start page shows: before that the server may still hold the session being ended.
    await expect(page).toHaveURL(/\/growBusiness$/);
    await logIn(page, OWNER);
    await expect(storeButton(page)).toHaveAccessibleName(`Store: ${HEAD_OFFICE}`);
  });

  test('a merchant with one store sees its name, with nothing to open', async ({ page }) => {
    await logIn(page, { login: '0733000222', password: 'Newbie@2026', name: 'Akinyi Odhiambo' });
    await expect(page.getByRole('group', { name: 'Store: Akinyi Fresh Produce – Head Office, Kisumu' })).toBeVisible();
    await expect(storeButton(page)).toHaveCount(0);
  });
});

test.describe('storefront switch', () => {
  test('asks first: Cancel leaves it open; confirming closes it and shows the status read back from the server', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const action = /\/mmc\/mrpay\/(\w+)/.exec(request.url())?.[1];
      if (action === 'queryStoreFront' || action === 'updateStoreFront') calls.push(action);
    });
    await logIn(page, OWNER);
    await expect(storefrontSwitch(page)).toBeChecked();
    await expect(page.getByText('Storefront open', { exact: true })).toBeVisible();

    await storefrontSwitch(page).click();
    const dialog = page.getByRole('dialog', { name: 'Close the storefront?' });
    await expect(dialog).toContainText(`Customers will see ${HEAD_OFFICE} as closed`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(storefrontSwitch(page)).toBeChecked();
    expect(calls).not.toContain('updateStoreFront');

    calls.length = 0;
    await storefrontSwitch(page).click();
    await page.getByRole('dialog', { name: 'Close the storefront?' }).getByRole('button', { name: 'Close storefront' }).click();
    await expect(toast(page, 'The storefront is now closed.')).toBeVisible();
    await expect(storefrontSwitch(page)).not.toBeChecked();
    await expect(page.getByText('Storefront closed', { exact: true })).toBeVisible();
    expect(calls).toEqual(['updateStoreFront', 'queryStoreFront']);

    await page.reload();
    await expect(storefrontSwitch(page)).not.toBeChecked();
    await storefrontSwitch(page).click();
    await page.getByRole('dialog', { name: 'Open the storefront?' }).getByRole('button', { name: 'Open storefront' }).click();
    await expect(storefrontSwitch(page)).toBeChecked();
  });

  test("follows the current store, and a refused change leaves the server's status showing", async ({ page }) => {
    await logIn(page, OWNER);
    await switchStore(page, NYALI);
    await expect(storefrontSwitch(page)).toBeChecked();
    await storefrontSwitch(page).click();
    await page.getByRole('dialog', { name: 'Close the storefront?' }).getByRole('button', { name: 'Close storefront' }).click();
    await expect(storefrontSwitch(page)).not.toBeChecked();
    // The store she works in is suspended meanwhile: it stays current, listed with its status, and cannot open.
    await openFromMenu(page, 'Store Management');
    await rowWith(page, NYALI).getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('dialog', { name: 'Suspend store?' }).getByRole('button', { name: 'Suspend' }).click();
    await expect(rowWith(page, NYALI).getByRole('cell', { name: 'Suspended', exact: true })).toBeVisible();
    await storeButton(page).click();
    await expect(page.getByRole('menuitemradio', { name: new RegExp(NYALI) })).toContainText('Suspended');
    await expect(page.getByRole('menuitemradio', { name: new RegExp(NYALI) })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await storefrontSwitch(page).click();
    await page.getByRole('dialog', { name: 'Open the storefront?' }).getByRole('button', { name: 'Open storefront' }).click();
    await expect(toast(page, 'This store is suspended, so its storefront cannot be opened.')).toBeVisible();
    await expect(storefrontSwitch(page)).not.toBeChecked();
    await expect(page.getByText('Storefront closed', { exact: true })).toBeVisible();
  });
});

test('the bell and the storefront switch ask the server only after the first screen has asked for its rows', async ({ page }) => {
  await logIn(page, OWNER);
  // The home page's own (deferred) header calls are done before the list is opened afresh.
  await expect(storefrontSwitch(page)).toBeChecked();
  const started: string[] = [];
  page.on('request', (request) => {
    const action = request.url().match(/(QueryCustomers|SelectUnreadCount|queryStoreFront)/)?.[1];
    if (action) started.push(action);
  });
  await page.goto('customer');
  await expect(listRows(page)).toHaveCount(10);
  await expect(storefrontSwitch(page)).toBeChecked();
  await expect.poll(() => started.includes('SelectUnreadCount')).toBe(true);
  expect(started[0]).toBe('QueryCustomers');
});

test('opened on a list, nothing moves when the side menu, the header tools and the open-page tabs arrive', async ({ page }) => {
  await logIn(page, OWNER);
  // Where the first row's first name stood in the frame that first painted it, and which of the frame's tools were
  // there by then (they may come just after the rows; their room is kept meanwhile).
  await page.addInitScript(() => {
    const look = () => {
      const name = document.querySelector('table tbody tr td:nth-child(2)');
      if (!name?.textContent) return void requestAnimationFrame(look);
      const painted = {
        top: name.getBoundingClientRect().top,
        left: name.getBoundingClientRect().left,
        tools: ['[role="menuitem"]', '[aria-label="Notifications"]', 'nav[aria-label="Open pages"]'].filter((part) => document.querySelector(part)),
      };
      Object.assign(window, { painted });
    };
    requestAnimationFrame(look);
  });
  await page.goto('customers');
  await expect(page.getByRole('navigation', { name: 'Open pages' }).getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await menuDrawn(page);
  const painted = await page.evaluate(() => (window as unknown as { painted: { top: number; left: number; tools: string[] } }).painted);
  const firstName = listRows(page).first().getByRole('cell').nth(1);
  test.info().annotations.push({ type: 'frame tools at the first rows', description: painted.tools.join(', ') || 'none' });
  expect(await firstName.evaluate((cell) => ({ top: cell.getBoundingClientRect().top, left: cell.getBoundingClientRect().left }))).toEqual({
    top: painted.top,
    left: painted.left,
  });
});

test.describe('user menu', () => {
  test('Account Profile opens from the user menu and shows the signed-in owner', async ({ page }) => {
    await logIn(page, OWNER);
    await userMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Privacy & Security' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Reset demo data' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Account Profile' }).click();
    await expect(page).toHaveURL(/\/account\/accountProfile$/);
    await expect(page.getByRole('heading', { name: 'Account Profile', level: 1 })).toBeVisible();
    await expect(detailValue(page, 'Full name')).toHaveText(OWNER.name);
    await expect(detailValue(page, 'Mobile number')).toHaveText('+254 712 345 678');
    await expect(detailValue(page, 'Email')).toHaveText('wanjiru.kamau@mamawanjiru.co.ke');
    await expect(detailValue(page, 'Role')).toHaveText('Owner');
    await expect(detailValue(page, 'Business')).toHaveText('Mama Wanjiru Traders Ltd');
    await expect(detailValue(page, 'Current store')).toHaveText(HEAD_OFFICE);
    await expect(detailValue(page, 'Staff username')).toHaveCount(0);
  });

  test('a reset of the demo data that fails keeps the person signed in, on the page, and says so', async ({ page }) => {
    await logIn(page, OWNER);
    await page.route('**/__mock__/reset', (route) => route.fulfill({ status: 503, body: 'down' }));
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
    await page.getByRole('dialog', { name: 'Reset demo data?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Demo data could not be reset. Try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/Merchant\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${OWNER.name}` })).toBeVisible();
  });

  test('the profile page needs a session', async ({ page }) => {
    await page.goto('account/accountProfile');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('quick access', () => {
  test('pick options (at most 8), save, reload: the tiles stay, and a tile opens its page', async ({ page }) => {
    await logIn(page, OWNER);
    await expect(page.getByText('No quick access yet')).toBeVisible();
    await page.getByRole('button', { name: 'Choose quick access' }).click();
    let dialog = page.getByRole('dialog', { name: 'Choose quick access' });
    const counter = dialog.getByRole('status');
    await expect(counter).toHaveText('0 of 8 selected');

    // Cancel keeps nothing.
    await dialog.getByRole('checkbox', { name: 'Help' }).check();
    await expect(counter).toHaveText('1 of 8 selected');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('No quick access yet')).toBeVisible();

    await page.getByRole('button', { name: 'Choose quick access' }).click();
    dialog = page.getByRole('dialog', { name: 'Choose quick access' });
    await expect(dialog.getByRole('checkbox', { name: 'Help' })).not.toBeChecked();
    // Tick every option in turn: the first 8 take, and once 8 are ticked every other option is disabled.
    const boxes = dialog.getByRole('checkbox');
    const offered = await boxes.count();
    expect(offered).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < offered; index += 1) {
      if (index < 8) await boxes.nth(index).check();
      else await expect(boxes.nth(index)).toBeDisabled();
    }
    await expect(counter).toHaveText(`${Math.min(offered, 8)} of 8 selected`);
    // Leave three, in the order they are ticked.
    for (let index = 0; index < Math.min(offered, 8); index += 1) await boxes.nth(index).uncheck();
    await dialog.getByRole('checkbox', { name: 'Help' }).check();
    await dialog.getByRole('checkbox', { name: 'Customers', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Store Management' }).check();
    await expect(counter).toHaveText('3 of 8 selected');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Quick access saved.')).toBeVisible();

    const tiles = page.getByRole('navigation', { name: 'Quick access' }).getByRole('link');
    await expect(tiles).toHaveText(['Help', 'Customers', 'Store Management']);
    await page.reload();
    await expect(tiles).toHaveText(['Help', 'Customers', 'Store Management']);

    await tiles.filter({ hasText: 'Customers' }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(listTotal(page)).toHaveText('1-10 of 42');
  });

  test('the banners show with their titles and can be stepped through', async ({ page }) => {
    await logIn(page, OWNER);
    const banners = page.getByRole('region', { name: 'News from your payment provider' });
    await expect(banners.getByRole('heading', { name: 'Get paid your way' })).toBeVisible();
    await banners.getByRole('button', { name: 'Next banner' }).click();
    await expect(banners.getByRole('heading', { name: 'Working capital when you need it' })).toBeVisible();
    await banners.getByRole('button', { name: 'Show banner 3' }).click();
    await expect(banners.getByRole('heading', { name: 'Be found on Discover Deals' })).toBeVisible();
    // The server writes them in the console's language: switching language fetches them again.
    await switchLanguage(page, 'English (US)', '中文 (简体)');
    await expect(page.getByRole('region', { name: '支付服务商资讯' }).getByRole('heading', { name: '随心收款' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '快捷入口', exact: true })).toBeVisible();
  });
});

test.describe('cashier', () => {
  test('works in his one store, so it is named with no switcher; sees no storefront switch (no store codes) and reads his own profile', async ({ page }) => {
    await logIn(page, CASHIER);
    // Assigned to the head office only (his staff record): the other five stores are not offered.
    await expect(page.getByRole('group', { name: `Store: ${HEAD_OFFICE}` })).toBeVisible();
    await expect(storeButton(page)).toHaveCount(0);
    await expect(storefrontSwitch(page)).toHaveCount(0);
    await expect(page.getByText(/^Storefront/)).toHaveCount(0);
    // His pages are Checkout's three (43), Service Portal → Initiate Reversal (0503) and Manage → Orders (0501):
    // quick access offers those.
    await page.getByRole('button', { name: 'Choose quick access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose quick access' });
    await expect(dialog.getByRole('checkbox')).toHaveCount(5);
    await expect(dialog.getByRole('checkbox', { name: 'Initiate Reversal' })).toBeVisible();
    for (const page of ['New Sale', 'Sell from Inventory', 'Quick Sale']) await expect(dialog.getByRole('checkbox', { name: page })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Orders' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Account Profile' }).click();
    await expect(detailValue(page, 'Full name')).toHaveText(CASHIER.name);
    await expect(detailValue(page, 'Staff username')).toHaveText('cashier');
    await expect(detailValue(page, 'Role')).toHaveText('Cashier');
    await expect(detailValue(page, 'Current store')).toHaveText(HEAD_OFFICE);
  });
});

test('a new app version clears local storage and reloads, keeping the session', async ({ page }) => {
  await logIn(page, OWNER);
  const version = await page.evaluate(() => localStorage.getItem('mc.appVersion'));
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  await page.evaluate(() => {
    localStorage.setItem('mc.appVersion', '0.0.1');
    localStorage.setItem('mc.leftover', 'from the old version');
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${OWNER.name}` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mc.leftover'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('mc.appVersion'))).toBe(version);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Whether the whole element is inside the screen, as a thumb needs it. */
  const onScreen = async (page: Page, name: RegExp | string) => {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box, `${name} is shown`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  };

  test('the header keeps the menu, the page title, the bell and the user menu on screen; store, storefront and language are in the user menu', async ({ page }) => {
    await logIn(page, OWNER, 'customers');
    await expect(page.getByRole('banner').getByText('Customers')).toBeVisible();
    await onScreen(page, /^Notifications/);
    await onScreen(page, 'Profile');
    await expect(storeButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Language/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await userMenu(page).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Storefront open' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitem', { name: `Store: ${HEAD_OFFICE}` }).click();
    await page.getByRole('menuitemradio', { name: new RegExp(NYALI) }).click();
    await expect(toast(page, `You are now working in ${NYALI}.`)).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);

    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Language: English (US)' }).click();
    await page.getByRole('menuitem', { name: '中文 (简体)' }).click();
    await expect(page.getByRole('banner').getByText('客户')).toBeVisible();
    await onScreen(page, /^通知/);
  });
});
