// Lighthouse on every page type of issue #24 (front, article, live blog, list, supplement, football screen),
// one run each against the world's static origin: accessibility, best practices and SEO 1, CLS ≤ 0.01 —
// figures no machine's speed changes. The speed figures (performance, LCP, TBT) are `npm run bench --
// lighthouse`'s, never a test's (D-304): on a shared two-core machine they follow the load, not the page.
import { describe, expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { lighthousePages, lighthouseRun, qualityFailures } from '../lighthouse';

const pages = await lighthousePages();

describe('Lighthouse: accessibility, best practices, SEO and layout stability of every page type', () => {
  it.each(pages.map((p) => [p.name, p.path]))('%s (%s)', async (_name, path) => {
    const run = await lighthouseRun(`${e2eEnv().originUrl}${path}`, { threadTime: false });
    const line = `a11y ${run.scores.accessibility} bp ${run.scores['best-practices']} seo ${run.scores.seo} CLS ${run.cls.toFixed(3)}`;
    expect(qualityFailures(run), `${path}: ${line}\n${run.failing.join('\n')}`).toEqual([]);
  });
});
