/** Marks the line that names a failed test; scripts/test.ts gathers these under its table. */
export const FAILED_PREFIX = 'failed: ';
/** Before a failed line: the test passed on its retry (D-349), so the run is green but the test needs fixing. */
export const FLAKY_PREFIX = 'flaky, ';

/** One line naming a failed test and the first line of its error, colour codes removed. */
export function failedLine(path: string[], error: string, project?: string): string {
  const plain = error.replace(/\u001b\[[0-9;]*m/g, '');
  const first = plain.split('\n').find((l) => l.trim()) ?? '';
  const where = path.filter(Boolean).join(' › ');
  return `${FAILED_PREFIX}${where}${project ? ` [${project}]` : ''} — ${first.trim().slice(0, 200)}`;
}
