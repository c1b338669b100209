// The Debian packages the tests need beside node_modules, checked first by `npm test` (and `npm run
// test:e2e`): Chromium for the browser tests and Lighthouse, nginx for every test world (testing/world/) and the
// nginx tests (server/serving.e2e.test.ts, prerender/nginx.e2e.test.ts), Java for the Nu HTML checker
// (e2e/site/htmlValidity.test.ts), redis-server for the tests of the state replicas share (D-406, D-407), Varnish
// and varnish-modules (xkey) for the CDN's tests (prerender/varnish.test.ts, e2e/site/varnish.test.ts). When every binary is there it does nothing (no apt call). When one is
// missing it installs the packages as root (apt-get update && apt-get install -y …); as another user it
// stops at once (exit 2) with one line giving the command to run. `npm start` needs none of them.
//
// The decision is pure (systemDepsPlan: binaries present in, what to do out), so it is tested without apt.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NGINX_MODULES } from '../prerender/nginx';
import { VARNISH_PACKAGES } from '../prerender/varnish';

export interface SystemDep {
  /** The Debian package. */
  pkg: string;
  /** The binary it provides: an absolute path where the tests use that path, else a name looked up on PATH. */
  binary: string;
  /** The binary is a file loaded rather than run (an nginx module): it need only be there, not executable. */
  loaded?: true;
  /** What needs it (for the message). */
  neededBy: string;
}

/** Every system package the tests need, spelled once: the package and the binary it provides. */
export const TEST_SYSTEM_DEPS: readonly SystemDep[] = [
  { pkg: 'chromium', binary: '/usr/bin/chromium', neededBy: 'Lighthouse and the whole-browser tests (testing/browser.ts CHROMIUM_PATH)' },
  { pkg: 'chromium-headless-shell', binary: '/usr/bin/chromium-headless-shell', neededBy: 'the browser tests (testing/browser.ts HEADLESS_SHELL_PATH)' },
  { pkg: 'nginx-light', binary: '/usr/sbin/nginx', neededBy: 'the nginx tests' },
  // The modules the generated nginx.conf loads (prerender/nginx.ts): brotli from the .br copies and on the fly.
  ...NGINX_MODULES.map((m) => ({ pkg: m.pkg, binary: m.file, neededBy: m.neededBy, loaded: true as const })),
  { pkg: 'default-jre-headless', binary: 'java', neededBy: 'the Nu HTML checker (vnu-jar)' },
  // Started by the tests themselves on a free port (testing/redisServer.ts), never as the system's service.
  { pkg: 'redis-server', binary: '/usr/bin/redis-server', neededBy: 'the shared-state tests (testing/redisServer.ts)' },
  // The CDN (prerender/varnish.ts): varnishd, and the xkey vmod of varnish-modules that its VCL imports.
  ...VARNISH_PACKAGES,
];

/** What the process can see of the machine (injected in tests). */
export interface Machine {
  /** True when the file exists and is executable. */
  isExecutable(path: string): boolean;
  /** True when the file exists (a module nginx loads is not executable); default isExecutable. */
  isFile?(path: string): boolean;
  /** The PATH variable. */
  path: string;
  /** process.getuid(); undefined where there is none (Windows). */
  uid: number | undefined;
}

export type Plan =
  | { kind: 'ok' }
  /** Run as root: these commands, in order. */
  | { kind: 'install'; packages: string[]; commands: string[][] }
  /** Not root, or no apt-get: print the line and exit 2. */
  | { kind: 'stop'; packages: string[]; line: string };

/** Where a binary is: itself when absolute, else the first executable of that name on PATH. */
export function findBinary(binary: string, m: Pick<Machine, 'isExecutable' | 'path'>): string | undefined {
  if (binary.includes('/')) return m.isExecutable(binary) ? binary : undefined;
  for (const dir of m.path.split(delimiter)) {
    if (dir && m.isExecutable(join(dir, binary))) return join(dir, binary);
  }
  return undefined;
}

export function missingDeps(deps: readonly SystemDep[], m: Machine): SystemDep[] {
  return deps.filter((d) => (d.loaded ? !(m.isFile ?? m.isExecutable)(d.binary) : findBinary(d.binary, m) === undefined));
}

/** The one line printed where the packages cannot be installed by this process. */
export function installLine(packages: readonly string[]): string {
  return `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
}

/** What to do, given what the machine has: nothing, install (as root with apt-get), or stop with the command to run. */
export function systemDepsPlan(deps: readonly SystemDep[], m: Machine): Plan {
  const missing = missingDeps(deps, m);
  if (missing.length === 0) return { kind: 'ok' };
  const packages = [...new Set(missing.map((d) => d.pkg))];
  const what = missing.map((d) => `${d.binary} (${d.pkg}, for ${d.neededBy})`).join(', ');
  if (m.uid !== 0) {
    return { kind: 'stop', packages, line: `missing ${what}: run  ${installLine(packages)}` };
  }
  if (!findBinary('apt-get', m)) {
    return {
      kind: 'stop',
      packages,
      line: `missing ${what}, and there is no apt-get: install the Debian packages ${packages.join(' ')} (or your system's equivalent)`,
    };
  }
  return {
    kind: 'install',
    packages,
    commands: [
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', ...packages],
    ],
  };
}

export function realMachine(): Machine {
  return {
    isExecutable(path) {
      try {
        accessSync(path, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    isFile(path) {
      try {
        return statSync(path).isFile();
      } catch {
        return false;
      }
    },
    path: process.env.PATH ?? '',
    uid: process.getuid?.(),
  };
}

/** Checks, installs when it can, and returns the exit code (0: everything is there). */
export function ensureSystemDeps(deps: readonly SystemDep[] = TEST_SYSTEM_DEPS, m: Machine = realMachine()): number {
  const plan = systemDepsPlan(deps, m);
  if (plan.kind === 'ok') return 0;
  if (plan.kind === 'stop') {
    console.error(plan.line);
    return 2;
  }
  console.log(`installing the Debian packages the tests need: ${plan.packages.join(' ')}`);
  for (const [cmd, ...args] of plan.commands) {
    const r = spawnSync(cmd!, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) {
      console.error(`${[cmd, ...args].join(' ')} failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`})`);
      return 2;
    }
  }
  const still = missingDeps(deps, m);
  if (still.length > 0) {
    console.error(`still missing after the install: ${still.map((d) => `${d.binary} (${d.pkg})`).join(', ')}`);
    return 2;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(ensureSystemDeps());
