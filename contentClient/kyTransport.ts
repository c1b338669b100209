// The browser's transport: ky over the platform's fetch (the stack's HTTP client), with ky's own retries and
// status errors off, since the client does both (call.ts) the same way for every runtime.
import ky from 'ky';
import type { Transport } from './transport';

export const kyTransport: Transport = async (r, timeoutMs) => {
  const res = await ky(r.url, {
    method: r.method,
    headers: r.headers,
    ...(r.body !== undefined ? { body: r.body } : {}),
    credentials: 'same-origin',
    ...(r.fresh ? { cache: 'no-store' as const } : {}),
    ...(r.signal ? { signal: r.signal } : {}),
    timeout: timeoutMs,
    retry: 0,
    throwHttpErrors: false,
  });
  return { status: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) };
};
