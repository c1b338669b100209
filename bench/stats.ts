export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** "median [min–max]" with the given decimals. */
export function summary(xs: number[], decimals = 2): string {
  const f = (x: number) => x.toFixed(decimals);
  return `${f(median(xs))} [${f(Math.min(...xs))}–${f(Math.max(...xs))}]`;
}
