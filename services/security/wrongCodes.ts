/**
 * Wrong codes per pre-auth token (by jti), in memory like the rate limits, so a refused code writes nothing to
 * the store. An entry lives as long as its token.
 */
export class WrongCodes {
  private readonly strikes = new Map<string, { count: number; expiresAt: number }>();

  constructor(readonly max: number) {}

  exhausted(jti: string): boolean {
    return (this.strikes.get(jti)?.count ?? 0) >= this.max;
  }

  add(jti: string, expiresAt: number, now: number): void {
    if (this.strikes.size > 10_000) for (const [k, v] of this.strikes) if (v.expiresAt <= now) this.strikes.delete(k);
    const entry = this.strikes.get(jti) ?? { count: 0, expiresAt };
    entry.count += 1;
    this.strikes.set(jti, entry);
  }

  forget(jti: string): void {
    this.strikes.delete(jti);
  }
}
