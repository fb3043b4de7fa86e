// The `test` every end-to-end spec uses: Playwright's, plus a watch on the Content Security Policy. Any page that
// breaks the policy (a blocked style, script, frame or image) fails the test that opened it, naming what was blocked.
import { test as base, expect } from '@playwright/test';

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

export const test = base.extend<{ policyViolations: PolicyViolation[] }>({
  policyViolations: [
    async ({ context }, use) => {
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
      await use(violations);
      expect(violations, 'the page broke its Content Security Policy').toEqual([]);
    },
    { auto: true },
  ],
});
