import { describe, expect, it } from 'vitest';
import { withThreadTime, type TraceEvent } from './threadTimeTrace';

const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const x = (name: string, ts: number, dur: number, tdur?: number, tid = 1): TraceEvent => ({
  name,
  ph: 'X',
  pid: 7,
  tid,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

describe('withThreadTime (D-302)', () => {
  const events = [
    meta(7, 1, 'CrRendererMain'),
    meta(7, 2, 'Compositor'),
    x('RunTask', 1000, 400, 100),
    x('Layout', 1200, 200, 50),
    x('RunTask', 2000, 80, 80),
    x('RunTask', 3000, 40, 60),
    x('RunTask', 1000, 400, 100, 2),
    { name: 'firstContentfulPaint', ph: 'I', pid: 7, tid: 1, ts: 1300 },
  ];
  const out = withThreadTime(events);
  const at = (i: number) => ({ ts: out[i]!.ts, dur: out[i]!.dur });

  it('scales a main-thread task to its thread time from its start, and what it holds with it', () => {
    expect(at(2)).toEqual({ ts: 1000, dur: 100 });
    // 200 µs after the task's start at a quarter of the pace: 50 µs after it, a quarter as long.
    expect(at(3)).toEqual({ ts: 1050, dur: 50 });
  });

  it('never lengthens a task, and leaves one that ran at full pace as it was', () => {
    expect(at(4)).toEqual({ ts: 2000, dur: 80 });
    expect(at(5)).toEqual({ ts: 3000, dur: 40 });
  });

  it('leaves other threads, instant events and the input as they were', () => {
    expect(at(6)).toEqual({ ts: 1000, dur: 400 });
    expect(out[7]!.ts).toBe(1300);
    expect(events[2]).toEqual(x('RunTask', 1000, 400, 100));
    expect(events[3]).toEqual(x('Layout', 1200, 200, 50));
  });

  it('leaves an event without thread time as it was', () => {
    const [, task] = withThreadTime([meta(7, 1, 'CrRendererMain'), x('RunTask', 0, 300)]);
    expect(task).toMatchObject({ ts: 0, dur: 300 });
  });
});
