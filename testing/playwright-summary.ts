// Ends a browser-test run with the plain closing line CI reads: 'N passed, N failed[, N skipped]'.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, result.status);
  }

  onEnd(): void {
    const all = [...this.outcomes.values()];
    const passed = all.filter((s) => s === 'passed').length;
    const skipped = all.filter((s) => s === 'skipped').length;
    const failed = all.length - passed - skipped;
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
