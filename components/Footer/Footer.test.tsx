import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MENUS } from '../../services/seed/catalog';
import { SITE_SLUGS } from '../../domain/sites';
import { emptyShell } from '../../domain/shell';
import { Footer } from './Footer';

function links(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[2]} → ${m[1]}`);
}

describe('Footer', () => {
  it.each(SITE_SLUGS)('%s: no two links with the same text and address', (site) => {
    const html = renderToString(<Footer shell={{ ...emptyShell(site), menus: MENUS[site] }} />);
    const all = links(html);
    expect(all.filter((l) => l.startsWith('Hírlevél'))).toHaveLength(1);
    expect(new Set(all).size).toBe(all.length);
  });

  it('names each column', () => {
    const html = renderToString(<Footer shell={{ ...emptyShell('main'), menus: MENUS.main }} />);
    expect(html).toContain('aria-labelledby="footer-tudnivalok"');
    expect(html).toContain('>Közösségi oldalaink</p>');
  });
});
