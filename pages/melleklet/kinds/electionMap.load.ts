// An election's data page (/adatok[/{a}[/{b}]], specialised-features.md §2): the embedded map of the region and
// the party the path names (404 for a key the map lacks). Nothing from the content API: the map is ours.
import { dataPagePath, mapViewOf } from '../../../domain/electionMap';
import { electionMapProps, type ElectionMapViewProps } from '../../../components/ElectionMap/ElectionMap';
import type { TabLoader } from './types';

export interface ElectionMapTabData {
  electionMap: ElectionMapViewProps;
  /** The page's heading: the tab, and the region and party it shows. */
  mapHeading: string;
}

export const electionMapLoader: TabLoader<ElectionMapTabData> = {
  load: async (ctx) => {
    const { match: m, viewTitle } = ctx;
    const view = mapViewOf(m.supplement.slug, m.free);
    if (!view) throw ctx.notFound();
    const regionTitle = [view.region?.name, view.party?.name].filter(Boolean).join(', ');
    const mapHeading = regionTitle ? `${viewTitle}: ${regionTitle}` : viewTitle;
    return {
      data: { electionMap: electionMapProps(view, true), mapHeading },
      head: {
        ...(regionTitle ? { title: `${mapHeading} – ${m.supplement.title}` } : {}),
        // A party's view of a region is that region's page with a row highlighted: its canonical is the region's (D-272).
        ...(view.party ? { path: dataPagePath(m.supplement.slug, view.region?.key) } : {}),
      },
      deps: { articles: [], lists: [] },
    };
  },
};
