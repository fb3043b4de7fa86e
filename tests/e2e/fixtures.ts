// The `test` every end-to-end spec uses: Playwright's, plus a watch on the Content Security Policy. Any page that
// breaks the policy (a blocked style, script, frame or image) fails the test that opened it, naming what was blocked.
// A test that fails also tells what its page did (keepDiary): CI keeps only the printed log, not the screenshots.
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { DIARY_ATTACHMENT, keepDiary } from './diary';

export { expect };

export interface PolicyViolation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    reportPolicyViolation?: (violation: PolicyViolation) => void;
  }
}

/** Contexts a worker keeps from test to test (see accessibility.spec.ts): a test that ends leaves them open. */
const keptForWorker = new WeakSet<BrowserContext>();
export const keepForWorker = (context: BrowserContext) => keptForWorker.add(context);

/** Collects every Content Security Policy violation of the context's pages from their first script on. */
export const watchPolicy = async (context: BrowserContext): Promise<PolicyViolation[]> => {
  const violations: PolicyViolation[] = [];
  await context.exposeFunction('reportPolicyViolation', (violation: PolicyViolation) => violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportPolicyViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      }),
    );
  });
  return violations;
};

export const test = base.extend<{ policyViolations: PolicyViolation[]; otherBrowsersClosed: void; diary: void }>({
  policyViolations: [
    async ({ context }, use) => {
      const violations = await watchPolicy(context);
      await use(violations);
      expect(violations, 'the page broke its Content Security Policy').toEqual([]);
    },
    { auto: true },
  ],
  // A second person at another browser (signInElsewhere, memberWith) leaves with the test that brought them: a page
  // left open went on asking the server for its notifications through every later test of the worker.
  otherBrowsersClosed: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context) && !keptForWorker.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
  diary: [
    async ({ context }, use, testInfo) => {
      const diary = await keepDiary(context);
      await use();
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach(DIARY_ATTACHMENT, { body: await diary.text(), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});
