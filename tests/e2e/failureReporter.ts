// Prints, after the run's summary, what each failed test's page did and what it showed when the test gave up
// (diary.ts). CI keeps only the printed log, so this is what is left there to tell a slow answer from a refused
// one, a page that went elsewhere, or a click that missed.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { DIARY_ATTACHMENT } from './diary';

/** The log's tail is what a reader sees first; a few failures told in full beat many cut short. */
const TOLD_FAILURES = 3;

export default class FailureReporter implements Reporter {
  /** The diary is attached only to a test that did not end as expected (fixtures.ts): its presence is the failure. */
  private readonly failures: Array<{ test: TestCase; diary: string }> = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const diary = result.attachments.find((attachment) => attachment.name === DIARY_ATTACHMENT)?.body?.toString();
    if (diary !== undefined) this.failures.push({ test, diary });
  }

  onEnd() {
    for (const { test, diary } of this.failures.slice(0, TOLD_FAILURES)) {
      console.log(`\n── What the page did: ${test.titlePath().filter(Boolean).join(' › ')}`);
      console.log(diary || '(nothing recorded)');
    }
    if (this.failures.length > TOLD_FAILURES) console.log(`\n(${this.failures.length - TOLD_FAILURES} more failures: see test-results/e2e)`);
  }
}
