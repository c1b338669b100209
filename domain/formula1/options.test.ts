import { describe, expect, it } from 'vitest';
import { pickOption } from './options';

const TEAMS = [{ id: 202 }, { id: 201 }, { id: 203 }];

describe('pickOption', () => {
  it.each([
    ['201', TEAMS, 201, 'the query, when in the season list'],
    ['999', TEAMS, 202, 'unknown id: the first of the list'],
    ['x', TEAMS, 202, 'not an id: the first'],
    [null, TEAMS, 202, 'no query: the first'],
    ['201', [], null, 'an empty list'],
  ])('%j → %j (%s)', (query, options, id, _why) => {
    expect(pickOption(query, options)).toBe(id);
  });
});
