import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../domain/head';
import { frontPageDeps } from '../../domain/dependencies';
import { SITES } from '../../domain/sites';
import { curateBlocks, splitBreaking, type SubSite } from '../../domain/frontBlocks';
import { apiOf, loadShell } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';
import type { SubSiteFrontProps } from '../../components/SubSiteFront/SubSiteFront';

export interface SubSitePageData extends PageData {
  front: SubSiteFrontProps;
}

/** A sub-site's front: its curated blocks with the counts of §9, no article twice. */
export async function data(pageContext: PageContextServer): Promise<SubSitePageData> {
  const site = pageContext.routeParams.site as SubSite;
  const cfg = SITES[site];
  const [shell, boxes] = await Promise.all([loadShell(pageContext), apiOf(pageContext, site).boxes()]);
  const shown = new Set<number>();
  // A breaking block belongs to the domain's front page; a sub-site front has no place for one.
  const blocks = curateBlocks(site, splitBreaking(boxes).rest, shown);
  return {
    head: pageHead(site, { title: null, path: cfg.path }),
    shell,
    front: { site, name: cfg.name, rss: cfg.rss, blocks, now: Math.floor(Date.now() / 1000) },
    deps: frontPageDeps(site, shown),
  };
}
