import { describe, expect, it } from 'vitest';
import { scheduleStages, stageLabel } from './stages';

describe('stage labels at the fixed indexes (§9)', () => {
  it.each([
    [0, 64, 'Csoportkör'],
    [47, 64, 'Csoportkör'],
    [48, 64, 'Nyolcaddöntő'],
    [55, 64, 'Nyolcaddöntő'],
    [56, 64, 'Negyeddöntő'],
    [59, 64, 'Negyeddöntő'],
    [60, 64, 'Elődöntő'],
    [61, 64, 'Elődöntő'],
    [62, 64, 'Bronzmérkőzés'],
    [63, 64, 'Döntő'],
    [64, 64, null],
    [0, 51, 'Csoportkör'],
    [35, 51, 'Csoportkör'],
    [36, 51, 'Nyolcaddöntő'],
    [43, 51, 'Nyolcaddöntő'],
    [44, 51, 'Negyeddöntő'],
    [47, 51, 'Negyeddöntő'],
    [48, 51, 'Elődöntő'],
    [49, 51, 'Elődöntő'],
    [50, 51, 'Döntő'],
    [-1, 51, null],
    [10, 50, null],
    [10, 198, null],
    [1.5, 64, null],
  ])('match %i of %i → %j', (index, total, label) => {
    expect(stageLabel(index, total)).toBe(label);
  });
});

describe('scheduleStages', () => {
  const fixtures = (n: number) => Array.from({ length: n }, (_, i) => ({ fixture: { id: 1000 + i, timestamp: 1_718_000_000 + (n - i) * 3600 } }));

  it('a Euro schedule: sorted by kick-off, five stages of 36, 8, 4, 2, 1', () => {
    const parts = scheduleStages(fixtures(51));
    expect(parts.map((p) => [p.label, p.fixtures.length])).toEqual([
      ['Csoportkör', 36],
      ['Nyolcaddöntő', 8],
      ['Negyeddöntő', 4],
      ['Elődöntő', 2],
      ['Döntő', 1],
    ]);
    // The latest kick-off is the final.
    expect(parts.at(-1)!.fixtures[0]!.fixture.id).toBe(1000);
  });

  it('a World Cup: six stages with the third place match', () => {
    expect(scheduleStages(fixtures(64)).map((p) => [p.label, p.fixtures.length])).toEqual([
      ['Csoportkör', 48],
      ['Nyolcaddöntő', 8],
      ['Negyeddöntő', 4],
      ['Elődöntő', 2],
      ['Bronzmérkőzés', 1],
      ['Döntő', 1],
    ]);
  });

  it('any other schedule is one part without a label', () => {
    expect(scheduleStages(fixtures(10)).map((p) => [p.label, p.fixtures.length])).toEqual([[null, 10]]);
    expect(scheduleStages([])).toEqual([]);
  });
});
