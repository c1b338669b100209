// The publisher's word to the CDN (D-412): the keys of the files a run changed, purged right after their renames, by
// a few PURGE calls to CDN_PURGE_URL. A purge never fails a publish: keys the CDN did not take are kept in the job's
// state folder and sent again with the next purge or at the next run's start, so a lost call costs an hour of a stale
// edge copy at worst, never silently for good. Unset URL: no CDN, nothing sent, nothing kept.
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { PURGE_HEADER, PURGE_METHOD, PURGE_TOKEN_HEADER, domainKey, outputFileKey, purgeBatches } from '../domain/surrogateKeys';
import { secret } from '../config/secrets';
import { writeFileAtomic } from './atomicWrite';
import { statePaths } from './jobState';

/** How long one purge call may take before its keys wait for the next run. */
const PURGE_TIMEOUT_MS = 3000;
/** More keys than this waiting: their domains are purged whole instead (a cold edge beats an unbounded list). */
const MAX_PENDING = 20_000;

export const PENDING_FILE = 'cdn-purge-pending.txt';

export class CdnPurge {
  private pending: Set<string>;
  /** A call failed in this run: the rest of its keys wait for the next run rather than each waiting for a timeout. */
  private down = false;
  private readonly file: string;
  private readonly token: string;

  constructor(
    private readonly o: {
      /** CDN_PURGE_URL; undefined: no CDN. */
      url: string | undefined;
      /** What each call carries in PURGE_TOKEN_HEADER; default the CDN_PURGE_TOKEN secret. */
      token?: string | undefined;
      outDir: string;
      log: (line: string) => void;
      timeoutMs?: number;
    },
  ) {
    this.file = join(statePaths(o.outDir).dir, PENDING_FILE);
    this.pending = new Set(o.url ? readLines(this.file) : []);
    this.token = o.url ? (o.token ?? secret('CDN_PURGE_TOKEN')) : '';
  }

  /** Keys still owed to the CDN (a failed call's). */
  get owed(): number {
    return this.pending.size;
  }

  /** A new run tries the CDN again, starting with what it still owes. */
  async newRun(): Promise<void> {
    this.down = false;
    if (this.pending.size > 0) await this.purge([]);
  }

  /** Purges the keys of output files just renamed into place or removed. */
  files(files: readonly string[]): Promise<void> {
    if (!this.o.url) return Promise.resolve();
    const keys: string[] = [];
    for (const f of files) {
      const key = outputFileKey(relative(this.o.outDir, f).split(sep).join('/'));
      if (key) keys.push(key);
    }
    return this.purge(keys);
  }

  /** Sends `keys` and whatever is owed; never throws. */
  async purge(keys: readonly string[]): Promise<void> {
    const url = this.o.url;
    if (!url || (keys.length === 0 && this.pending.size === 0)) return;
    const owedBefore = this.pending.size;
    const batches = purgeBatches([...this.pending, ...keys]);
    let sent = 0;
    if (!this.down) {
      for (const value of batches) {
        try {
          const res = await fetch(url, {
            method: PURGE_METHOD,
            headers: { [PURGE_HEADER]: value, [PURGE_TOKEN_HEADER]: this.token },
            signal: AbortSignal.timeout(this.o.timeoutMs ?? PURGE_TIMEOUT_MS),
          });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`answered ${res.status}`);
          sent++;
        } catch (err) {
          this.down = true;
          this.o.log(`CDN purge at ${url} failed (${(err as Error).message}): its keys are sent again at the next run`);
          break;
        }
      }
    }
    if (sent === batches.length) {
      if (owedBefore > 0) {
        this.pending.clear();
        await rm(this.file, { force: true });
        this.o.log(`CDN purge: the ${owedBefore} keys owed from before were taken`);
      }
      return;
    }
    let owed = batches.slice(sent).flatMap((b) => b.split(' '));
    if (owed.length > MAX_PENDING) owed = [...new Set(owed.map((k) => domainKey(k.split('/', 1)[0]!)))];
    this.pending = new Set(owed);
    await writeFileAtomic(this.file, `${[...this.pending].join('\n')}\n`).catch((err: Error) =>
      this.o.log(`CDN purge: the owed keys could not be kept: ${err.message}`),
    );
  }
}

function readLines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}
