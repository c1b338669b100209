import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath, unlockLink, unlockTokenOf } from './preview';

describe('safeReturnPath', () => {
  it('keeps a path of this host with its query', () => {
    expect(safeReturnPath('/belfold/2026/11/20/cikk')).toBe('/belfold/2026/11/20/cikk');
    expect(safeReturnPath('/rovat/belfold?oldal=2')).toBe('/rovat/belfold?oldal=2');
    expect(safeReturnPath('/ro%C3%A1')).toBe('/ro%C3%A1');
  });

  it('never leaves the host, and never loops back to the login', () => {
    for (const raw of [
      undefined,
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
      '/\u0000x',
      '/a\nLocation: x',
      '/login',
      '/login?x=1',
      '/login/kod',
      '/logout',
      '%E0%A4%A',
      '%2Flogin',
      '/'.repeat(1) + 'x'.repeat(3000),
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBe('/');
    }
  });

  it('answers a single-slash path of this host for any input', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = safeReturnPath(raw);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out).not.toMatch(/[\\\u0000-\u001f]/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the unlock link (D-307)', () => {
  const token = 'A-b_' + 'x'.repeat(39);

  it('is the preview’s login page with the token, however the address was written', () => {
    expect(unlockLink('https://elonezet.hirter.hu', token)).toBe(`https://elonezet.hirter.hu/login?feloldas=${token}`);
    expect(unlockLink('https://elonezet.hirter.hu//', token)).toBe(`https://elonezet.hirter.hu/login?feloldas=${token}`);
  });

  it('takes only a token of the right shape from a query or a form', () => {
    expect(unlockTokenOf(token)).toBe(token);
    for (const bad of [undefined, null, '', 'x'.repeat(42), 'x'.repeat(44), `${'x'.repeat(42)}=`, '<script>alert(1)</script>'])
      expect(unlockTokenOf(bad)).toBeUndefined();
  });
});
