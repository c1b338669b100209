import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './waitFor';

const agents: (string | undefined)[] = [];
let answers: number[] = [];
const server = createServer((req, res) => {
  agents.push(req.headers['user-agent']);
  res.statusCode = answers.shift() ?? 200;
  res.end('x');
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/favicon.svg`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('waitFor', () => {
  it('asks again until the answer is 2xx', async () => {
    answers = [503, 503];
    agents.length = 0;
    await waitFor(url);
    expect(agents).toHaveLength(3);
  });

  it('asks with the agent it is given (a probe the services log at debug)', async () => {
    agents.length = 0;
    await waitFor(url, { userAgent: 'hirter-edge-probe' });
    expect(agents).toEqual(['hirter-edge-probe']);
  });

  it('fails once its time is over', async () => {
    answers = Array(1000).fill(500);
    await expect(waitFor(url, { timeoutMs: 300 })).rejects.toThrow(/did not come up within 0.3 s/);
    answers = [];
  });
});
