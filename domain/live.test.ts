import { describe, expect, it } from 'vitest';
import type { FlagSlug } from './types';
import { LIVE_REFRESH_MS, liveBadge, liveTag, minutesText, refreshTag } from './live';
import { minutesStillChange } from './constants';

const withFlags = (...slugs: FlagSlug[]) => ({ flags: slugs.map((slug) => ({ slug })), updatedAt: 1_000_000 });

describe('liveBadge', () => {
  it("shows 'ÉLŐ' for a live article", () => {
    expect(liveBadge(withFlags('live'))).toBe('ÉLŐ');
  });

  it("shows 'FRISSÜL' for a refreshing article", () => {
    expect(liveBadge(withFlags('refresh', 'legfontosabb'))).toBe('FRISSÜL');
  });

  it('lets live win over refresh', () => {
    expect(liveBadge(withFlags('refresh', 'live'))).toBe('ÉLŐ');
  });

  it('shows nothing for other articles', () => {
    expect(liveBadge(withFlags())).toBeNull();
    expect(liveBadge(withFlags('legfontosabb', 'pr'))).toBeNull();
  });
});

describe('minutesText', () => {
  const t = 1_000_000;
  it("says 'most' in the first minute", () => {
    expect(minutesText(t, t)).toBe('most');
    expect(minutesText(t, t + 59)).toBe('most');
  });

  it("says 'N perce' from 1 to 10 minutes", () => {
    expect(minutesText(t, t + 60)).toBe('1 perce');
    expect(minutesText(t, t + 5 * 60 + 30)).toBe('5 perce');
    expect(minutesText(t, t + 10 * 60 + 59)).toBe('10 perce');
  });

  it("says 'frissült' after 10 minutes", () => {
    expect(minutesText(t, t + 11 * 60)).toBe('frissült');
    expect(minutesText(t, t + 3 * 3600)).toBe('frissült');
  });

  it('treats an update in the future as now', () => {
    expect(minutesText(t + 120, t)).toBe('most');
  });
});

describe('minutesStillChange (the FRISSÜL limit)', () => {
  const t = 1_000_000;
  it('holds at exactly 10 minutes and through the 10th minute', () => {
    expect(minutesStillChange(t, t)).toBe(true);
    expect(minutesStillChange(t, t + 10 * 60)).toBe(true);
    expect(minutesText(t, t + 10 * 60)).toBe('10 perce');
    expect(minutesStillChange(t, t + 10 * 60 + 59)).toBe(true);
  });

  it('ends at 11 minutes, when the text becomes the final frissült', () => {
    expect(minutesStillChange(t, t + 11 * 60)).toBe(false);
    expect(minutesText(t, t + 11 * 60)).toBe('frissült');
  });

  it('agrees with the text at every second of the first quarter hour', () => {
    for (let s = 0; s <= 15 * 60; s++) expect(minutesStillChange(t, t + s)).toBe(minutesText(t, t + s) !== 'frissült');
  });

  it('an update in the future still changes', () => {
    expect(minutesStillChange(t + 120, t)).toBe(true);
  });
});

describe('refreshTag', () => {
  const t = 1_000_000;
  it('tells the minutes beside FRISSÜL while they count, then the one word frissült, never both', () => {
    expect(refreshTag(t, t)).toEqual({ label: 'FRISSÜL', text: 'most' });
    expect(refreshTag(t, t + 10 * 60)).toEqual({ label: 'FRISSÜL', text: '10 perce' });
    expect(refreshTag(t, t + 11 * 60)).toEqual({ label: 'frissült', text: null });
    for (let s = 0; s <= 15 * 60; s += 7) {
      const { label, text } = refreshTag(t, t + s);
      expect(`${label} ${text ?? ''}`.toLowerCase()).not.toMatch(/frissül.* frissül/);
    }
  });
});

describe('liveTag', () => {
  it('gives FRISSÜL with its minutes, ÉLŐ without', () => {
    const a = withFlags('refresh');
    expect(liveTag(a, a.updatedAt + 180)).toEqual({ badge: 'FRISSÜL', label: 'FRISSÜL', text: '3 perce' });
    expect(liveTag(withFlags('live', 'refresh'), a.updatedAt + 180)).toEqual({ badge: 'ÉLŐ', label: 'ÉLŐ', text: null });
    expect(liveTag(withFlags(), a.updatedAt)).toBeNull();
  });

  it('refreshes every 15 seconds', () => {
    expect(LIVE_REFRESH_MS).toBe(15000);
  });
});
