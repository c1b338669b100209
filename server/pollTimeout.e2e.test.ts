// The live layer's polls against a content API that takes the connection and never answers: every server that
// forwards them (the render server, the origin, the preview, nginx on the generated conf) answers 504 once
// POLL_TIMEOUT_MS passed, with the same short text, never stored (D-313). The setting is small here and the test
// waits for the answers themselves; how long the default takes is `npm run bench -- live 3 timeout`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_API_PREFIX } from '../domain/quiz';
import { GATEWAY_TIMEOUT } from '../domain/serving';
import { askEdge, startHungEdge, type EdgeServer, type HungEdge } from '../testing/hungUpstream';

let edge: HungEdge;

beforeAll(async () => {
  edge = await startHungEdge({ pollTimeoutMs: 200 });
});

afterAll(async () => {
  await edge?.close();
});

/** The servers that forward `path` for a reader (the preview's /api needs an editor's session first). */
const forwarding = (path: string) =>
  Object.entries(edge.servers).filter(([name]) => path.startsWith('/media/') || name !== 'preview') as [EdgeServer, string][];

const POLLS = [
  // An article's version poll, the minutes counter's, a live match's, and an episode's audio.
  '/api/articles/cikk/version',
  '/api/minutes?day=2025-01-02',
  '/api/livescore/football/fixtures/9001',
  '/media/audio/adas.wav',
];

describe('a poll forwarded to a content API that never answers', () => {
  it.each(POLLS)('%s: 504 Gateway Timeout, the same short text from every server, never stored', async (path) => {
    const servers = forwarding(path);
    const answers = await Promise.all(servers.map(([, base]) => askEdge(base, path)));
    answers.forEach((res, i) => {
      const where = `${servers[i]![0]} ${path}`;
      expect(res.status, where).toBe(GATEWAY_TIMEOUT.status);
      expect(res.body, where).toBe(GATEWAY_TIMEOUT.text);
      expect(res.headers['content-type'], where).toBe('text/plain; charset=utf-8');
      // The preview keeps every answer of its own to the editor's browser.
      expect(res.headers['cache-control'], where).toBe(servers[i]![0] === 'preview' ? 'private, no-store' : 'no-store');
      expect(res.headers['x-content-type-options'], where).toBe('nosniff');
    });
    // It was the content API that kept them waiting: each server asked it. On a busy machine the hung upstream (in
    // this process) may read a request only after the server gave up on it: its arrival is the event waited for.
    await expect.poll(() => edge.asked().filter((p) => p === path).length).toBeGreaterThanOrEqual(servers.length);
  });

  it("the quiz's 15 s refresh (GraphQL posted to the quiz service) too", async () => {
    const servers = forwarding(QUIZ_API_PREFIX);
    const body = JSON.stringify({ query: '{ quiz(id: "x") { id } }' });
    const answers = await Promise.all(
      servers.map(([, base]) => askEdge(base, QUIZ_API_PREFIX, { method: 'POST', body, headers: { 'content-type': 'application/json' } })),
    );
    answers.forEach((res, i) => {
      const where = servers[i]![0];
      expect(res.status, where).toBe(GATEWAY_TIMEOUT.status);
      expect(res.body, where).toBe(GATEWAY_TIMEOUT.text);
      expect(res.headers['cache-control'], where).toBe('no-store');
    });
  });
});
