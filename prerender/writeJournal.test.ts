import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempPathFor } from './atomicWrite';
import { statePaths } from './jobState';
import { WriteJournal } from './writeJournal';
import { journalText, parseJournal, type JournalState } from './writeJournalFormat';

let out: string;
beforeEach(async () => {
  out = await mkdtemp(join(tmpdir(), 'write-journal-'));
});
afterEach(async () => {
  await rm(out, { recursive: true, force: true });
});

const onDisk = (): JournalState | null => {
  const file = statePaths(out).journal;
  return existsSync(file) ? parseJournal(readFileSync(file, 'utf8')) : null;
};
const V1 = new Date('2026-11-22T10:00:00.111Z');
const V2 = new Date('2026-11-22T10:05:00.222Z');

async function put(path: string, data: string | Buffer, mtime: Date): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
  await utimes(path, mtime, mtime);
}

/** A page killed between its renames (the old HTML, the new .gz) with a temp file of its .br beside it. */
async function killedPage(file: string): Promise<string> {
  await put(file, '<h1>régi</h1>', V1);
  await put(`${file}.gz`, gzipSync('<h1>új</h1>'), V2);
  const temp = tempPathFor(`${file}.br`);
  await writeFile(temp, 'half');
  return temp;
}

async function journalOfAKilledRun(state: JournalState): Promise<void> {
  await mkdir(dirname(statePaths(out).journal), { recursive: true });
  await writeFile(statePaths(out).journal, journalText(state));
}

describe('the journal file', () => {
  it('reads back what was written, its files sorted', () => {
    const state = { walked: false, files: ['hirter.hu/b/index.html', 'hirter.hu/a/index.html'] };
    expect(parseJournal(journalText(state))).toEqual({ walked: false, files: ['hirter.hu/a/index.html', 'hirter.hu/b/index.html'] });
  });

  it('is refused whole when cut short, of another shape, or naming a file outside the output', () => {
    const text = journalText({ walked: true, files: ['hirter.hu/a/index.html'] });
    for (const bad of [
      text.slice(0, -5),
      '',
      'null',
      '[]',
      '{"files":[]}',
      '{"walked":"yes","files":[]}',
      '{"walked":true,"files":"a"}',
      '{"walked":true,"files":[1]}',
      '{"walked":true,"files":["../etc/passwd"]}',
      '{"walked":true,"files":["/etc/passwd"]}',
      '{"walked":true,"files":["hirter.hu//index.html"]}',
      '{"walked":true,"files":["hirter.hu/./index.html"]}',
    ])
      expect(parseJournal(bad), bad).toBeNull();
  });
});

describe('WriteJournal', () => {
  it('has the files on disk before a writer stages them, and none once they are published', async () => {
    const journal = new WriteJournal(out);
    await journal.repair();
    const a = join(out, 'hirter.hu', 'a', 'index.html');
    const b = join(out, 'hirter.hu', 'b', 'index.html');
    await journal.cover([a, b]);
    expect(onDisk()).toEqual({ walked: true, files: ['hirter.hu/a/index.html', 'hirter.hu/b/index.html'] });
    await journal.release([a]);
    // Cleared only when nothing is held: one write per batch, not per file.
    expect(onDisk()?.files).toHaveLength(2);
    await journal.release([b]);
    expect(onDisk()).toEqual({ walked: true, files: [] });
  });

  it('answers each of covers made at once only when its own files are on disk', async () => {
    const journal = new WriteJournal(out);
    await journal.repair();
    const files = Array.from({ length: 8 }, (_, i) => join(out, 'hirter.hu', `p${i}`, 'index.html'));
    await Promise.all(
      files.map(async (f) => {
        await journal.cover([f, files[0]!]);
        expect(onDisk()?.files).toContain(`hirter.hu/p${files.indexOf(f)}/index.html`);
        expect(onDisk()?.files).toContain('hirter.hu/p0/index.html');
      }),
    );
  });

  it("repairs exactly the files a killed run's journal lists, and clears it", async () => {
    const listed = join(out, 'hirter.hu', 'belfold', 'cikk', 'index.html');
    const other = join(out, 'hirter.hu', 'belfold', 'masik', 'index.html');
    const listedTemp = await killedPage(listed);
    const otherTemp = await killedPage(other);
    // A new page whose HTML never came: its copy goes. A temp file of another page in a listed folder stays.
    const fresh = join(out, 'hirter.hu', 'uj', 'index.html');
    await put(`${fresh}.gz`, gzipSync('<h1>új</h1>'), V2);
    const neighbour = tempPathFor(join(dirname(listed), 'index.oldal-2.html'));
    await writeFile(neighbour, 'not listed');
    await journalOfAKilledRun({ walked: true, files: ['hirter.hu/belfold/cikk/index.html', 'hirter.hu/uj/index.html', 'hirter.hu/sosem/index.html'] });

    const journal = new WriteJournal(out);
    expect(await journal.repair()).toEqual({ files: 3, temps: 1, repaired: 1, removed: 1 });
    expect(journal.walkOwed).toBe(false);
    expect(existsSync(listedTemp)).toBe(false);
    expect(gunzipSync(readFileSync(`${listed}.gz`)).toString()).toBe('<h1>régi</h1>');
    expect((await stat(`${listed}.gz`)).mtimeMs).toBe((await stat(listed)).mtimeMs);
    expect(existsSync(`${fresh}.gz`)).toBe(false);
    // Not listed: not even looked at.
    expect(existsSync(otherTemp)).toBe(true);
    expect(gunzipSync(readFileSync(`${other}.gz`)).toString()).toBe('<h1>új</h1>');
    expect(existsSync(neighbour)).toBe(true);
    expect(onDisk()).toEqual({ walked: true, files: [] });
    // A clean start repairs nothing.
    expect(await new WriteJournal(out).repair()).toEqual({ files: 0, temps: 0, repaired: 0, removed: 0 });
  });

  it("sweeps the temp files of the job's own two folders, whose single-file writes it does not list", async () => {
    await mkdir(join(out, '.prerender'), { recursive: true });
    const temps = [tempPathFor(join(out, 'nginx.conf')), tempPathFor(statePaths(out).cursor), tempPathFor(statePaths(out).journal)];
    for (const t of temps) await writeFile(t, 'half');
    await journalOfAKilledRun({ walked: true, files: [] });
    expect((await new WriteJournal(out).repair()).temps).toBe(3);
    expect(readdirSync(out).sort()).toEqual(['.prerender']);
    expect(readdirSync(join(out, '.prerender'))).toEqual([basename(statePaths(out).journal)]);
  });

  it("never drops an entry it has not repaired: a cover before the first repair keeps the killed run's", async () => {
    await journalOfAKilledRun({ walked: true, files: ['hirter.hu/a/index.html'] });
    const journal = new WriteJournal(out);
    await journal.cover([join(out, 'hirter.hu', 'b', 'index.html')]);
    expect(onDisk()?.files).toEqual(['hirter.hu/a/index.html', 'hirter.hu/b/index.html']);
  });

  it("leaves a failed writer's files for the next run's repair", async () => {
    const journal = new WriteJournal(out);
    await journal.repair();
    const page = join(out, 'hirter.hu', 'a', 'index.html');
    const temp = await killedPage(page);
    await expect(
      journal.around([page], async () => {
        throw new Error('the content API went away');
      }),
    ).rejects.toThrow('went away');
    expect(onDisk()?.files).toEqual(['hirter.hu/a/index.html']);
    expect(await journal.repair()).toEqual({ files: 1, temps: 1, repaired: 1, removed: 0 });
    expect(existsSync(temp)).toBe(false);
    expect(onDisk()?.files).toEqual([]);
  });

  it('owes no walk to a new output, and one to an output without a journal or with an unreadable one', async () => {
    const fresh = new WriteJournal(join(out, 'new'));
    await fresh.repair();
    expect(fresh.walkOwed).toBe(false);
    // A new output whose state folder the publisher's lock made before the first run: still nothing to walk.
    const locked = join(out, 'locked');
    await put(join(statePaths(locked).dir, 'publisher.lock'), '{"pid":1}', V1);
    const lockedOnly = new WriteJournal(locked);
    await lockedOnly.repair();
    expect(lockedOnly.walkOwed).toBe(false);

    await put(join(out, 'hirter.hu', 'index.html'), '<h1>régi</h1>', V1);
    const legacy = new WriteJournal(out);
    await legacy.repair();
    expect(legacy.walkOwed).toBe(true);
    // Written down at once: a kill before the walk is done owes it again.
    expect(onDisk()).toEqual({ walked: false, files: [] });
    await legacy.walked();
    expect(onDisk()).toEqual({ walked: true, files: [] });

    await writeFile(statePaths(out).journal, '{"walked":true,"files":["hirter.hu/a/ind');
    const corrupt = new WriteJournal(out);
    expect((await corrupt.repair()).files).toBe(0);
    expect(corrupt.walkOwed).toBe(true);
    expect(onDisk()).toEqual({ walked: false, files: [] });
  });

  it('refuses a file outside the output', async () => {
    await expect(new WriteJournal(out).cover([join(out, '..', 'elsewhere.html')])).rejects.toThrow('covers files in');
  });
});
