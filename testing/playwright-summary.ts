// Ends a browser-test run with the plain closing line CI reads: 'N passed, N failed[, N skipped]', then a
// 'failed: …' line per failed test, which scripts/test.ts repeats under its table (CI shows only the tail).
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { failedLine } from './failedLine';

export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, { test: TestCase; result: TestResult }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, { test, result });
  }

  onEnd(): void {
    const all = [...this.outcomes.values()];
    const passed = all.filter((o) => o.result.status === 'passed').length;
    const skipped = all.filter((o) => o.result.status === 'skipped').length;
    const failures = all.filter((o) => o.result.status !== 'passed' && o.result.status !== 'skipped');
    const lines = failures.map(({ test, result }) =>
      failedLine(
        [test.location.file.replace(/^.*?(?=e2e\/)/, ''), ...test.titlePath().slice(3)],
        result.errors[0]?.message ?? result.status,
        test.parent.project()?.name,
      ),
    );
    process.stdout.write(`\n${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped` : ''}\n${lines.map((l) => `${l}\n`).join('')}`);
  }
}
