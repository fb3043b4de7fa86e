// What a test's pages did, in order and timed from the test's start: the addresses they opened, the calls they made
// to the backend and how each ended, the errors they logged, and at the end what each page showed. A failure prints it (failureReporter.ts), because
// CI keeps only the printed log: "the alert never showed" alone does not say whether the call was slow, refused,
// never made, or the page had gone elsewhere.
import type { BrowserContext, Page, Request } from '@playwright/test';

export const DIARY_ATTACHMENT = 'page-diary';
/** Enough to see what led up to a failure; a long test's early pages matter less. */
const KEPT_LINES = 60;
const SNAPSHOT_LINES = 40;

const BACKEND_PATHS = /\/(mmc|deals-api)\//;

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`.replace(/^\/Merchant/, '');
};

export const keepDiary = (context: BrowserContext) => {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${((Date.now() - started) / 1000).toFixed(2).padStart(6)} s  ${line}`);
  const sent = new Map<Request, number>();
  const took = (request: Request) => `${Date.now() - (sent.get(request) ?? started)} ms`;

  const watchPage = (page: Page) => {
    page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`page ${pathOf(frame.url())}`));
    page.on('pageerror', (error) => note(`uncaught ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && note(`console ${message.text().slice(0, 200)}`));
    page.on('crash', () => note('the page crashed'));
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  context.on('request', (request) => {
    if (!BACKEND_PATHS.test(request.url())) return;
    sent.set(request, Date.now());
    note(`→ ${pathOf(request.url())}`);
  });
  context.on('response', (response) => {
    if (sent.has(response.request())) note(`← ${pathOf(response.url())} ${response.status()} in ${took(response.request())}`);
  });
  context.on('requestfailed', (request) => {
    if (sent.has(request)) note(`✗ ${pathOf(request.url())} ${request.failure()?.errorText ?? ''} after ${took(request)}`);
  });

  return {
    /** The diary, then what each open page showed at the end, as a screen reader would read it. */
    text: async () => {
      const dropped = lines.length - KEPT_LINES;
      const told = [...(dropped > 0 ? [`(${dropped} earlier lines left out)`] : []), ...lines.slice(-KEPT_LINES)];
      for (const page of context.pages()) {
        const snapshot = await page
          .locator('body')
          .ariaSnapshot({ timeout: 2_000 })
          .catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
        const shown = snapshot.split('\n');
        told.push(`── ${pathOf(page.url())} showed:`, ...shown.slice(0, SNAPSHOT_LINES));
        if (shown.length > SNAPSHOT_LINES) told.push(`(${shown.length - SNAPSHOT_LINES} more lines)`);
      }
      return told.join('\n');
    },
  };
};
