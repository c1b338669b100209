// How a long-running process of the site stops: on SIGTERM or SIGINT it closes what it serves and exits 0
// (1 when closing fails or takes longer than `graceMs`), once however many signals arrive. `npm start`
// (scripts/supervise.ts) and a container runtime send SIGTERM and wait for exactly that.

export function exitOnSignal(name: string, close: () => Promise<unknown>, graceMs = 10_000): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`${name}: did not close within ${graceMs / 1000} s; exiting`);
      process.exit(1);
    }, graceMs).unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`${name}: closing failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
