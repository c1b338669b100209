// Ends a browser-test run with the plain closing line CI reads: 'N passed, N failed[, N skipped]', then a
// 'failed: …' line per failed test and a 'flaky: …' line per test that passed only on its retry (D-349), which
// scripts/test.ts repeats under its table (CI shows only the tail).
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { failedLine, FLAKY_PREFIX } from './failedLine';

export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, { test: TestCase; result: TestResult; first?: TestResult }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, { test, result, first: this.outcomes.get(test.id)?.first ?? result });
  }

  onEnd(): void {
    const all = [...this.outcomes.values()];
    const passed = all.filter((o) => o.result.status === 'passed').length;
    const skipped = all.filter((o) => o.result.status === 'skipped').length;
    const failures = all.filter((o) => o.result.status !== 'passed' && o.result.status !== 'skipped');
    const where = (test: TestCase) => [test.location.file.replace(/^.*?(?=e2e\/)/, ''), ...test.titlePath().slice(3)];
    const lines = [
      ...failures.map(({ test, result }) => failedLine(where(test), result.errors[0]?.message ?? result.status, test.parent.project()?.name)),
      ...all
        .filter(({ test }) => test.outcome() === 'flaky')
        .map(({ test, first }) => FLAKY_PREFIX + failedLine(where(test), first?.errors[0]?.message ?? 'failed once', test.parent.project()?.name)),
    ];
    process.stdout.write(`\n${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped` : ''}\n${lines.map((l) => `${l}\n`).join('')}`);
  }
}
