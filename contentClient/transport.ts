// How the content client reaches an API: one request, one answer. A transport only carries bytes; retries,
// statuses, JSON, shapes and the token's refresh are the client's (call.ts), so every transport behaves the
// same (transports.test.ts runs one table against each). One transport per runtime: node:http on the server
// (httpTransport.ts), ky in the browser (kyTransport.ts).

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

export interface TransportRequest {
  method: Method;
  url: URL;
  headers: Readonly<Record<string, string>>;
  body?: string;
  /** Browser only: past the browser's HTTP cache (a poll); the edge may still answer from its own. */
  fresh?: boolean;
  /** Browser only: the caller gave up (the next keystroke's search). */
  signal?: AbortSignal;
}

export interface TransportAnswer {
  status: number;
  body: string;
  /** The answer's headers, names in lower case. */
  headers: Readonly<Record<string, string>>;
}

/**
 * Sends `request`; resolves with whatever status came, rejects only when no answer came (refused, reset,
 * DNS, `timeoutMs` passed, aborted).
 */
export type Transport = (request: TransportRequest, timeoutMs: number) => Promise<TransportAnswer>;
