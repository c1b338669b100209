// Which of a site's menus (reader-site.md "Menu state") show where, each link once: the header's menu panel
// (heading, sidebar and extra menus) and the footer's columns (highlight, normal, app, social).
import type { MenuItem, Menus, SiteSlug } from './types';
import { matchRoute } from './routes';

export interface MenuGroup {
  id: string;
  title: string;
  items: MenuItem[];
}

/**
 * The groups in order, each without the links an earlier group already has (same address, or same text
 * and address: a menu edited twice lists "Hírlevél" in two columns) and without empty groups.
 */
export function withoutRepeats(groups: readonly MenuGroup[]): MenuGroup[] {
  const seen = new Set<string>();
  const out: MenuGroup[] = [];
  for (const g of groups) {
    const items = g.items.filter((i) => {
      if (seen.has(i.url)) return false;
      seen.add(i.url);
      return true;
    });
    if (items.length > 0) out.push({ ...g, items });
  }
  return out;
}

/** The header's menu panel: the heading menu (sections), the sidebar menu (lists) and the extra menu. */
export function menuPanelGroups(m: Menus): MenuGroup[] {
  return withoutRepeats([
    { id: 'rovatok', title: 'Kiemelt rovatok', items: m.heading },
    { id: 'valogatas', title: 'Válogatások', items: m.sidebar },
    { id: 'tamogatas', title: 'Támogatás', items: m.extra },
  ]);
}

/** The footer's columns. */
export function footerGroups(m: Menus): MenuGroup[] {
  return withoutRepeats([
    { id: 'kiemelt', title: 'Kiemelt', items: m.footerHighlight },
    { id: 'tudnivalok', title: 'Tudnivalók', items: m.footerNormal },
    { id: 'alkalmazasok', title: 'Alkalmazások', items: m.footerApp },
    { id: 'kozosseg', title: 'Közösségi oldalaink', items: m.footerSocial },
  ]);
}

/**
 * The menus without the links to routes the donations flag has switched off (reader-site.md §5: no page points to
 * the support area then); a link elsewhere (another site, a full URL) stays.
 */
export function menusShown(site: SiteSlug, menus: Menus, opts: { donationsOff: boolean }): Menus {
  if (!opts.donationsOff) return menus;
  const switchedOff = (url: string) => {
    if (!url.startsWith('/') || url.startsWith('//')) return false;
    const path = url.split(/[?#]/)[0]!;
    return matchRoute(site, path, { donationsOff: false }).name !== 'not-found' && matchRoute(site, path, { donationsOff: true }).name === 'not-found';
  };
  const out = { ...menus };
  for (const key of Object.keys(out) as (keyof Menus)[]) out[key] = out[key].filter((i: MenuItem) => !switchedOff(i.url));
  return out;
}
