// The server's transport: node:http over kept-alive sockets. A full prerender makes one or two calls per
// page, thousands a minute, and fetch (ky's transport) spent more CPU on its streams, signals and decoders
// than the page's render did (measured: a fifth of a render worker's time). One thing only this transport
// does: a kept-alive socket the API closed just as it was reused (ECONNRESET, EPIPE) gets one immediate
// try on a new connection, since that is a property of the socket pool, not of the API.
import http from 'node:http';
import https from 'node:https';
import type { Transport, TransportAnswer } from './transport';

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

const STALE_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);

export class TransportTimeout extends Error {
  override name = 'TimeoutError';
}

/** `fresh`: on a new connection, not a kept-alive one (the retry after a reset: the next idle socket may be stale too). */
function request(url: URL, headers: Readonly<Record<string, string>>, timeoutMs: number, fresh = false): Promise<TransportAnswer> {
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
    const timer = setTimeout(() => req.destroy(new TransportTimeout(`timed out after ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end();
  });
}

export const httpTransport: Transport = async (url, headers, timeoutMs) => {
  try {
    return await request(url, headers, timeoutMs);
  } catch (err) {
    if (!STALE_SOCKET_CODES.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
    return request(url, headers, timeoutMs, true);
  }
};
