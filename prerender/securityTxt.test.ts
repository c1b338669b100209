import { describe, expect, it } from 'vitest';
import { SECURITY_TXT_VALID_DAYS, securityTxt } from './securityTxt';

/** RFC 9116's fields: name → values. */
function fields(text: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Za-z-]+): (.+)$/.exec(line);
    if (m) (out[m[1]!.toLowerCase()] ??= []).push(m[2]!);
  }
  return out;
}

describe('securityTxt', () => {
  const builtAt = Date.UTC(2026, 10, 29, 12, 0, 0) / 1000;

  it('has RFC 9116’s required fields, once each where it says so, and its own URL as Canonical', () => {
    const f = fields(securityTxt('ro', builtAt));
    expect(f.contact).toEqual(['mailto:security@hirter.hu']);
    expect(f.expires).toHaveLength(1);
    expect(f['preferred-languages']).toEqual(['hu, en']);
    expect(f.canonical).toEqual(['https://hirter.ro/.well-known/security.txt']);
    expect(fields(securityTxt('main', builtAt)).canonical).toEqual(['https://hirter.hu/.well-known/security.txt']);
  });

  it('expires less than a year after the build it was written by, as an RFC 3339 UTC date', () => {
    const [expires] = fields(securityTxt('main', builtAt)).expires!;
    expect(expires).toBe('2027-05-28T12:00:00Z');
    expect((Date.parse(expires!) / 1000 - builtAt) / 86_400).toBe(SECURITY_TXT_VALID_DAYS);
    expect(SECURITY_TXT_VALID_DAYS).toBeLessThan(365);
  });
});
