// How each supplement tab kind draws what its loader gave, by the kind's name (domain/supplementTabKinds.ts).
import type { ReactNode } from 'react';
import type { TabKind } from '../../../domain/supplementTabKinds';
import type { TabDataOf, TabViewData } from './loaders';
import type { SupplementPageBase, TabView } from './types';
import { articlesView } from './articles';
import { datasetView } from './dataset';
import { footballView } from './football';
import { electionMapView } from './electionMap';
import { predictionGameView } from './predictionGame';

const VIEWS: { [K in TabKind]: TabView<TabDataOf<K>> } = {
  articles: articlesView,
  dataset: datasetView,
  football: footballView,
  'election-map': electionMapView,
  'prediction-game': predictionGameView,
};

export const TAB_VIEW_NAMES: readonly string[] = Object.keys(VIEWS);

/** The view's part of the page; nothing for a kind without a view (no kind's data reaches the page without one). */
export function renderTab(view: TabViewData, page: SupplementPageBase): ReactNode {
  const v = (VIEWS as Record<string, TabView<TabViewData> | undefined>)[view.kind];
  return v ? v.render(view, page) : null;
}
