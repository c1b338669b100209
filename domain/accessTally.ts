// The minute's line of the requests the access log writes at debug (domain/accessLevel.ts): how many, and
// the failed ones by status, so an operator at info level still sees the polls and their errors.
//
//   {"level":"info","service":"origin","polled":{"requests":1234,"seconds":60,"errors":{"404":3}},
//    "msg":"polls, probes and prerender reads: 1234 requests in 60 s, errors 404 ×3"}

export interface TallyLine {
  requests: number;
  seconds: number;
  /** Answers of 400 and above, by status. */
  errors: Record<string, number>;
  msg: string;
}

export class AccessTally {
  private requests = 0;
  private errors = new Map<number, number>();

  /** `since`: the clock (ms) the first count starts at. */
  constructor(private since: number) {}

  add(status: number): void {
    this.requests++;
    if (status >= 400) this.errors.set(status, (this.errors.get(status) ?? 0) + 1);
  }

  /** The line of the requests since the last one (none when none came), and a new count from `now`. */
  take(now: number): TallyLine | null {
    const seconds = Math.round((now - this.since) / 1000);
    this.since = now;
    if (this.requests === 0) return null;
    const byStatus = [...this.errors].sort(([a], [b]) => a - b);
    const errors = Object.fromEntries(byStatus.map(([status, n]) => [String(status), n]));
    const told = byStatus.length ? `errors ${byStatus.map(([status, n]) => `${status} ×${n}`).join(', ')}` : 'no errors';
    const line = {
      requests: this.requests,
      seconds,
      errors,
      msg: `polls, probes and prerender reads: ${this.requests} request${this.requests === 1 ? '' : 's'} in ${seconds} s, ${told}`,
    };
    this.requests = 0;
    this.errors = new Map();
    return line;
  }
}
