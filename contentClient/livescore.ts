// The live-score service's client for server code (pages, the prerender job): one method per call of
// specialised-features.md §7, each answering the envelope's `response` typed as domain/sports/types.ts. Each
// sport's calls are its own file (football.ts, formula1.ts); this file is their registry in the client.
// Failures are ContentApiErrors with the content client's kinds (errors.ts), so a page maps them alike.
import type { LivescoreEnvelope } from '../domain/sports/types';
import type { Sport } from '../domain/sports/sport';
import { createCaller } from './call';
import { ContentApiError } from './errors';
import { httpTransport } from './httpTransport';
import type { Transport } from './transport';
import { footballCalls } from './football';
import { formula1Calls } from './formula1';
import type { LivescoreGet } from './livescoreGet';

const TIMEOUT_MS = 5_000;

/**
 * `transport`: node:http over kept-alive sockets (httpTransport.ts) unless a test passes another. Not fetch:
 * a render thread blocks between tasks, so fetch's pool never saw the service close an idle socket, and
 * every other call after a pause failed with "other side closed"; httpTransport retries such a socket once.
 */
export function livescoreClient(baseUrl: string, transport: Transport = httpTransport) {
  const caller = createCaller({ baseUrl, transport, timeoutMs: TIMEOUT_MS });
  const get: LivescoreGet = async <T>(sport: Pick<Sport, 'service'>, path: string) => {
    const request = `/livescore/${sport.service}/${path}`;
    const body = await caller.get<Partial<LivescoreEnvelope<T>> | undefined>(request);
    if (!Array.isArray(body?.response)) throw new ContentApiError('bad-response', `GET ${request}`, 200, 'no response list');
    return body.response;
  };
  return { ...formula1Calls(get), ...footballCalls(get) };
}

export type LivescoreClient = ReturnType<typeof livescoreClient>;
