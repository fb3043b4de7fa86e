// What a test's pages did, in order and timed from the test's start: the addresses they opened, the calls they made
// to the backend and how each ended, where each click landed, the errors they logged, and at the end what each page showed. A failure prints
// it (failureReporter.ts), because CI keeps only the printed log: "the alert never showed" alone does not say whether
// the call was slow, refused, never made, or the page had gone elsewhere.
//
// The calls and errors are noted inside the page and read only when a test fails. Listening for them through
// Playwright instead would send the worker an event for each of the hundred files every page loads, in every test.
import type { BrowserContext, Page } from '@playwright/test';

export const DIARY_ATTACHMENT = 'page-diary';
/**
 * Enough to see what led up to a failure; a long test's early pages matter less. DIARY_LINES keeps more, for a
 * failure whose start a loop of events has pushed out (DIARY_LINES=20000 npx playwright test …).
 */
const KEPT_LINES = Number(process.env.DIARY_LINES ?? 60);
const SNAPSHOT_LINES = 40;

/** [when (ms since 1970), what] */
type Entry = [number, string];

declare global {
  interface Window {
    diaryEntries?: Entry[];
  }
}

/** Runs in each page before its own scripts: notes each backend call, its answer, and what the page logs as errors. */
const noteInPage = () => {
  const entries: Entry[] = (window.diaryEntries = []);
  const note = (what: string) => {
    entries.push([Date.now(), what]);
    if (entries.length > 500) entries.shift();
  };
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!/\/(mmc|deals-api)\//.test(url.pathname)) return originalFetch(input, init);
    const path = url.pathname;
    const sent = Date.now();
    note(`→ ${path}`);
    try {
      const response = await originalFetch(input, init);
      note(`← ${path} ${response.status} in ${Date.now() - sent} ms`);
      return response;
    } catch (error) {
      note(`✗ ${path} ${String(error)} after ${Date.now() - sent} ms`);
      throw error;
    }
  };
  const originalError = console.error.bind(console);
  console.error = (...parts: unknown[]) => {
    note(`console ${parts.map(String).join(' ').slice(0, 200)}`);
    originalError(...parts);
  };
  // Where each press and click landed: a click that changed nothing says whether it reached the page and what it hit
  // (a row's cell, a covering layer, an element the page had just drawn again).
  const targetOf = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return String(target);
    const named = target.closest('button, a, input, label, td, th, li, [role]') ?? target;
    const role = named.getAttribute('role');
    const text = (named.getAttribute('aria-label') ?? named.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${named.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${text}"${target.isConnected ? '' : ' (no longer in the page)'}`;
  };
  for (const type of ['pointerdown', 'click']) window.addEventListener(type, (event) => note(`${type} ${targetOf(event.target)}`), true);
  window.addEventListener('error', (event) => note(`uncaught ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => note(`unhandled rejection ${String(event.reason)}`));
};

const pathOf = (url: string) => {
  // A crashed page may report no address: the diary must still be told, since that is when it is needed most.
  if (!URL.canParse(url)) return url || '(no address)';
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`.replace(/^\/Merchant/, '');
};

/** What a page noted, or nothing if it cannot answer (crashed, or stuck in a script). */
const entriesOf = (page: Page): Promise<Entry[]> =>
  Promise.race([
    page.evaluate(() => window.diaryEntries ?? []).catch(() => []),
    new Promise<Entry[]>((resolve) => setTimeout(() => resolve([]), 2_000)),
  ]);

/** A dialog if one is open, else the page's content without the side menu, else the whole page. */
const shownPart = async (page: Page) => {
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
  const content = page.locator('#main-content');
  return (await dialog.isVisible()) ? dialog : (await content.count()) > 0 ? content : page.locator('body');
};

/** What the page showed, as a screen reader reads it; a crashed page says so, and the diary above it is still told. */
const snapshotOf = async (page: Page): Promise<string[]> => {
  const snapshot = await shownPart(page)
    .then((shown) => shown.ariaSnapshot({ timeout: 2_000 }))
    .catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
  const lines = snapshot.split('\n');
  return [...lines.slice(0, SNAPSHOT_LINES), ...(lines.length > SNAPSHOT_LINES ? [`(${lines.length - SNAPSHOT_LINES} more lines)`] : [])];
};

export const keepDiary = async (context: BrowserContext) => {
  const started = Date.now();
  // Navigations come from Playwright, which follows frames anyway; a page's own notes end with the document.
  const navigations: Entry[] = [];
  const watchPage = (page: Page) => {
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push([Date.now(), `page ${pathOf(frame.url())}`]));
    page.on('crash', () => navigations.push([Date.now(), 'the page crashed']));
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  await context.addInitScript(noteInPage);

  return {
    /** The diary, then what each open page showed at the end, as a screen reader would read it. */
    text: async () => {
      const entries = [...navigations, ...(await Promise.all(context.pages().map(entriesOf))).flat()].sort(([a], [b]) => a - b);
      const lines = entries.map(([when, what]) => `${((when - started) / 1000).toFixed(2).padStart(6)} s  ${what}`);
      const dropped = lines.length - KEPT_LINES;
      const told = [...(dropped > 0 ? [`(${dropped} earlier lines left out)`] : []), ...lines.slice(-KEPT_LINES)];
      for (const page of context.pages()) told.push(`── ${pathOf(page.url())} showed:`, ...(await snapshotOf(page)));
      return told.join('\n');
    },
  };
};
