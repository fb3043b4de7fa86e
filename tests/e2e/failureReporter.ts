// Prints, after the run's summary, what each failed test's page did and what it showed when the test gave up
// (diary.ts). CI keeps only the printed log, so this is what is left there to tell a slow answer from a refused
// one, a page that went elsewhere, or a click that missed.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { DIARY_ATTACHMENT } from './diary';

/** The log's tail is what a reader sees first; a few failures told in full beat many cut short. */
const TOLD_FAILURES = 3;

const failed = (result: TestResult) => result.status !== 'passed' && result.status !== 'skipped';

export default class FailureReporter implements Reporter {
  private readonly failures: Array<{ test: TestCase; result: TestResult }> = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (failed(result) && result.status !== test.expectedStatus) this.failures.push({ test, result });
  }

  onEnd() {
    for (const { test, result } of this.failures.slice(0, TOLD_FAILURES)) {
      console.log(`\n── What the page did: ${test.titlePath().filter(Boolean).join(' › ')}`);
      const diary = result.attachments.find((attachment) => attachment.name === DIARY_ATTACHMENT)?.body?.toString();
      console.log(diary || '(nothing recorded)');
    }
    if (this.failures.length > TOLD_FAILURES) console.log(`\n(${this.failures.length - TOLD_FAILURES} more failures: see test-results/e2e)`);
  }
}
