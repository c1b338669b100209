// `npm run bench -- lighthouse [runs]`: Lighthouse 12 (mobile, simulated throttling, Debian Chromium) on each
// page type of issue #24's gates against the static origin of the e2e setup (its cron job paused); per page the
// median and range over the runs (at least 3) of the four scores, of LCP, FCP, TBT and CLS as Lighthouse reports
// them and of performance, LCP and TBT on the page's thread time (D-302), and the thread-time LCP against the
// issue's baseline before the change (LCP 1.45–1.76 s, its own figures: quoted, not measured here).
import { writeFileSync } from 'node:fs';
import { worldSession } from '../testing/world/session';
import {
  CATEGORIES,
  QUALITY_GATES,
  SPEED_GOALS,
  lighthousePages,
  lighthouseRun,
  median,
  medianRun,
  qualityFailures,
  speedMisses,
  type LighthouseRun,
} from '../e2e/lighthouse';

/** Issue #24's LCP before one stylesheet per page (its own measurement, same settings): 1.45–1.76 s. */
const BASELINE_LCP_MS = { low: 1450, high: 1760 };

/** The table's figures: a heading, how a run gives it, its decimals. */
const COLUMNS: [string, (r: LighthouseRun) => number, number][] = [
  ...CATEGORIES.map((c): [string, (r: LighthouseRun) => number, number] => [c.replace('best-practices', 'bp'), (r) => r.scores[c], 2]),
  ['perf (thread)', (r) => r.threadTime.performance, 2],
  ['LCP ms', (r) => r.lcp, 0],
  ['LCP ms (thread)', (r) => r.threadTime.lcp, 0],
  ['FCP ms', (r) => r.fcp, 0],
  ['TBT ms', (r) => r.tbt, 0],
  ['TBT ms (thread)', (r) => r.threadTime.tbt, 0],
  ['CLS', (r) => r.cls, 3],
];

function range(values: number[], digits: number): string {
  const f = (v: number) => v.toFixed(digits);
  return `${f(median(values))} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
}

export async function run(args: string[] = []): Promise<void> {
  const runs = Math.max(3, Number(args[0]) || 3);
  const world = await worldSession({ name: 'bench' });
  const teardown = () => world.stop();
  try {
    writeFileSync(process.env.E2E_CRON_PAUSE_FILE!, '');
    const origin = process.env.E2E_ORIGIN_URL!;
    console.log(`lighthouse 12, mobile, simulated throttling; ${runs} runs per page; origin ${origin}`);
    console.log(['page', ...COLUMNS.map(([heading]) => heading), 'LCP (thread) ÷ baseline', 'goals'].join(' | '));
    const started = performance.now();
    for (const p of await lighthousePages()) {
      const all: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) all.push(await lighthouseRun(`${origin}${p.path}`, { threadTime: true }));
      const m = medianRun(all);
      const failures = [...speedMisses(m), ...qualityFailures(m)];
      const ratio = `${(m.threadTime.lcp / BASELINE_LCP_MS.high).toFixed(2)}–${(m.threadTime.lcp / BASELINE_LCP_MS.low).toFixed(2)}`;
      console.log([p.name, ...COLUMNS.map(([, of, digits]) => range(all.map(of), digits)), ratio, failures.length ? failures.join('; ') : 'pass'].join(' | '));
    }
    console.log(
      `goals on the medians, on thread time: performance ≥ ${SPEED_GOALS.performance}, LCP ≤ ${SPEED_GOALS.lcpMs} ms, TBT ≤ ${SPEED_GOALS.tbtMs} ms; ` +
        `a11y/bp/SEO = ${QUALITY_GATES.seo}, CLS ≤ ${QUALITY_GATES.cls} (npm test holds these on one run); ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await teardown();
  }
}
