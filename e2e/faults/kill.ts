// When to pull the plug on a run: at a random moment, or just as it starts publishing the pages we watch
// (the narrow window between a page's first file and the cursor that the contract is about).
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { isTempFileName } from '../../prerender/atomicWrite';
import { sleep, type RunResult, type RunningJob } from './world';

/** Runs until `moment` resolves, then kill -9 (a run that ended first is left as it ended). */
export async function killAt(job: RunningJob, moment: Promise<unknown>): Promise<RunResult> {
  const ended = await Promise.race([job.done, moment.then(() => null)]);
  return ended ?? job.kill();
}

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/**
 * Resolves as soon as the job touches one of the page files (`index.html` and its .gz/.br, or a temp file of
 * one of them in the same folder), polling every few milliseconds; never resolves if the job ends first.
 */
export function firstWrite(job: RunningJob, pageFiles: string[]): Promise<void> {
  const watched = pageFiles.flatMap((f) => [f, `${f}.gz`, `${f}.br`]);
  const names = new Set(watched.map((f) => basename(f)));
  const dirs = [...new Set(watched.map((f) => dirname(f)))];
  // Temp files of these pages: `.<name>.<pid>.<random>.tmp`. Those a killed run left behind do not count.
  const temps = (dir: string): string[] => {
    try {
      return readdirSync(dir).filter((e) => isTempFileName(e) && names.has(e.slice(1).replace(/\.\d+\.[0-9a-f]{12}\.tmp$/, '')));
    } catch {
      return [];
    }
  };
  const baseline = new Map(watched.map((f) => [f, mtime(f)]));
  const oldTemps = new Set(dirs.flatMap((d) => temps(d).map((e) => `${d}/${e}`)));
  let over = false;
  void job.done.finally(() => (over = true));
  return new Promise((resolve) => {
    const poll = async () => {
      while (!over) {
        if (watched.some((f) => mtime(f) !== baseline.get(f))) return resolve();
        if (dirs.some((d) => temps(d).some((e) => !oldTemps.has(`${d}/${e}`)))) return resolve();
        await sleep(3);
      }
    };
    void poll();
  });
}
