// A football view: the football screen's part (pages/football/loadFootball.ts) with the league fixed to the
// supplement's tournament; its query states (`nap`, `meccs`) as on /sport/foci. A live-score failure is an empty
// box (specialised-features.md §8), never an error page.
import { footballPartOf, supplementPath } from '../../../domain/supplements';
import { parseFootballQuery } from '../../../domain/football/query';
import { footballTitle } from '../../../domain/football/titles';
import { canonicalHref, type FootballView } from '../../../domain/football/view';
import { FOOTBALL_KEY, loadFootballPart } from '../../football/loadFootball';
import { footballSourceOf } from '../../football/source';
import type { TabLoader } from './types';

export interface FootballTabData {
  /** The football screen's part with the league fixed to the tournament. */
  football: FootballView;
}

export const footballLoader: TabLoader<FootballTabData> = {
  load: async (ctx) => {
    const { pageContext, match: m } = ctx;
    const s = m.supplement;
    const part = footballPartOf(m);
    if (!part || !s.football) throw ctx.notFound();
    const query = parseFootballQuery(pageContext.urlParsed.search);
    const view = await loadFootballPart(footballSourceOf(pageContext), s.football, part, query, {
      basePath: supplementPath(s, m.tab, m.subTab, [], m.requested),
      nowUnix: Math.floor(Date.now() / 1000),
    });
    const match = view.match ? footballTitle(view) : null;
    return {
      data: { football: view },
      head: {
        path: canonicalHref(query, { ...view, basePath: m.path }),
        ...(match ? { title: `${match.title} – ${s.title}`, description: match.description, noindex: match.noindex } : {}),
      },
      deps: { articles: [], lists: [FOOTBALL_KEY] },
    };
  },
};
