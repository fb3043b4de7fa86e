// What every end-to-end test needs: the mock backend's controls and a logged-in console.
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { pngOf } from '../pictures';
import { thisWorkersBackend } from './backends';

/** This worker's own mock backend (each worker has one: see backends.ts). */
export const MOCK_URL = thisWorkersBackend().mockUrl;

export const OWNER = { login: '0712345678', password: 'Owner@2026', pin: '1234', name: 'Wanjiru Kamau' };
export const CASHIER = { login: 'cashier', password: 'Cashier@2026', pin: '2468', name: 'Brian Otieno' };
/** The owner of a business set up and on a plan whose verification (KYC) is still pending, at level 01. */
export const PENDING_OWNER = { login: '0744000333', password: 'Pending@2026', pin: '9753', name: 'Kiprono Cheruiyot' };

export interface Fault {
  mode: 'latency' | 'no-response' | 'http500' | 'malformed' | 'code';
  action?: string;
  code?: string;
  message?: string;
  latencyMs?: number;
  times?: number;
}

/**
 * Back to the seeded data, no faults, the real clock. The sessions this worker keeps for logIn stay signed in, as
 * at their login; any other session (a test's own sign-in) ends, as on a fresh server.
 */
export const resetBackend = async (request: APIRequestContext, size: 'demo' | 'large' = 'demo') => {
  const keep = [...signedIn.values()].map((browser) => browser.sessionStorage[SESSION_TOKEN_KEY]).filter(Boolean);
  // The size is always named: the server keeps the last one, and a test on the large seed must not leave it to the next.
  expect((await request.post(`${MOCK_URL}/__mock__/reset?size=${size}&keepSessions=${keep.join(',')}`)).ok()).toBe(true);
};

export const injectFault = async (request: APIRequestContext, fault: Fault) => {
  expect((await request.post(`${MOCK_URL}/__mock__/faults`, { data: fault })).ok()).toBe(true);
};

/** The code the mock "sent" most recently, as a person would read it from their phone. */
export const lastOtp = async (request: APIRequestContext): Promise<string> => {
  const sentCode = async () => ((await (await request.get(`${MOCK_URL}/__mock__/otp`)).json()) as { code: string | null }).code;
  // "Send code" was just clicked: its request may still be on its way to the backend.
  await expect.poll(sentCode).toMatch(/^\d{4}$/);
  return (await sentCode()) as string;
};

/** react-admin's user menu: labelled Profile, showing the person's name. */
export const userMenu = (page: Page) => page.getByRole('button', { name: 'Profile' });

export const loginIdField = (page: Page) => page.getByLabel('Mobile number or staff username');
export const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

export const fillLogin = async (page: Page, login: string, password: string) => {
  await page.goto('login');
  await loginIdField(page).fill(login);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

interface Account {
  login: string;
  password: string;
  name: string;
}

/** What a browser holds right after signing in: the device cookie, local and session storage. */
interface SignedInBrowser {
  cookies: Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
}

// Sign in once per worker and account through the login page; later tests in the worker start from what that
// browser held, on a server that kept the session across resets (resetBackend). A session a test ended (logout,
// expiry, a changed password) is found out on the way in and replaced by a real sign-in.
const signedIn = new Map<string, SignedInBrowser>();
/** Where the console keeps its session token (src/transport/session.ts). */
const SESSION_TOKEN_KEY = 'mc.token';

const welcome = (page: Page, account: Account) => page.getByRole('heading', { name: `Welcome back, ${account.name}` });

const captureSignedIn = async (page: Page): Promise<SignedInBrowser> => ({
  cookies: await page.context().cookies(),
  ...(await page.evaluate(() => ({
    localStorage: Object.fromEntries(Object.entries(window.localStorage)),
    sessionStorage: Object.fromEntries(Object.entries(window.sessionStorage)),
  }))),
});

/** Whether the server still honours the token that browser held (a test may have logged out or let it expire). */
const stillSignedIn = async (saved: SignedInBrowser): Promise<boolean> => {
  const token = saved.sessionStorage[SESSION_TOKEN_KEY];
  if (!token) return false;
  const response = await fetch(`${MOCK_URL}/mmc/mrpay/QryUserInformation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'auth-token': token },
    body: '{}',
  });
  return ((await response.json()) as { gda?: { msg_cd?: string } }).gda?.msg_cd === 'MMC00000';
};

const restoreSignedIn = async (page: Page, saved: SignedInBrowser) => {
  await page.context().addCookies(saved.cookies);
  // Storage belongs to the console's origin: write it from a static file of the site, before the app first runs.
  await page.goto('favicon.svg');
  await page.evaluate((stored) => {
    // A browser kept from an earlier test starts again from what it held at the sign-in (its open tabs, its store).
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const [key, value] of Object.entries(stored.localStorage)) window.localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(stored.sessionStorage)) window.sessionStorage.setItem(key, value);
  }, saved);
};

/** The spec's lockout text (spec 002 §8) after the third wrong password. */
export const LOCKED = 'Your account has been locked. Kindly use the forgot Password feature...';

/** Three wrong passwords for the owner, each answered in the spec's words; the account is then locked. */
export const lockOwner = async (page: Page) => {
  await fillLogin(page, OWNER.login, 'Wrong@pass1');
  await expect(page.getByRole('alert')).toHaveText('You have supplied an error Password, Try again.');
  await passwordField(page).fill('Wrong@pass2');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect password . One attempt left.');
  await passwordField(page).fill('Wrong@pass3');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(LOCKED);
};

/**
 * Signs the account in and shows the home page, or, given an address, that page instead: a signed-in person who
 * opens a bookmark (the console is then started once, not for the home page and again for the address).
 */
export const logIn = async (page: Page, account: Account, address?: string) => {
  const saved = signedIn.get(account.login);
  const restored = saved !== undefined && (await stillSignedIn(saved));
  if (restored) {
    await restoreSignedIn(page, saved);
    await page.goto(address ?? 'home');
    if (address) return;
  } else await fillLogin(page, account.login, account.password);
  await expect(page).toHaveURL(/\/Merchant\/home$/);
  await expect(welcome(page, account)).toBeVisible();
  if (!restored) signedIn.set(account.login, await captureSignedIn(page));
  if (address) await page.goto(address);
};

// ---------------------------------------------------------------------------------------------------------------
// Resource screens (lists, forms, detail pages), as a person reaches and reads them.

/**
 * Waits until the side menu has drawn every entry: the rows below the fold follow the first screen, and the menu is
 * busy (aria-busy) until then. An entry missing before that proves nothing.
 */
export const menuDrawn = async (page: Page) => {
  const menu = page.getByRole('menu').first();
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveAttribute('aria-busy', 'true');
};

/** Opens a screen from the side menu, by the entry's label ("Store Management", "Customers", "Help"…). */
export const openFromMenu = async (page: Page, entry: string) => {
  const item = page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true });
  await item.click();
  // Wait until the entry's page is the one shown (the menu marks its entry the current page), so the next step
  // cannot act on the page being left.
  await expect(item).toHaveAttribute('aria-current', 'page');
};

/**
 * Clicks the list's Create and waits for the list to go. The address changes at once, but the list stays on screen
 * (and answers clicks) until the form's code has loaded: a field picked at once could be one of the list's filters.
 */
export const openCreateForm = async (page: Page) => {
  const create = page.getByRole('link', { name: 'Create' });
  await create.click();
  await expect(create).toHaveCount(0);
};

/** A list tab by its name and the count it shows ("New" and 3). */
export const countedTab = (page: Page, name: string, count: number) => page.getByRole('tab', { name: new RegExp(`^${name}\\s*${count}$`) });

/** The pagination summary under a list: "1-10 of 42". */
export const listTotal = (page: Page) => page.getByText(/^\d+-\d+ of \d+$/);

/** The data rows of the (only) list table, without the header row. */
export const listRows = (page: Page) => page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row');

/** The data row that shows this text (a name, a ticket number…). */
export const rowWith = (page: Page, text: string | RegExp) => listRows(page).filter({ hasText: text });

/** What the list shows in one column, top to bottom (by the column's header label). */
export const columnValues = async (page: Page, header: string): Promise<string[]> => {
  // The list may still be on its way (the first page a browser opens loads the list's code first).
  // (A sortable header's accessible name is "Sort by …": it is found by the text it shows.)
  await expect(page.getByRole('table').getByRole('columnheader').filter({ hasText: header }).first()).toBeVisible();
  const headers = (await page.getByRole('table').getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `column "${header}" among ${headers.join(' | ')}`).toBeGreaterThan(-1);
  // The rows are read at one moment: read one by one, a row that went as the list changed (the answer to a search
  // replacing ten rows by one) was waited for until the test timed out.
  const cells = await listRows(page).evaluateAll(
    (rows, column) => rows.map((row) => row.querySelectorAll<HTMLElement>(':scope > td')[column]?.innerText ?? ''),
    index,
  );
  // As a person reads them: an amount's no-break space after 'KES.' is a space.
  return cells.map((text) => text.replaceAll('\u00a0', ' ').trim());
};

/** Types in the list's search box and presses Enter. */
export const searchList = async (page: Page, text: string) => {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
};

/** The value shown next to a label on a detail page (within one section when given, e.g. the "Store" card). */
export const detailValue = (page: Page, label: string, section?: string) => {
  const scope = section ? page.getByRole('region', { name: section, exact: true }) : page.getByRole('main');
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::*[1]');
};

/** A validation or server message shown under a form field (MUI links it as the field's description). */
export const expectFieldMessage = async (field: Locator, message: string) => {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
};

/** The page shown at the address of a screen the user's role does not allow. */
export const accessDenied = (page: Page) => page.getByRole('heading', { name: 'You do not have permission to open this page.' });

/** The success/error toast react-admin shows after an action. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Switches the console language from the app bar ("Language: English (US)" → "中文 (简体)"). */
export const switchLanguage = async (page: Page, from: string, to: string) => {
  await page.getByRole('button', { name: `Language: ${from}` }).click();
  await page.getByRole('menuitem', { name: to }).click();
};

const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
};

/**
 * Clicks the list's Export button and reads the CSV it downloads: its file name and rows (header first, the
 * byte-order mark removed, cells as a spreadsheet shows them). react-admin keeps a collapsed bulk-actions toolbar with a second "Export" in the
 * page even when no row is selected, so the toolbar's own button is the first one.
 */
export const exportCsv = async (page: Page): Promise<{ fileName: string; rows: string[][] }> => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).first().click()]);
  const path = await download.path();
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  // As a spreadsheet shows them: the apostrophe that keeps `+254 …` from running as a formula is not shown.
  const shown = parseCsv(text).map((row) => row.map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, '')));
  return { fileName: download.suggestedFilename(), rows: shown };
};

/** Chooses a picture for an upload field (a group named by its label) through the file chooser, as a person does. */
export const attachPicture = async (page: Page, pictures: Locator, name: string, width: number, height: number) => {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), pictures.getByRole('button', { name: 'Upload picture' }).click()]);
  await chooser.setFiles({ name, mimeType: 'image/png', buffer: pngOf(width, height) });
};

/** A text field of a form or dialog by its exact label (a list's "Sort by title…" button must not match "Title"). */
export const field = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

/**
 * Picks an option of a select box as a person does: open it, wait for the list, click the option, and see it chosen.
 * A click that lands while the menu is still opening can miss (the option moves under the pointer); then the box
 * is opened again. The list is found by its box's label: the menu of the box chosen just before may still be
 * fading out, and its options are not this box's.
 */
export const choose = async (scope: Page, label: string, option: string) => {
  const box = scope.getByRole('combobox', { name: label });
  const listbox = scope.getByRole('listbox', { name: label });
  await expect(async () => {
    // A missed click leaves the menu open, and an open menu hides the page (and so the box) from the roles: the
    // option is then clicked again in the menu still open, not the box looked for behind it.
    if (!(await listbox.isVisible())) await box.click({ timeout: 2_000 });
    await expect(listbox).toBeVisible({ timeout: 2_000 });
    await listbox.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(listbox).toBeHidden({ timeout: 2_000 });
    await expect(box).toHaveText(option, { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
};

/**
 * Finds an option of a many-choice box by typing part of it and picks it, as a person would. A click that lands as the options are drawn again (the server's
 * answer to the typing arriving) chooses nothing, as CI saw on promotions and staff: the choice is made again until
 * its chip shows (or `shows`, what else the pick brings on screen), never twice. The option is its whole text, or a
 * pattern where only part of it matters.
 */
export const pickFound = async (page: Page, scope: Page | Locator, label: string, typed: string, option: string | RegExp, shows?: Locator) => {
  const named = typeof option === 'string' ? { name: option, exact: true } : { name: option };
  const chosen = shows ?? scope.getByRole('button', named);
  await expect(async () => {
    if (await chosen.isVisible()) return;
    await scope.getByRole('combobox', { name: label }).fill(typed, { timeout: 2_000 });
    const offered = page.getByRole('option', named);
    // Where only part of the text matters, any option that has it will do: the first one offered.
    await (typeof option === 'string' ? offered : offered.first()).click({ timeout: 2_000 });
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
};

// ---------------------------------------------------------------------------------------------------------------
// A second person: a staff member or the cashier at another browser.

/** The first password the server sent a new staff member by SMS, read as they would read it on their phone. */
export const smsPassword = async (page: Page, mobile: string): Promise<string> => {
  const response = await page.request.get(`${MOCK_URL}/__mock__/sms?to=${mobile}`);
  const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
  const text = messages[0]?.text ?? '';
  const password = /password: (\S+),/.exec(text)?.[1] ?? '';
  // A first password the password rules accept (spec 001 §5): 8 or more, upper, lower and a special character.
  expect(password, `the SMS "${text}" carries a first password`).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[^A-Za-z0-9]).{8,}$/);
  return password;
};

interface Reply {
  gda: { msg_cd: string; msg_inf: string };
  body?: Record<string, unknown>;
}

/** A named action posted as the page's signed-in user would send it. */
const postAs = async (page: Page, action: string, data: object): Promise<Reply> => {
  const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_TOKEN_KEY);
  const answer = await page.request.post(`${MOCK_URL}/mmc/mrpay/${action}`, { headers: { 'auth-token': token ?? '' }, data });
  return (await answer.json()) as Reply;
};

/** A named action posted as the page's signed-in user; answers the envelope's code and text (a refusal is expected). */
export const callAs = async (page: Page, action: string, data: Record<string, unknown>): Promise<{ msg_cd: string; msg_inf: string }> =>
  (await postAs(page, action, data)).gda;

/**
 * Calls a remote action as the user signed in on the page (the data a test needs before it starts, added through the
 * server's own action as another screen would); the call must succeed. Returns the answer's data.
 */
export const callAsSignedIn = async (page: Page, action: string, data: object): Promise<Record<string, unknown>> => {
  const reply = await postAs(page, action, data);
  expect(reply.gda.msg_cd, `${action}: ${reply.gda.msg_inf}`).toBe('MMC00000');
  return reply.body ?? {};
};

/** A second person at another browser, signing in (with a staff username, or as the cashier). */
export const signInElsewhere = async (browser: Browser, baseURL: string | undefined, login: string, password: string): Promise<Page> => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await fillLogin(page, login, password);
  return page;
};

/**
 * A staff member holding just these permission codes, whom the owner signed in on `page` adds through the
 * backend's own action, signed in at another browser (with the first password the server sent by SMS).
 */
export const memberWith = async (page: Page, browser: Browser, baseURL: string | undefined, funcNos: string[], role: string): Promise<Page> => {
  await callAsSignedIn(page, 'AddStaffKms', {
    firstName: 'Grace',
    lastName: 'Wambui',
    loginName: 'grace.wambui',
    mblNo: '711333444',
    idType: '01',
    idNo: '30111222',
    position: role,
    hireDt: '20261101',
    roleName: role,
    funcNos,
    storeIds: ['S100001'],
  });
  const member = await signInElsewhere(browser, baseURL, 'grace.wambui', await smsPassword(page, '711333444'));
  await expect(member).toHaveURL(/\/home$/);
  return member;
};

/** Authorises a command with the owner's transacting PIN. */
export const enterPin = async (page: Page) => {
  const pin = page.getByRole('dialog', { name: 'Enter your transacting PIN' });
  await pin.getByLabel('PIN').fill(OWNER.pin);
  await pin.getByRole('button', { name: 'Confirm' }).click();
};

/**
 * Settings → Region and Language, as the owner sets how the console writes dates and times: a date format's option
 * ('11/27/2026 (month/day/year)') and a clock's ('12-hour (2:30 PM)'), as the form names them.
 */
export const setRegionFormats = async (page: Page, formats: { date?: string; clock?: string }) => {
  await openFromMenu(page, 'Region and Language');
  await page.getByRole('button', { name: 'Edit' }).click();
  if (formats.date) await choose(page, 'Date format', formats.date);
  if (formats.clock) await page.getByRole('radio', { name: formats.clock }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Region and language saved.')).toBeVisible();
};
