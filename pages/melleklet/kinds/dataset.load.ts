// A dataset view: the content API's dataset of the tab (or sub-tab), with the constituency search's text where
// the tab takes one.
import { datasetOf, searchText, type Dataset } from '../../../domain/supplementData';
import { CONSTITUENCY_SEARCH_PARAM } from '../../../domain/datasets';
import { isContentApiError } from '../../../contentClient/errors';
import { apiOf } from '../../../renderer/shell';
import type { TabLoader } from './types';

export interface DatasetTabData {
  dataset: Dataset;
  /** The constituency search's text ('' for none). */
  search: string;
}

export const datasetLoader: TabLoader<DatasetTabData> = {
  load: async (ctx) => {
    const { pageContext, match: m } = ctx;
    const search = m.tab.query?.includes(CONSTITUENCY_SEARCH_PARAM) ? searchText(pageContext.urlParsed.search[CONSTITUENCY_SEARCH_PARAM]) : '';
    const name = datasetOf(m.tab, m.subTab);
    if (!name) throw ctx.notFound();
    let dataset: Dataset;
    try {
      dataset = await apiOf(pageContext).supplementData(m.supplement.slug, name);
    } catch (err) {
      if (isContentApiError(err, 'not-found')) throw ctx.notFound();
      throw err;
    }
    return {
      data: { dataset, search },
      // A search's answer is the table's page with fewer rows: the canonical is the table's.
      head: search ? { title: `„${search}” – ${ctx.headTitle}`, noindex: true } : {},
      // The datasets are the seed's and change with a new seed only, which renders every page (D-258).
      deps: { articles: [], lists: [] },
    };
  },
};
