// Work that runs on the event loop the cheap calls share (the quiz's GraphQL: parse, validate and execute
// are synchronous over SQLite), taken one task at a time, each in a turn of the loop of its own: between any
// two the sockets are read, so a cheap call waits for at most one task, not for every one that arrived with it.
// A task that finds `waiting` others before it is refused at once, which costs no more than a cheap call.

export interface TurnQueueOptions {
  /** Tasks that may wait behind the running one; one more is refused. */
  waiting: number;
  /** Resolves once the event loop has read its sockets (default: setImmediate). Tests hold tasks with it. */
  nextTurn?: () => Promise<void>;
}

const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class TurnQueue {
  private readonly queue: (() => void)[] = [];
  private busy = false;
  private readonly waiting: number;
  private readonly nextTurn: () => Promise<void>;

  constructor(opts: TurnQueueOptions) {
    this.waiting = opts.waiting;
    this.nextTurn = opts.nextTurn ?? loopTurn;
  }

  /** Tasks taken and not finished: the running one (or the one waiting for its turn) and those behind it. */
  get size(): number {
    return this.queue.length + (this.busy ? 1 : 0);
  }

  /** The task's result once its turn came and it ran, or null (nothing run) when the queue is full. */
  run<T>(task: () => T | Promise<T>): Promise<T> | null {
    if (this.busy && this.queue.length >= this.waiting) return null;
    return new Promise<T>((resolve, reject) => {
      this.queue.push(() => {
        void this.nextTurn()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            this.busy = false;
            this.next();
          });
      });
      this.next();
    });
  }

  private next(): void {
    if (this.busy) return;
    const start = this.queue.shift();
    if (!start) return;
    this.busy = true;
    start();
  }
}
