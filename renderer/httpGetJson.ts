// The server's road to the content API: node:http over kept-alive sockets. A full prerender makes one or
// two calls per page, thousands a minute, and fetch (ky's transport) spent more CPU on its streams, signals
// and decoders than the page's render did (measured: a fifth of a render worker's time). Same contract as
// ky: a 404 is ContentNotFound, the retry statuses and a reset socket get one more try, errors carry the
// names ky uses, so the prerender job classifies both alike.
import http from 'node:http';
import https from 'node:https';
import { ContentNotFound, RETRY_STATUSES, type GetJson } from '../live/contentApi';

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** A non-2xx answer (ky's HTTPError has this name and `response.status`). */
export class ContentApiStatusError extends Error {
  override name = 'HTTPError';
  constructor(
    readonly response: { status: number },
    url: URL,
  ) {
    super(`content API answered ${response.status} to GET ${url.pathname}${url.search}`);
  }
}

export class ContentApiTimeout extends Error {
  override name = 'TimeoutError';
}

/** Connection failures worth one immediate retry: the API closed a kept-alive socket as we reused it. */
const RETRY_CODES = new Set(['ECONNRESET', 'EPIPE']);
const RETRY_DELAY_MS = 300;

/** `fresh`: on a new connection, not a kept-alive one (the retry after a reset: the next idle socket may be stale too). */
function request(url: URL, headers: Record<string, string>, timeoutMs: number, fresh = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const req = (secure ? https : http).request(
      url,
      { method: 'GET', headers: { ...headers, accept: 'application/json' }, agent: fresh ? false : secure ? agents.https : agents.http },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new ContentApiTimeout(`content API timed out after ${timeoutMs} ms: GET ${url.pathname}`)), timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end();
  });
}

export const httpGetJson: GetJson = async (url, headers, timeoutMs) => {
  let res;
  try {
    res = await request(url, headers, timeoutMs);
  } catch (err) {
    if (!RETRY_CODES.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
    res = await request(url, headers, timeoutMs, true);
  }
  if (RETRY_STATUSES.includes(res.status)) {
    await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
    res = await request(url, headers, timeoutMs);
  }
  if (res.status === 404) throw new ContentNotFound(url.pathname);
  if (res.status < 200 || res.status >= 300) throw new ContentApiStatusError({ status: res.status }, url);
  return JSON.parse(res.body) as unknown;
};
