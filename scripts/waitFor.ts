/**
 * Resolves once `url` answers 2xx; polls every 100 ms, fails after `timeoutMs`. `userAgent` names a probe whose
 * access lines the services put at debug (domain/accessLevel.ts), where a reader's would show at info.
 */
export async function waitFor(url: string, { timeoutMs = 120_000, userAgent }: { timeoutMs?: number; userAgent?: string } = {}): Promise<void> {
  const end = Date.now() + timeoutMs;
  const init = userAgent ? { headers: { 'user-agent': userAgent } } : {};
  while (Date.now() < end) {
    try {
      const res = await fetch(url, init);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}
