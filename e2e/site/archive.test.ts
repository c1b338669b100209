// The archive's tag search (specialised-features.md §2 "Archive search", §9) as HTML (was part of
// e2e/archive.spec.ts): without JavaScript it is a GET form that searches the term with the tags and shows its
// tags as removal links; a search address answers the same on the static origin; broken filters are a 404. The
// tag input's keyboard behaviour is in e2e/archive.spec.ts.
import { describe, expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { ask, page, text } from './http';
import { labelled, one, submitted } from './reader';
import { firstSuggestion as suggestion } from '../suggestions';

const archive = (filters: object) => `/archivum?filters=${encodeURIComponent(JSON.stringify(filters))}`;
const filtersOf = (path: string) => JSON.parse(new URL(path, 'http://x').searchParams.get('filters') ?? '{}') as Record<string, string[]>;
const chips = (doc: Document) => doc.querySelector('ul[aria-label="Keresési címkék"]');
const hits = (doc: Document) => [...doc.querySelectorAll('main [role="status"]')].map(text).filter((t) => t.includes('találat'));

describe('the archive search without JavaScript', () => {
  it('a GET form: the term searches with the tags, a tag is removed by its link', async () => {
    const tag = await suggestion('kozgy');
    const doc = await page(e2eEnv().baseUrl, archive({ and_tags: [tag.slug] }));
    expect(text(chips(doc))).toContain(tag.text);
    const form = doc.querySelector('form[role="search"]')!;
    const term = labelled(form, 'Keresés az archívumban')!;
    expect(term.getAttribute('role')).toBe('combobox');
    expect(one(form, 'button', 'Keresés').getAttribute('type')).toBe('submit');

    const searched = submitted(form, { [term.getAttribute('name')!]: 'budapest' });
    expect(searched).toMatch(/term=budapest/);
    expect(filtersOf(searched)).toEqual({ and_tags: [tag.slug] });
    const results = await page(e2eEnv().baseUrl, searched);
    expect(hits(results)).not.toEqual([]);

    const removal = one(results, 'a', `„${tag.text}” címke eltávolítása`).getAttribute('href')!;
    expect(removal).toBe('/archivum?term=budapest');
    expect(chips(await page(e2eEnv().baseUrl, removal))).toBeNull();
  });

  it('a search address answers the same on the static origin; broken filters are a 404, never a 500', async () => {
    const tag = await suggestion('kozgy');
    const r = await ask(e2eEnv().originUrl, archive({ and_tags: [tag.slug] }));
    expect(r.status).toBe(200);
    expect(r.body).toContain(`„${tag.text}” címke eltávolítása`);
    for (const base of [e2eEnv().baseUrl, e2eEnv().originUrl]) {
      expect((await ask(base, '/archivum?filters=%7Bnope')).status, base).toBe(404);
    }
  });
});
