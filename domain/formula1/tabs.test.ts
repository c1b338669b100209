import { describe, expect, it } from 'vitest';
import { F1_TABS, F1_TAB_LABELS, listOfTab, parseTab } from './tabs';

describe('parseTab', () => {
  it.each([
    ['versenynaptar', 'versenynaptar'],
    ['csapatok', 'csapatok'],
    ['versenyzok', 'versenyzok'],
    ['pontverseny', 'pontverseny'],
    ['konstruktor', 'konstruktor'],
    ['', 'versenynaptar'],
    [null, 'versenynaptar'],
    [undefined, 'versenynaptar'],
    ['Csapatok', 'versenynaptar'],
    ['2', 'versenynaptar'],
    ['tabella', 'versenynaptar'],
  ])('oldal=%j → %s', (value, tab) => {
    expect(parseTab(value)).toBe(tab);
  });
});

describe('tabs', () => {
  it('are labelled as the spec writes them, in its order', () => {
    expect(F1_TABS.map((t) => F1_TAB_LABELS[t])).toEqual(['Versenynaptár', 'Versenyzők', 'Csapatok', 'Pontverseny', 'Konstruktőrök']);
  });

  it.each([
    ['versenynaptar', 'competitions'],
    ['csapatok', 'teams'],
    ['versenyzok', 'drivers'],
    ['pontverseny', null],
    ['konstruktor', null],
  ] as const)('%s chooses from %s', (tab, list) => {
    expect(listOfTab(tab)).toBe(list);
  });
});
