// `npm run bench -- lighthouse [runs]`: Lighthouse 12 (mobile, simulated throttling, Debian Chromium) on each
// page type of issue #24's gates against the static origin of the e2e setup; per page the median and range of
// the four scores and of LCP, FCP, TBT and CLS over the runs (at least 3), and LCP against the issue's
// baseline before the change (LCP 1.45–1.76 s, its own figures: quoted, not measured here).
import globalSetup from '../e2e/global-setup';
import { CATEGORIES, GATES, gateFailures, lighthousePages, lighthouseRun, median, medianRun, type LighthouseRun } from '../e2e/lighthouse';

/** Issue #24's LCP before one stylesheet per page (its own measurement, same settings): 1.45–1.76 s. */
const BASELINE_LCP_MS = { low: 1450, high: 1760 };

function range(values: number[], digits: number): string {
  const f = (v: number) => v.toFixed(digits);
  return `${f(median(values))} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
}

export async function run(args: string[] = []): Promise<void> {
  const runs = Math.max(3, Number(args[0]) || 3);
  const teardown = await globalSetup();
  try {
    const origin = process.env.E2E_ORIGIN_URL!;
    console.log(`lighthouse 12, mobile, simulated throttling; ${runs} runs per page; origin ${origin}`);
    console.log(
      ['page', ...CATEGORIES.map((c) => c.replace('best-practices', 'bp')), 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'LCP ÷ baseline', 'gates'].join(' | '),
    );
    const started = performance.now();
    for (const p of await lighthousePages()) {
      const all: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) all.push(await lighthouseRun(`${origin}${p.path}`));
      const m = medianRun(all);
      const failures = gateFailures(m);
      console.log(
        [
          p.name,
          ...CATEGORIES.map((c) =>
            range(
              all.map((r) => r.scores[c]),
              2,
            ),
          ),
          range(
            all.map((r) => r.lcp),
            0,
          ),
          range(
            all.map((r) => r.fcp),
            0,
          ),
          range(
            all.map((r) => r.tbt),
            0,
          ),
          range(
            all.map((r) => r.cls),
            3,
          ),
          `${(m.lcp / BASELINE_LCP_MS.high).toFixed(2)}–${(m.lcp / BASELINE_LCP_MS.low).toFixed(2)}`,
          failures.length ? failures.join('; ') : 'pass',
        ].join(' | '),
      );
    }
    console.log(
      `gates: performance ≥ ${GATES.performance}, a11y/bp/SEO = 1, LCP ≤ ${GATES.lcpMs} ms, TBT ≤ ${GATES.tbtMs} ms, CLS ≤ ${GATES.cls} (medians); ` +
        `${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await teardown();
  }
}
