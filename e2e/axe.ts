// axe for every browser test: the violations are what the tests read, and asking only for them spared a
// full-page scan a fifth to a third of its time (the passes' nodes are not collected).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Rules axe leaves off by default that a page may be held to: target-size (WCAG 2.2 AA, 2.5.8: a link at least
 * 24 px, or room around it) and label-content-name-mismatch (2.5.3: the name a reader hears contains what
 * they see; axe calls it experimental). The fronts are (e2e/fronts.spec.ts).
 */
export const STRICTER_RULES = ['target-size', 'label-content-name-mismatch'] as const;

export function axe(page: Page, o: { also?: readonly (typeof STRICTER_RULES)[number][] } = {}): AxeBuilder {
  const rules = Object.fromEntries((o.also ?? []).map((id) => [id, { enabled: true }]));
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules });
}
