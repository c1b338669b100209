// Ends every test run with the plain closing line CI reads: 'N passed, N failed[, N skipped]', then a
// 'failed: …' line per failed test, which scripts/test.ts repeats under its table (CI shows only the tail).
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { failedLine } from './failedLine';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed++;
        else if (result.state === 'failed') failures.push(failedLine([file, test.fullName], result.errors?.[0]?.message ?? 'failed'));
        else skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) {
        failures.push(failedLine([file], module.errors()[0]?.message ?? 'the file failed to load'));
      }
    }
    process.stdout.write(`\n${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped` : ''}\n${failures.map((l) => `${l}\n`).join('')}`);
  }
}
