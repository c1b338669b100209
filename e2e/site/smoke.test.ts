// The front page opens as a Hungarian HTML page, on every server a reader may be sent to.
import { expect, it } from 'vitest';
import { namedServers } from './edge';
import { ask, documentOf, servers } from './http';

it.each(namedServers(servers()))('the front page opens as a Hungarian HTML page on %s', async (_name, base) => {
  const res = await ask(base, '/');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(documentOf(res.body).documentElement.getAttribute('lang')).toBe('hu');
});
