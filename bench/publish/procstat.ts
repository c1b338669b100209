// What Linux's /proc says about a process while it runs: memory, CPU per thread, and the whole machine's
// CPU. The prerender child's worker threads live in its process, so its figures include the render workers.
import { readFileSync, readdirSync } from 'node:fs';

// /proc/<pid>/stat counts CPU in clock ticks; 100 per second on every Linux we run on (getconf CLK_TCK).
const TICKS_PER_SECOND = 100;

export interface Mem {
  /** Peak resident set (VmHWM), bytes. */
  hwm: number;
  /** Current resident set (VmRSS), bytes. */
  rss: number;
}

export function readMem(pid: number | 'self'): Mem | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { hwm: kb('VmHWM'), rss: kb('VmRSS') };
  } catch {
    // The process has exited between two samples.
    return null;
  }
}

/** utime + stime in seconds from a stat line; the command name may hold spaces and ')' so split after the last one. */
function cpuOfStatLine(line: string): number {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); utime and stime are fields 14 and 15.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds per thread id (the main thread's id is the pid). */
export function readThreadCpu(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      out.set(Number(tid), cpuOfStatLine(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')));
    } catch {
      // The thread ended between readdir and read.
    }
  }
  return out;
}

/** CPU seconds of the whole process (all threads, including those that ended). */
export function readProcessCpu(pid: number): number | null {
  try {
    return cpuOfStatLine(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** Busy and total CPU seconds of the machine since boot, summed over cores. */
export function readSystemCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest is already inside user).
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = v[3]! + v[4]!;
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/** Whether a thread sleeps in epoll: a thread with its own event loop (main, a worker thread), not a libuv pool or V8 helper thread. */
function inEpoll(pid: number, tid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/task/${tid}/wchan`, 'utf8').includes('epoll');
  } catch {
    return false;
  }
}

export interface CpuBreakdown {
  /** The whole process, seconds. */
  cpu: number;
  /** The main thread (tid = pid). */
  main: number;
  /**
   * Other threads seen waiting in epoll, busiest first: the worker threads (render workers). Node does not
   * name its threads; besides the workers only the platform's delayed-task thread and a module loader
   * thread have an event loop, and both stay near zero.
   */
  loops: number[];
  /** Everything else: libuv pool threads (zlib, fs), V8 GC and compiler threads. */
  rest: number;
}

/**
 * Samples a process until stopped: memory every `memMs`, CPU per thread every `cpuMs`. A thread's CPU is
 * cumulative, so its last sample before it ended is kept (up to `cpuMs` of it may be missed); CPU counts
 * from the first sample, so a process that already ran (this one) can be sampled over one phase.
 */
// Per process, every thread any sampler has seen in epoll. Shared because an idle tinypool worker blocks in
// Atomics.wait (a futex, like the libuv pool): it shows its event loop only while a render awaits the API,
// so a sampler running over a quiet phase alone could miss it.
const loopThreads = new Map<number, Set<number>>();

export function sampleProcess(pid: number, memMs = 50, cpuMs = 100) {
  let hwm = 0;
  let maxRss = 0;
  let cpu = 0;
  const threads = new Map<number, number>();
  const loops = loopThreads.get(pid) ?? new Set<number>();
  loopThreads.set(pid, loops);
  const mem = () => {
    const m = readMem(pid);
    if (m) {
      hwm = Math.max(hwm, m.hwm);
      maxRss = Math.max(maxRss, m.rss);
    }
  };
  const cpuSample = () => {
    for (const [tid, s] of readThreadCpu(pid)) {
      threads.set(tid, Math.max(threads.get(tid) ?? 0, s));
      if (tid !== pid && !loops.has(tid) && inEpoll(pid, tid)) loops.add(tid);
    }
    cpu = Math.max(cpu, readProcessCpu(pid) ?? 0);
  };
  const a = setInterval(mem, memMs);
  const b = setInterval(cpuSample, cpuMs);
  mem();
  cpuSample();
  const start = new Map(threads);
  const startCpu = cpu;
  return {
    /** Takes a last sample (if the process is still there) and stops; CPU counts from the first sample. */
    stop(): CpuBreakdown & { hwm: number; maxRss: number } {
      mem();
      cpuSample();
      clearInterval(a);
      clearInterval(b);
      const used = (tid: number) => (threads.get(tid) ?? 0) - (start.get(tid) ?? 0);
      const others = [...threads.keys()].filter((tid) => tid !== pid);
      return {
        hwm,
        maxRss,
        cpu: cpu - startCpu,
        main: used(pid),
        loops: others.filter((t) => loops.has(t)).map(used).sort((x, y) => y - x),
        rest: others.filter((t) => !loops.has(t)).reduce((sum, t) => sum + used(t), 0),
      };
    },
  };
}

/** "total 12.3 s: main 1.2, workers 4.5 + 4.4, rest 2.2" — the workers being the `workers` busiest event-loop threads. */
export function describeCpu(b: CpuBreakdown, workers: number, mainLabel = 'main thread'): string {
  const w = b.loops.slice(0, workers);
  const extra = b.loops.slice(workers).reduce((x, y) => x + y, 0);
  return `${b.cpu.toFixed(1)} [${mainLabel} ${b.main.toFixed(1)}, render workers ${w.map((x) => x.toFixed(1)).join(' + ') || '–'}, other threads ${(b.rest + extra).toFixed(1)}]`;
}
