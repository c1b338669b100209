// When to pull the plug on a run: at a random moment, or when it touches the files we watch (a page staged
// or published, its state saved: the narrow windows between a page's first file and the cursor that the
// contract is about).
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
 * Resolves as soon as the job touches one of `files` (each with its .gz and .br): a change of the file itself
 * (renamed into place or removed) or, with `staged` (the default), a temp file of one of them appearing in
 * its folder (`.<name>.<pid>.<random>.tmp`: a render worker staging the page, or an atomic write under way).
 * Polls every few milliseconds; never resolves if the job ends first.
 */
export function firstWrite(job: RunningJob, files: string[], { staged = true }: { staged?: boolean } = {}): Promise<void> {
  const watched = files.flatMap((f) => [f, `${f}.gz`, `${f}.br`]);
  const names = new Set(watched.map((f) => basename(f)));
  const dirs = [...new Set(watched.map((f) => dirname(f)))];
  const temps = (dir: string): string[] => {
    try {
      return readdirSync(dir).filter((e) => isTempFileName(e) && names.has(e.slice(1).replace(/\.\d+\.[0-9a-f]{12}\.tmp$/, '')));
    } catch {
      return [];
    }
  };
  const baseline = new Map(watched.map((f) => [f, mtime(f)]));
  // Those a killed run left behind do not count.
  const oldTemps = new Set(staged ? dirs.flatMap((d) => temps(d).map((e) => `${d}/${e}`)) : []);
  let over = false;
  void job.done.finally(() => (over = true));
  return new Promise((resolve) => {
    const poll = async () => {
      while (!over) {
        if (watched.some((f) => mtime(f) !== baseline.get(f))) return resolve();
        if (staged && dirs.some((d) => temps(d).some((e) => !oldTemps.has(`${d}/${e}`)))) return resolve();
        await sleep(3);
      }
    };
    void poll();
  });
}
