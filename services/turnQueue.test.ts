import { describe, expect, it } from 'vitest';
import { TurnQueue } from './turnQueue';

/** A turn the test gives: every task waits for its turn until `open()`. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let turns = 0;
  return {
    nextTurn: () => {
      turns++;
      return opened;
    },
    open,
    get turns() {
      return turns;
    },
  };
}

describe('TurnQueue', () => {
  it('runs one task at a time, in order, each after a turn of its own', async () => {
    const g = gate();
    const q = new TurnQueue({ waiting: 5, nextTurn: g.nextTurn });
    const ran: number[] = [];
    const results = [1, 2, 3].map((i) => q.run(() => (ran.push(i), i * 10)));
    expect(q.size).toBe(3);
    // The first waits for its turn; the others wait behind it.
    expect(g.turns).toBe(1);
    expect(ran).toEqual([]);
    g.open();
    expect(await Promise.all(results)).toEqual([10, 20, 30]);
    expect(ran).toEqual([1, 2, 3]);
    expect(g.turns).toBe(3);
    expect(q.size).toBe(0);
  });

  it('refuses a task beyond `waiting` behind the running one, and takes one again when there is room', async () => {
    const g = gate();
    const q = new TurnQueue({ waiting: 2, nextTurn: g.nextTurn });
    const taken = [q.run(() => 'a'), q.run(() => 'b'), q.run(() => 'c')];
    expect(q.run(() => 'd')).toBeNull();
    expect(q.size).toBe(3);
    g.open();
    expect(await Promise.all(taken)).toEqual(['a', 'b', 'c']);
    expect(await q.run(() => 'e')).toBe('e');
  });

  it('takes a task when idle even with no room to wait', async () => {
    const q = new TurnQueue({ waiting: 0 });
    expect(await q.run(() => 1)).toBe(1);
  });

  it('hands a failing task’s error to its caller and goes on with the next', async () => {
    const q = new TurnQueue({ waiting: 2 });
    const failed = q.run(() => {
      throw new Error('boom');
    });
    const next = q.run(async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });
});
