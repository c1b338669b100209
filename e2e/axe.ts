// axe for every browser test: the violations are what the tests read, and asking only for them spared a
// full-page scan a fifth to a third of its time (the passes' nodes are not collected).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}
