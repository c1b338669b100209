// `npm run editor -- match …`: moves a match of the live-score service on through its control route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLivescoreServer, type RunningLivescore } from '../livescore/server';
import { runCli, USAGE } from './cli';

const STARTED = Date.UTC(2026, 10, 23, 18, 0, 0);
let service: RunningLivescore;
beforeAll(async () => {
  service = await startLivescoreServer({ startedAt: STARTED, now: () => STARTED });
});
afterAll(() => service.close());

// No content store: the match verb does not need one.
const match = (...args: string[]) => runCli(['match', ...args], '/nonexistent/content.db', () => service.url);

describe('npm run editor -- match', () => {
  it('starts, advances and finishes a match, printing its score and minute', async () => {
    expect(await match('start', '424050')).toEqual({ code: 0, out: expect.stringMatching(/^match start 424050: \S.* 0–0 .*, 1H 1'$/) });
    expect((await match('advance', '424050')).out).toMatch(/, 1H 11'$/);
    expect((await match('advance', '424050', '--minutes', '25')).out).toMatch(/, 1H 36'$/);
    const done = await match('finish', '424050');
    expect(done.code).toBe(0);
    expect(done.out).toMatch(/^match finish 424050: .* \d+–\d+ .*, (FT 90|AET 120|PEN 120)'$/);
    const read = (await (await fetch(`${service.url}/livescore/football/fixtures/424050`)).json()) as {
      response: { fixture: { status: { short: string } } }[];
    };
    expect(['FT', 'AET', 'PEN']).toContain(read.response[0]!.fixture.status.short);
  });

  it.each([
    [['stop', '424050'], 2, /Ismeretlen match művelet: stop/],
    [['start'], 2, /mérkőzés-azonosítót vár/],
    [['start', 'abc'], 2, /mérkőzés-azonosítót vár/],
    [['start', '424050', '--minutes', '5'], 2, /--minutes csak az advance/],
    [['advance', '424050', '--minutes', '0'], 2, /--minutes/],
    [['advance', '424050', '--minutes', '301'], 2, /1 és 300/],
    [['start', '17'], 1, /Nincs ilyen mérkőzés: 17/],
  ])('%j → exit %i', async (args, code, message) => {
    const r = await match(...args);
    expect(r.code).toBe(code);
    expect(r.out).toMatch(message);
  });

  it('says so when the live-score service does not answer', async () => {
    const r = await runCli(['match', 'start', '424050'], '/nonexistent/content.db', () => 'http://127.0.0.1:9');
    expect(r).toEqual({
      code: 1,
      out: expect.stringMatching(/^Az élő eredmények szolgáltatása nem válaszol \(http:\/\/127\.0\.0\.1:9\/livescore\/_control\/football\/424050\)/),
    });
  });

  it('is in the help text', async () => {
    expect(USAGE).toMatch(/match start\|advance\|finish <mérkőzés-id> \[--minutes N\]/);
    expect((await runCli([], '/nonexistent/content.db', () => service.url)).out).toContain('match start|advance|finish');
  });
});
