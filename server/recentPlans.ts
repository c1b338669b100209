// The origin's decision for a URL (server/origin.ts `plan`: redirect rules, canonical map, the file's path)
// kept for a second: on a busy page every hit would otherwise run the same rules again (a tenth of the
// hot path's time in a profile). A second is what the decision may lag anyway: the canonical map is looked
// at once a second and the route rules once a minute. Bounded: when full, the oldest decision goes.

export interface RecentOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export function recent<T>({ ttlMs, maxEntries, now = Date.now }: RecentOptions) {
  const kept = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const hit = kept.get(key);
      if (!hit) return undefined;
      if (hit.until > now()) return hit.value;
      kept.delete(key);
      return undefined;
    },
    set(key: string, value: T): void {
      kept.delete(key);
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
      kept.set(key, { value, until: now() + ttlMs });
    },
    get size(): number {
      return kept.size;
    },
  };
}
