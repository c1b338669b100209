import { describe, expect, it } from 'vitest';
import { FOOTBALL_TABS, FOOTBALL_TAB_LABELS, parseFootballTab } from './tabs';

describe('the football tabs (§2 oldal)', () => {
  it('are the four of the spec, labelled letter for letter', () => {
    expect(FOOTBALL_TABS.map((t) => [t, FOOTBALL_TAB_LABELS[t]])).toEqual([
      ['tabella', 'Tabella'],
      ['gol', 'Góllövőlista'],
      ['sarga', 'Sárga lapok'],
      ['piros', 'Piros lapok'],
    ]);
  });

  it.each([
    ['tabella', 'tabella'],
    ['gol', 'gol'],
    ['sarga', 'sarga'],
    ['piros', 'piros'],
    ['GOL', 'tabella'],
    ['2', 'tabella'],
    ['', 'tabella'],
    [null, 'tabella'],
    [undefined, 'tabella'],
  ])('%j → %s', (value, tab) => {
    expect(parseFootballTab(value)).toBe(tab);
  });
});
