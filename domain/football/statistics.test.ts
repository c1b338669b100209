import { describe, expect, it } from 'vitest';
import { statisticName, statisticRows } from './statistics';
import { FTC, LIVE_MATCH, PAKS, fixtureOf } from '../../testing/footballFixture';

describe('statistic names in Hungarian', () => {
  it.each([
    ['Ball Possession', 'Labdabirtoklás'],
    ['Shots on Goal', 'Kaput eltaláló lövés'],
    ['Corner Kicks', 'Szöglet'],
    ['Passes %', 'Passzpontosság'],
    ['expected_goals', 'Várható gólok (xG)'],
    ['Shots behind the moon', 'Shots behind the moon'],
  ])('%s → %s', (type, name) => {
    expect(statisticName(type)).toBe(name);
  });
});

describe('statisticRows', () => {
  it('one row per type, home and away beside it, a missing value as the dash', () => {
    expect(statisticRows(LIVE_MATCH)).toEqual([
      { type: 'Ball Possession', name: 'Labdabirtoklás', home: '61%', away: '39%' },
      { type: 'Total Shots', name: 'Összes lövés', home: '14', away: '5' },
      { type: 'Red Cards', name: 'Piros lap', home: '–', away: '1' },
      { type: 'Shots behind the moon', name: 'Shots behind the moon', home: '1', away: '–' },
    ]);
  });

  it('by team id, whichever order the service lists the teams in; none without statistics', () => {
    const swapped = { ...LIVE_MATCH, statistics: [...LIVE_MATCH.statistics].reverse() };
    expect(statisticRows(swapped)[0]).toMatchObject({ home: '61%', away: '39%' });
    expect(statisticRows(fixtureOf({ id: 1, date: '2025-09-20T15:00:00+00:00', home: FTC, away: PAKS }))).toEqual([]);
    expect(statisticRows({ ...LIVE_MATCH, statistics: [{ team: FTC, statistics: [{ type: 'expected_goals', value: 1.2345 }] }] })).toEqual([
      { type: 'expected_goals', name: 'Várható gólok (xG)', home: '1,23', away: '–' },
    ]);
  });
});
