// The write journal's file (D-401): which files of the output a run may have left half-done, and whether
// anything else in the output may need repair. Read back after a kill, so anything it cannot vouch for is
// refused as a whole: the job then walks the whole output rather than trust a part.

export interface JournalState {
  /**
   * false: the output may hold a killed run's leftovers that no journal lists (it predates the journal, or
   * its journal was unreadable), so one walk of the whole output is still owed.
   */
  walked: boolean;
  /** The files being written, relative to the output folder, with '/' between segments. */
  files: string[];
}

export function journalText(state: JournalState): string {
  return `${JSON.stringify({ walked: state.walked, files: [...state.files].sort() })}\n`;
}

/** Only a path that stays inside the output: a journal naming anything else is not ours to act on. */
function insideOutput(file: unknown): file is string {
  if (typeof file !== 'string' || file === '' || file.startsWith('/') || file.includes('\\') || file.includes('\0')) return false;
  return file.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/** The journal in `text`, or null when it is not one whole journal (cut short, edited, another format). */
export function parseJournal(text: string): JournalState | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { walked, files } = data as Partial<Record<keyof JournalState, unknown>>;
  if (typeof walked !== 'boolean' || !Array.isArray(files) || !files.every(insideOutput)) return null;
  return { walked, files: [...files] };
}
