// The saved position in the changes feed (docs/changes-feed.md). It moves only after a batch's pages are
// published, and atomically, so a run killed at any moment replays at most one batch and loses no edit.
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from './atomicWrite';

/** The cursor file: `{"cursor":"1205","savedAt":"2025-11-22T10:00:00.000Z"}` (savedAt is for people). */
export interface CursorFile {
  cursor: string;
  savedAt: string;
}

export class CursorFileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CursorFileError';
  }
}

function checkCursor(cursor: unknown): string {
  // Opaque to us, but it goes into a query string and a log line: no empty value, no whitespace or controls.
  if (typeof cursor !== 'string' || cursor === '' || /[\s\u0000-\u001f\u007f]/.test(cursor)) {
    throw new CursorFileError(`invalid cursor ${JSON.stringify(cursor)}`);
  }
  return cursor;
}

/**
 * The saved cursor, or null when there is none yet (no full build has published). A file that exists but
 * does not hold a cursor throws naming the file: starting over from the beginning, or from "now", would
 * be a silent guess.
 */
export async function loadCursor(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) throw new CursorFileError('not an object');
    return checkCursor((data as Partial<CursorFile>).cursor);
  } catch (err) {
    throw new CursorFileError(`cursor file ${file} is corrupt: ${(err as Error).message}`, { cause: err });
  }
}

/** Saves the cursor atomically (a crash leaves the previous one whole). */
export async function saveCursor(file: string, cursor: string, now: Date = new Date()): Promise<void> {
  const data: CursorFile = { cursor: checkCursor(cursor), savedAt: now.toISOString() };
  await writeFileAtomic(file, `${JSON.stringify(data)}\n`);
}
