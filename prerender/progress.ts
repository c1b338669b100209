// Progress of a long run: a bar with pages/s and ETA on a terminal, a log line every few seconds off one.
import { SingleBar, Presets } from 'cli-progress';

export interface Progress {
  tick(n: number): void;
  /** More pages found on the way (a list's further pages): the total and the ETA grow. */
  grow(n: number): void;
  done(): void;
}

const LOG_EVERY_MS = 5000;

export function createProgress(total: number, log: (line: string) => void, tty = Boolean(process.stdout.isTTY)): Progress {
  const started = performance.now();
  let count = 0;
  const rate = () => count / Math.max(0.001, (performance.now() - started) / 1000);
  if (tty) {
    const bar = new SingleBar(
      { format: 'rendering [{bar}] {value}/{total} pages | {speed} pages/s | ETA {eta_formatted}', hideCursor: true },
      Presets.shades_classic,
    );
    bar.start(total, 0, { speed: '0' });
    return {
      grow(n) {
        total += n;
        bar.setTotal(total);
      },
      tick(n) {
        count += n;
        bar.update(count, { speed: rate().toFixed(0) });
      },
      done() {
        bar.stop();
      },
    };
  }
  let lastLog = started;
  return {
    grow(n) {
      total += n;
    },
    tick(n) {
      count += n;
      const now = performance.now();
      if (now - lastLog >= LOG_EVERY_MS) {
        lastLog = now;
        const eta = (total - count) / Math.max(rate(), 0.001);
        log(`rendering: ${count}/${total} pages, ${rate().toFixed(0)} pages/s, ETA ${eta.toFixed(0)} s`);
      }
    },
    done() {
      log(`rendered ${count}/${total} pages in ${((performance.now() - started) / 1000).toFixed(1)} s (${rate().toFixed(0)} pages/s)`);
    },
  };
}
