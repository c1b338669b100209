// How the content client reaches the API: one GET, one answer. A transport only carries bytes; retries,
// statuses, JSON and shapes are the client's (client.ts), so both transports behave the same
// (transports.test.ts runs one table against both).

export interface TransportAnswer {
  status: number;
  body: string;
}

/**
 * GET `url` with `headers`; resolves with whatever status came, rejects only when no answer came (refused,
 * reset, DNS, `timeoutMs` passed).
 */
export type Transport = (url: URL, headers: Readonly<Record<string, string>>, timeoutMs: number) => Promise<TransportAnswer>;
