import { describe, expect, it, vi } from 'vitest';
import { emptyShell } from '../../domain/shell';
import type { PageContextServer } from 'vike/types';
import { fakeFormula1Source } from '../../testing/formula1Source';

vi.mock('./source', () => ({ formula1SourceOf: () => fakeFormula1Source() }));
vi.mock('../../renderer/shell', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../renderer/shell')>();
  return { ...real, loadShell: async () => emptyShell('main') };
});

const { data } = await import('./+data');

function ctx(search: string): PageContextServer {
  const url = `/sport/forma-1${search}`;
  return {
    siteSlug: 'main',
    urlOriginal: url,
    urlPathname: '/sport/forma-1',
    urlParsed: { search: Object.fromEntries(new URLSearchParams(search)) },
  } as unknown as PageContextServer;
}

describe('the Formula 1 page’s data', () => {
  it('names the state in the title, its accepted query in the canonical, and the live-score key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-26T14:00:00Z'));
    try {
      const d = await data(ctx('?oldal=konstruktor&szezon=2025&csapat=1'));
      expect(d.view.tab).toBe('konstruktor');
      expect(d.head.title).toBe('Forma–1 2025: Konstruktőrök | Hírtér');
      expect(d.head.canonical).toBe('https://hirter.hu/sport/forma-1?oldal=konstruktor&szezon=2025');
      expect(d.deps.lists).toEqual(['livescore:formula-1']);
      const plain = await data(ctx('?oldal=semmi&verseny=999'));
      expect(plain.head.canonical).toBe('https://hirter.hu/sport/forma-1');
      expect(plain.view.competitionId).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
