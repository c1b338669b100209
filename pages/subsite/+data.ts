import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../domain/head';
import { frontPageDeps } from '../../domain/dependencies';
import { SITES } from '../../domain/sites';
import { curateBlocks, splitBreaking, type SubSite } from '../../domain/frontBlocks';
import { apiOf, loadShell } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';
import type { SubSiteFrontProps } from '../../components/SubSiteFront/SubSiteFront';
import type { ListFrameData } from '../../components/ListFrame/ListFrame';
import type { ListView } from '../../domain/listViews';
import { subSiteFrontFrame } from '../list/frame';

export interface SubSitePageData extends PageData {
  front: SubSiteFrontProps;
  view: ListView;
  frame: ListFrameData;
}

/** A sub-site's front: its curated blocks with the counts of §9, no article twice. */
export async function data(pageContext: PageContextServer): Promise<SubSitePageData> {
  const site = pageContext.routeParams.site as SubSite;
  const cfg = SITES[site];
  const shell = await loadShell(pageContext);
  const [boxes, framed] = await Promise.all([apiOf(pageContext, site).boxes(), subSiteFrontFrame(pageContext, shell)]);
  const shown = new Set<number>();
  // A breaking block belongs to the domain's front page; a sub-site front has no place for one.
  const blocks = curateBlocks(site, splitBreaking(boxes).rest, shown);
  return {
    head: pageHead(site, { title: null, path: cfg.path }),
    shell,
    front: { site, name: cfg.name, rss: cfg.rss, blocks, now: Math.floor(Date.now() / 1000) },
    view: framed.view,
    frame: framed.frame,
    // The frame adds its list keys (the sub-site tabs' lists) to the front's own.
    deps: frontPageDeps(site, [...shown, ...framed.deps.articles], [], framed.deps.lists),
  };
}
