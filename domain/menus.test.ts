import { describe, expect, it } from 'vitest';
import { MENUS } from '../services/seed/catalog';
import { SITE_SLUGS } from './sites';
import { footerGroups, menuPanelGroups, menusShown, withoutRepeats } from './menus';

const item = (label: string, url: string) => ({ label, url });

describe('withoutRepeats', () => {
  it('keeps a link in its first group only and drops groups left empty', () => {
    const groups = withoutRepeats([
      { id: 'a', title: 'A', items: [item('Hírlevél', '/hirlevel'), item('Támogatás', '/tamogatas')] },
      { id: 'b', title: 'B', items: [item('Hírlevél', '/hirlevel')] },
      { id: 'c', title: 'C', items: [item('Impresszum', '/impresszum'), item('Támogatás', '/tamogatas')] },
    ]);
    expect(groups.map((g) => [g.id, g.items.map((i) => i.url)])).toEqual([
      ['a', ['/hirlevel', '/tamogatas']],
      ['c', ['/impresszum']],
    ]);
  });
});

describe('menu panel and footer of the seeded sites', () => {
  it('the main site panel reaches the lists and the extra menu', () => {
    const urls = menuPanelGroups(MENUS.main).flatMap((g) => g.items.map((i) => i.url));
    for (const u of ['/legfrissebb', '/legfontosabb', '/kedvenceink', '/rovat/direkt36', '/egyszazalek']) expect(urls).toContain(u);
  });

  it.each(SITE_SLUGS)('%s: no two footer links with the same text and address', (site) => {
    const links = footerGroups(MENUS[site]).flatMap((g) => g.items.map((i) => `${i.label} ${i.url}`));
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links).size).toBe(links.length);
  });
});

describe('menusShown', () => {
  it('drops the links to the support routes while the donations flag is on, and only those', () => {
    const menus = MENUS.main;
    expect(menusShown('main', menus, { donationsOff: false })).toBe(menus);
    const off = menusShown('main', menus, { donationsOff: true });
    const urls = (m: typeof menus) => Object.values(m).flatMap((items: { url: string }[]) => items.map((i) => i.url));
    expect(urls(off).filter((u) => u.startsWith('/tamogatas'))).toEqual([]);
    expect(urls(menus).filter((u) => u.startsWith('/tamogatas')).length).toBeGreaterThan(0);
    expect(urls(off)).toEqual(urls(menus).filter((u) => !u.startsWith('/tamogatas')));
    expect(off.extra.map((i) => i.url)).toEqual(['/egyszazalek']);
  });
});
