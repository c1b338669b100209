// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { emptyShell } from '../../domain/shell';
import { MENUS } from '../../services/seed/catalog';
import { Header } from './Header';

describe('Header', () => {
  it('is opaque only when the page asks (a breaking block on the front page)', () => {
    expect(renderToString(<Header shell={emptyShell('main')} forcedColorMode={null} opaque />)).toContain('data-header-opacity=""');
    expect(renderToString(<Header shell={emptyShell('main')} forcedColorMode={null} />)).not.toContain('data-header-opacity');
  });

  it('renders the sidebar, heading and extra menus in a menu panel that opens without JavaScript', () => {
    const html = renderToString(<Header shell={{ ...emptyShell('main'), menus: MENUS.main }} forcedColorMode={null} />);
    const panel = html.slice(html.indexOf('<details'), html.indexOf('</details>'));
    expect(panel).toContain('<summary');
    for (const u of ['/legfrissebb', '/legfontosabb', '/kedvenceink', '/rovat/direkt36', '/egyszazalek']) expect(panel).toContain(`href="${u}"`);
  });

  it('puts the menu and the colour toggle before the links, and the site switch and sections in one row (a phone’s second line)', () => {
    const html = renderToString(<Header shell={{ ...emptyShell('main'), menus: MENUS.main }} forcedColorMode={null} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const bar = doc.querySelector('header > div')!;
    const [row, strip] = [...bar.children];
    expect(bar.children).toHaveLength(2);
    // The row's end from the end inwards (the toggle, then the menu): drawn from half the markup, nothing moves (D-429).
    expect([...row!.querySelectorAll('a[aria-label], summary, button')].map((e) => e.tagName)).toEqual(['A', 'BUTTON', 'SUMMARY']);
    expect([...strip!.children].map((n) => n.getAttribute('aria-label'))).toEqual(['Oldalaink', 'Rovatok']);
  });

  it("names the brand link by what it shows first (WCAG 2.5.3), the home site's name and the sub-site's apart", () => {
    for (const [site, shown] of [
      ['main', 'Hírtér'],
      ['after', 'Hírtér After'],
      ['g7', 'Hírtér G7'],
      ['karakter', 'Hírtér Karakter'],
      ['ro', 'Hírtér Erdély'],
    ] as const) {
      const doc = new DOMParser().parseFromString(renderToString(<Header shell={emptyShell(site)} forcedColorMode={null} />), 'text/html');
      const link = doc.querySelector('a[aria-label$="címlap"]')!;
      expect(link.textContent, site).toBe(shown);
      expect(link.getAttribute('aria-label'), site).toBe(`${shown} – címlap`);
    }
  });

  it('leaves the section menu to the page when its tab bar is the section menu', () => {
    const shell = { ...emptyShell('g7' as const), menus: MENUS.g7 };
    expect(renderToString(<Header shell={shell} forcedColorMode={null} />)).toContain('aria-label="Rovatok"');
    expect(renderToString(<Header shell={shell} forcedColorMode={null} sections={false} />)).not.toContain('aria-label="Rovatok"');
  });
});
