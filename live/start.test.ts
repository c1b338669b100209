// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hasChangingBadges, hasChangingDates } from './start';

const NOW = 1_795_000_000;
const page = (html: string) => (document.body.innerHTML = html);

describe('which pages tell their dates again', () => {
  it('a date under an hour old now', () => {
    page(`<time data-relative="${NOW - 600}" data-told="${NOW - 600}">most</time>`);
    expect(hasChangingDates(NOW)).toBe(true);
  });

  it('a date that was under an hour old when the page was made, however long ago', () => {
    page(`<time data-relative="${NOW - 5 * 3600}" data-told="${NOW - 5 * 3600 + 60}">1 perce</time>`);
    expect(hasChangingDates(NOW)).toBe(true);
  });

  it('not a date that was already older when the page was made', () => {
    page(`<time data-relative="${NOW - 5 * 3600}" data-told="${NOW - 3 * 3600}">ma 10:00</time>`);
    expect(hasChangingDates(NOW)).toBe(false);
  });

  it('a date marked refresh-today', () => {
    page(`<time data-relative="${NOW - 5 * 3600}" data-told="${NOW - 3 * 3600}" data-refresh-today>ma 10:00</time>`);
    expect(hasChangingDates(NOW)).toBe(true);
  });
});

describe('which pages tell their FRISSÜL badges again', () => {
  const badge = (updated: number, told: number) => `<span data-badge="refresh" data-updated="${updated}" data-told="${told}">FRISSÜL most</span>`;

  it('a badge whose minutes still change', () => {
    page(badge(NOW - 300, NOW - 300));
    expect(hasChangingBadges(NOW)).toBe(true);
  });

  it('a badge made while its minutes changed, opened after they stopped: it must come to say frissült', () => {
    page(badge(NOW - 690, NOW - 690));
    expect(hasChangingBadges(NOW)).toBe(true);
  });

  it('not a badge without minutes (made when it already said frissült), nor an ÉLŐ one', () => {
    page(`<span data-badge="refresh">frissült</span><span data-badge="live">ÉLŐ</span>`);
    expect(hasChangingBadges(NOW)).toBe(false);
  });
});
