// The server's transport: node:http over kept-alive sockets. A full prerender makes one or two calls per
// page, thousands a minute, and fetch (ky's transport) spent more CPU on its streams, signals and decoders
// than the page's render did (measured: a fifth of a render worker's time). One thing only this transport
// does: a kept-alive socket the API closed just as it was reused (ECONNRESET, EPIPE) gets one immediate
// try on a new connection, since that is a property of the socket pool, not of the API (a GET or HEAD only:
// a POST may have reached it, D-148).
import http from 'node:http';
import https from 'node:https';
import type { Transport, TransportAnswer, TransportRequest } from './transport';

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

const STALE_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);

export class TransportTimeout extends Error {
  override name = 'TimeoutError';
}

/** `fresh`: on a new connection, not a kept-alive one (the retry after a reset: the next idle socket may be stale too). */
function send(r: TransportRequest, timeoutMs: number, fresh = false): Promise<TransportAnswer> {
  return new Promise((resolve, reject) => {
    const secure = r.url.protocol === 'https:';
    const req = (secure ? https : http).request(
      r.url,
      {
        method: r.method,
        // Its length, always: node:http sends a DELETE's body without one, and the API reads it as the next request.
        headers: r.body === undefined ? r.headers : { ...r.headers, 'content-length': String(Buffer.byteLength(r.body)) },
        agent: fresh ? false : secure ? agents.https : agents.http,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new TransportTimeout(`timed out after ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(r.body);
  });
}

export const httpTransport: Transport = async (r, timeoutMs) => {
  try {
    return await send(r, timeoutMs);
  } catch (err) {
    if (!STALE_SOCKET_CODES.has((err as NodeJS.ErrnoException).code ?? '') || (r.method !== 'GET' && r.method !== 'HEAD')) throw err;
    return send(r, timeoutMs, true);
  }
};
