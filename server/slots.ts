// The one rule for work that must not run more than so many at once (the renderer's pages, server/ssr.ts; what
// the origin fetches, server/edgeCache.ts): at most `concurrency` run; the next wait their turn in the order they
// came, each at most `queueMs`. A burst is then served in turn rather than refused at once, and a waiter that
// would wait longer gives up, since whoever asked has by then gone or will be told the work failed.

export interface Slots {
  /** Resolves true once the caller may run (it must then release()), false when it waited `queueMs` in vain. */
  slot(): Promise<boolean>;
  /** Ends a run and lets the longest waiter start. */
  release(): void;
}

export function slots(concurrency: number, queueMs: number): Slots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    slot() {
      if (running < concurrency) {
        running++;
        return Promise.resolve(true);
      }
      return new Promise((resolve) => {
        const go = () => {
          clearTimeout(timer);
          running++;
          resolve(true);
        };
        const timer = setTimeout(() => {
          const i = waiting.indexOf(go);
          if (i >= 0) waiting.splice(i, 1);
          resolve(false);
        }, queueMs);
        waiting.push(go);
      });
    },
    release() {
      running--;
      waiting.shift()?.();
    },
  };
}
