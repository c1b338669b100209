// The fault tests' verdicts on a run and on the output it left.
import { join } from 'node:path';
import { expect } from 'vitest';
import { outputProblems } from './output';
import { describeRun, DIST_DIR, type RunResult, type World } from './world';

const DIST_CLIENT = join(DIST_DIR, 'client');

/**
 * What a run that failed may change, left out when it must leave the output byte-identical: the build's info
 * (written by every run whatever the content API says: the build's id and when it was announced), and the write
 * journal, which keeps the failed batch's files listed for the next start's repair (D-401). Neither is a page,
 * feed or sitemap a reader gets.
 */
export const NOT_CONTENT = /^[^/]+\/builds\/|^\.prerender\/writing\.json$/;

export function expectOk(r: RunResult): void {
  expect(r.code, describeRun(r)).toBe(0);
}

/** A run that had to fail: non-zero exit (not a crash by signal) and a reason in its output. */
export function expectFailed(r: RunResult): void {
  expect(r.signal, describeRun(r)).toBeNull();
  expect(r.code, describeRun(r)).not.toBe(0);
  expect(r.output, 'the run says why it failed').toMatch(/fail|unreachable|error/i);
}

/** Every file whole (old or new version, never cut short); with `exact`, every compressed copy is of its page's version. */
export function expectWhole(w: World, when: string, exact = false): void {
  expect(outputProblems(w.outDir, { distClient: DIST_CLIENT, exactCopies: exact, passed: w.passed }), `output ${when}`).toEqual([]);
}
