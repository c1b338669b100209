import { describe, expect, it } from 'vitest';
import { adsTxt } from './adsTxt';

/** The records of an ads.txt as IAB's 1.1 reads them: comments and variables aside, 3 or 4 comma-separated fields. */
function records(text: string): string[][] {
  return text
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter((l) => l !== '' && !/^[A-Za-z]+=/.test(l))
    .map((l) => l.split(',').map((f) => f.trim()));
}

describe('adsTxt', () => {
  it('lists each domain’s sellers as valid records, DIRECT, and names the domain that owns the zones', () => {
    for (const [site, domain] of [
      ['main', 'hirter.hu'],
      ['g7', 'hirter.hu'],
      ['ro', 'hirter.ro'],
    ] as const) {
      const text = adsTxt(site);
      const rows = records(text);
      expect(rows.map((r) => r[0])).toEqual(['google.com', 'setupad.com']);
      for (const r of rows) {
        expect(r.length === 3 || r.length === 4).toBe(true);
        expect(r[2]).toBe('DIRECT');
      }
      expect(text).toMatch(new RegExp(`^OWNERDOMAIN=${domain.replace('.', '\\.')}$`, 'm'));
      expect(text.endsWith('\n')).toBe(true);
    }
    // The sub-sites sell the main domain's zones: one file for the domain.
    expect(adsTxt('after')).toBe(adsTxt('main'));
    expect(adsTxt('ro')).not.toBe(adsTxt('main'));
  });
});
