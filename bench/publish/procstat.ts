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

/**
 * utime + stime in seconds from a stat line (with `children`: also cutime + cstime, the children it waited for),
 * and the kernel's part of it (stime, cstime); the command name may hold spaces and ')' so split after the last one.
 */
function cpuOfStatLine(line: string, children = false): { cpu: number; kernel: number } {
  const f = line
    .slice(line.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  // f[0] is field 3 (state); utime and stime are fields 14 and 15, cutime and cstime 16 and 17.
  const user = f[11]! + (children ? f[13]! : 0);
  const kernel = f[12]! + (children ? f[14]! : 0);
  return { cpu: (user + kernel) / TICKS_PER_SECOND, kernel: kernel / TICKS_PER_SECOND };
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
      out.set(Number(tid), cpuOfStatLine(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')).cpu);
    } catch {
      // The thread ended between readdir and read.
    }
  }
  return out;
}

/**
 * CPU seconds of the whole process (all threads, including those that ended) and of the children it waited for
 * (the job's file system flushes, `sync -f`, D-425, are its work), and the kernel's part of them.
 */
export function readProcessCpu(pid: number): { cpu: number; kernel: number } | null {
  try {
    return cpuOfStatLine(readFileSync(`/proc/${pid}/stat`, 'utf8'), true);
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

export interface CpuBreakdown {
  /** The whole process and the children it waited for, seconds. */
  cpu: number;
  /**
   * The kernel's part of `cpu` (system time): mostly creating and writing files. On this machine's ext4 without a
   * journal it swells for minutes after many files were deleted (D-426), so it is shown apart.
   */
  kernel: number;
  /** The main thread (tid = pid). */
  main: number;
  /**
   * Every other thread, busiest first. Node does not name its threads, and a render worker busy for the
   * whole run is never caught waiting in its event loop, so describeCpu takes the busiest as the render
   * workers: each renders for seconds, while a libuv pool or V8 GC/compiler thread stays near a tenth of that.
   */
  others: number[];
}

/**
 * Samples a process until stopped: memory every `memMs`, CPU per thread every `cpuMs`. A thread's CPU is
 * cumulative, so its last sample before it ended is kept (up to `cpuMs` of it may be missed); CPU counts
 * from the first sample, so a process that already ran (this one) can be sampled over one phase.
 */
export function sampleProcess(pid: number, memMs = 50, cpuMs = 100) {
  let hwm = 0;
  let maxRss = 0;
  let cpu = 0;
  let kernel = 0;
  const threads = new Map<number, number>();
  const mem = () => {
    const m = readMem(pid);
    if (m) {
      hwm = Math.max(hwm, m.hwm);
      maxRss = Math.max(maxRss, m.rss);
    }
  };
  const cpuSample = () => {
    for (const [tid, s] of readThreadCpu(pid)) threads.set(tid, Math.max(threads.get(tid) ?? 0, s));
    const p = readProcessCpu(pid);
    if (p) {
      cpu = Math.max(cpu, p.cpu);
      kernel = Math.max(kernel, p.kernel);
    }
  };
  const a = setInterval(mem, memMs);
  const b = setInterval(cpuSample, cpuMs);
  mem();
  cpuSample();
  const start = new Map(threads);
  const startCpu = cpu;
  const startKernel = kernel;
  return {
    /** Takes a last sample (if the process is still there) and stops; CPU counts from the first sample. */
    stop(): CpuBreakdown & { hwm: number; maxRss: number } {
      mem();
      cpuSample();
      clearInterval(a);
      clearInterval(b);
      const used = (tid: number) => (threads.get(tid) ?? 0) - (start.get(tid) ?? 0);
      return {
        hwm,
        maxRss,
        cpu: cpu - startCpu,
        kernel: kernel - startKernel,
        main: used(pid),
        others: [...threads.keys()]
          .filter((tid) => tid !== pid)
          .map(used)
          .sort((x, y) => y - x),
      };
    },
  };
}

/**
 * "12.3 [main thread 1.2, render workers 4.5 + 4.4, other threads 2.2; kernel 2.0]": the `workers` busiest other
 * threads are the render workers; the kernel's part is of the whole.
 */
export function describeCpu(b: CpuBreakdown, workers: number, mainLabel = 'main thread'): string {
  const w = b.others.slice(0, workers);
  const rest = b.others.slice(workers).reduce((x, y) => x + y, 0);
  // What no thread alive at the end holds: threads that ended and the children the process waited for (its flushes).
  const gone = b.cpu - b.main - b.others.reduce((x, y) => x + y, 0);
  const tail = gone >= 0.05 ? `, ended threads and child processes ${gone.toFixed(1)}` : '';
  return `${b.cpu.toFixed(1)} [${mainLabel} ${b.main.toFixed(1)}, render workers ${w.map((x) => x.toFixed(1)).join(' + ') || '–'}, other threads ${rest.toFixed(1)}${tail}; kernel ${b.kernel.toFixed(1)}]`;
}
