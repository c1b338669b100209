// The browser's transport: ky over fetch, with ky's own retries and status errors off (the client does both).
import ky from 'ky';
import type { Transport } from './transport';

export const kyTransport: Transport = async (url, headers, timeoutMs) => {
  const res = await ky.get(url, { headers: { ...headers, accept: 'application/json' }, timeout: timeoutMs, retry: 0, throwHttpErrors: false });
  return { status: res.status, body: await res.text() };
};
