// The functions a profiled full build spent its CPU in (`npm run bench -- publish --profile`): node writes
// one .cpuprofile per thread (the job's main thread and each render thread); this adds up the self time
// of each function over the render threads, and apart over the main thread.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface FunctionCost {
  name: string;
  /** Where it lives: a file of the project, a package, or node's own. */
  where: string;
  selfMs: number;
}

/** A .cpuprofile file's thread: node names them CPU.<date>.<time>.<pid>.<thread id>.<seq>.cpuprofile; the main thread is 0. */
export function threadOf(file: string): number {
  const m = /^CPU\.\d+\.\d+\.\d+\.(\d+)\.\d+\.cpuprofile$/.exec(file);
  return m ? Number(m[1]) : -1;
}

/** A script's URL as short as still says what it is: the package's name, or the file below the project. */
export function shortWhere(url: string): string {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (pkg) return `${pkg[1]} ${pkg[2]!.split('/').pop()}`;
  if (url.startsWith('node:')) return url;
  const own = /\/(?:server|client)\/(?:chunks|entries|assets)\/.*$|\/(workers|domain|contentClient|prerender|lib|config)\/.*$/.exec(url);
  if (own) return own[0].replace(/^\//, '');
  return url.split('/').slice(-2).join('/');
}

/** Self time per function (by name and place), summed over the profiles given. */
export function selfTimes(profiles: CpuProfile[]): { total: number; rows: FunctionCost[] } {
  const byKey = new Map<string, FunctionCost>();
  let total = 0;
  for (const p of profiles) {
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    p.samples.forEach((id, i) => {
      const ms = (p.timeDeltas[i] ?? 0) / 1000;
      const f = nodes.get(id)!.callFrame;
      // Idle is no one's cost; nor is a render thread's wait for its next task (tinypool blocks in Atomics.wait).
      if (f.functionName === '(idle)' || f.functionName === 'atomicsWaitLoop') return;
      total += ms;
      const where = shortWhere(f.url);
      const key = `${f.functionName}|${f.url}|${f.lineNumber}`;
      const row = byKey.get(key) ?? { name: f.functionName || '(anonymous)', where: f.url ? `${where}:${f.lineNumber + 1}` : where, selfMs: 0 };
      row.selfMs += ms;
      byKey.set(key, row);
    });
  }
  return { total, rows: [...byKey.values()].sort((a, b) => b.selfMs - a.selfMs) };
}

/** The profiles of the job's main thread and of its render threads (those that ran workers/render-worker.mjs; not the module loader's thread). */
export function readProfiles(dir: string): { main: CpuProfile[]; workers: CpuProfile[] } {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const read = (f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CpuProfile;
  const renders = (p: CpuProfile) => p.nodes.some((n) => n.callFrame.url.endsWith('/workers/render-worker.mjs'));
  return {
    main: files.filter((f) => threadOf(f) === 0).map(read),
    workers: files
      .filter((f) => threadOf(f) > 0)
      .map(read)
      .filter(renders),
  };
}

/** What a function's time is part of: a package, the page's own code, node's file system or compression, V8. */
export function groupOf(f: FunctionCost & { url?: string }): string {
  if (f.where === '(native)') return /^\((garbage collector|program)\)$/.test(f.name) ? `V8 ${f.name}` : 'native calls (file system, zlib)';
  const pkg = /^((?:@[^/ ]+\/)?[^ /:]+) /.exec(f.where);
  if (pkg) return pkg[1]!;
  if (f.where.startsWith('node:')) return `node ${f.where.split(':')[1]}`;
  if (/^(server|client)\//.test(f.where)) return 'the page code (build chunks)';
  return f.where.split('/')[0] ?? f.where;
}

/** Self time summed by group (groupOf) as a markdown table. */
export function groupTable(profiles: CpuProfile[], pages: number, n = 12): string {
  const { total, rows } = selfTimes(profiles);
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(groupOf(r), (sums.get(groupOf(r)) ?? 0) + r.selfMs);
  const sorted = [...sums].sort((a, b) => b[1] - a[1]);
  return [
    `| part | self ms | share | ms/page |`,
    `|---|---|---|---|`,
    ...sorted.slice(0, n).map(([g, ms]) => `| ${g} | ${ms.toFixed(0)} | ${((100 * ms) / total).toFixed(1)} % | ${(ms / pages).toFixed(3)} |`),
  ].join('\n');
}

/** The top `n` functions by self time as a markdown table, with each one's share and ms per page. */
export function topTable(profiles: CpuProfile[], pages: number, n = 15): string {
  const { total, rows } = selfTimes(profiles);
  const lines = [
    `| # | function | where | self ms | share | ms/page |`,
    `|---|---|---|---|---|---|`,
    ...rows
      .slice(0, n)
      .map(
        (r, i) =>
          `| ${i + 1} | \`${r.name}\` | ${r.where} | ${r.selfMs.toFixed(0)} | ${((100 * r.selfMs) / total).toFixed(1)} % | ${(r.selfMs / pages).toFixed(3)} |`,
      ),
    `| | all | ${profiles.length} thread${profiles.length === 1 ? '' : 's'} | ${total.toFixed(0)} | 100 % | ${(total / pages).toFixed(2)} |`,
  ];
  return lines.join('\n');
}
