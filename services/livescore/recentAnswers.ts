// The live-score service's answers kept for a second, by path: what a reader polls every 15 s and the edge keeps
// 5 s anyway, so a second's reuse changes nothing a reader sees, and it spares the service the same standings,
// day lists and schedules computed and encoded again for every poll of a busy match (issue #20: p99 per call at
// ten connections). A control call (a test or an editor moving a match on) forgets them all at once.
export const RECENT_MS = 1000;
/** A poller asking for paths that never repeat must not grow it without end. */
export const RECENT_MAX = 1000;

export interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

export type RecentAnswers = ReturnType<typeof recentAnswers>;

export function recentAnswers(now: () => number) {
  const answers = new Map<string, { at: number; answer: KeptAnswer }>();
  return {
    /** The answer kept for `key`, if it was made within the last second of the service's clock (not later: a clock set back). */
    get(key: string): KeptAnswer | null {
      const kept = answers.get(key);
      if (!kept) return null;
      const age = now() - kept.at;
      if (age >= 0 && age < RECENT_MS) return kept.answer;
      answers.delete(key);
      return null;
    },
    set(key: string, answer: KeptAnswer): void {
      if (answers.size >= RECENT_MAX) answers.clear();
      answers.set(key, { at: now(), answer });
    },
    clear(): void {
      answers.clear();
    },
  };
}
