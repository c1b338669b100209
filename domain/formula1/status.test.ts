import { describe, expect, it } from 'vitest';
import { raceState, resultsMayChange } from './status';

describe('raceState', () => {
  it.each([
    ['Live', 'live', true],
    ['Completed', 'completed', false],
    ['Scheduled', 'upcoming', false],
    ['Postponed', 'upcoming', false],
    ['', 'upcoming', false],
    [null, 'upcoming', false],
    ['live', 'upcoming', false],
  ])('%j → %s', (status, state, changes) => {
    expect(raceState(status)).toBe(state);
    expect(resultsMayChange(status)).toBe(changes);
  });
});
