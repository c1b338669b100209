// The browser's transport: the platform's fetch, nothing on top (the client does retries and statuses). Not ky:
// its 15 KB would grow a plain article's script past its budget (D-213) for the recommender's one call.
import type { Transport } from './transport';

export const fetchTransport: Transport = async (r, timeoutMs) => {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  r.signal?.addEventListener('abort', () => stop.abort(r.signal!.reason));
  try {
    const res = await fetch(r.url, {
      method: r.method,
      headers: r.headers,
      body: r.body,
      credentials: 'same-origin',
      ...(r.fresh ? { cache: 'no-store' as const } : {}),
      signal: stop.signal,
    });
    return { status: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) };
  } finally {
    clearTimeout(timer);
  }
};
