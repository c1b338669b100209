/** Runs `fn` over the items, at most `limit` at a time; the first failure rejects (after the others settle). */
export async function mapLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let i = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (i < items.length && failure === null) {
      const item = items[i++]!;
      try {
        await fn(item);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== null) throw failure;
}
