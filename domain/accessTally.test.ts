import { describe, expect, it } from 'vitest';
import { AccessTally } from './accessTally';

describe('the polls’ minute line', () => {
  it('counts the requests since the last line, and the failed ones by status', () => {
    const tally = new AccessTally(1_000);
    for (let i = 0; i < 1230; i++) tally.add(200);
    tally.add(404);
    tally.add(503);
    tally.add(404);
    tally.add(304);
    expect(tally.take(61_000)).toEqual({
      requests: 1234,
      seconds: 60,
      errors: { '404': 2, '503': 1 },
      msg: 'polls, probes and prerender reads: 1234 requests in 60 s, errors 404 ×2, 503 ×1',
    });
  });

  it('starts a new count at each line, and writes none for a minute without any', () => {
    const tally = new AccessTally(0);
    tally.add(200);
    expect(tally.take(60_000)?.msg).toBe('polls, probes and prerender reads: 1 request in 60 s, no errors');
    expect(tally.take(120_000)).toBeNull();
    tally.add(200);
    expect(tally.take(150_000)).toMatchObject({ requests: 1, seconds: 30, errors: {} });
  });
});
