import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../domain/head';
import { parseF1Query } from '../../domain/formula1/query';
import { canonicalHref, type Formula1View } from '../../domain/formula1/view';
import { F1_TAB_LABELS } from '../../domain/formula1/tabs';
import { F1_TEXTS } from '../../domain/formula1/texts';
import { loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';
import { FORMULA1_KEY, loadFormula1 } from './loadFormula1';
import { formula1SourceOf } from './source';

export interface Formula1PageData extends PageData {
  view: Formula1View;
}

/** The page of the widget (/sport/forma-1): its state from the query; a live-score failure is an empty box, never an error page (§8). */
export async function data(pageContext: PageContextServer): Promise<Formula1PageData> {
  const site = siteOf(pageContext);
  const query = parseF1Query(pageContext.urlParsed.search);
  const basePath = pageContext.urlPathname;
  const [shell, view] = await Promise.all([
    loadShell(pageContext),
    loadFormula1(formula1SourceOf(pageContext), query, { basePath, nowUnix: Math.floor(Date.now() / 1000) }),
  ]);
  const season = view.season === null ? '' : ` ${view.season}`;
  return {
    head: pageHead(site, {
      title: `${F1_TEXTS.title}${season}: ${F1_TAB_LABELS[view.tab]}`,
      path: canonicalHref(query, view),
      description: `${F1_TEXTS.title}${season}: versenynaptár, eredmények, csapatok, versenyzők, pontverseny és konstruktőri bajnokság.`,
    }),
    shell,
    view,
    deps: { articles: [], lists: [FORMULA1_KEY] },
  };
}
