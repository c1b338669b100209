import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../testing/browser';
import { testPlan } from './test';
import { NGINX } from '../testing/nginx';
import { REDIS_SERVER } from '../testing/redisServer';
import { NGINX_MODULES } from '../prerender/nginx';
import { VARNISHD, VARNISH_PACKAGES } from '../prerender/varnish';

const MODULES: string[] = [...NGINX_MODULES.map((m) => m.file), ...VARNISH_PACKAGES.filter((p) => 'loaded' in p).map((p) => p.binary)];
import { ensureSystemDeps, findBinary, installLine, systemDepsPlan, TEST_SYSTEM_DEPS, type Machine } from './systemDeps';

/** A machine with exactly these executable files. */
function machine(files: string[], uid: number | undefined, path = '/usr/local/bin:/usr/bin:/bin'): Machine & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    isExecutable: (p) => {
      calls.push(p);
      return files.includes(p);
    },
    path,
    uid,
  };
}

const REDIS = REDIS_SERVER;
const CHROMES = [CHROMIUM_PATH, HEADLESS_SHELL_PATH];
const ALL = [...CHROMES, '/usr/sbin/nginx', ...MODULES, '/usr/bin/java', REDIS, VARNISHD, '/usr/bin/apt-get'];

describe('systemDepsPlan', () => {
  it('does nothing when every binary is there', () => {
    expect(systemDepsPlan(TEST_SYSTEM_DEPS, machine(ALL, 1000))).toEqual({ kind: 'ok' });
    expect(systemDepsPlan(TEST_SYSTEM_DEPS, machine(ALL, 0))).toEqual({ kind: 'ok' });
  });

  it('finds java on PATH, wherever it is', () => {
    const m = machine([...CHROMES, '/usr/sbin/nginx', ...MODULES, '/opt/jdk/bin/java', REDIS, VARNISHD], 1000, '/opt/jdk/bin:/usr/bin');
    expect(systemDepsPlan(TEST_SYSTEM_DEPS, m)).toEqual({ kind: 'ok' });
    expect(findBinary('java', machine([], 1000))).toBeUndefined();
  });

  it('as root installs exactly the missing packages with apt-get', () => {
    const plan = systemDepsPlan(TEST_SYSTEM_DEPS, machine(['/usr/sbin/nginx', ...MODULES, REDIS, VARNISHD, '/usr/bin/apt-get'], 0));
    expect(plan).toEqual({
      kind: 'install',
      packages: ['chromium', 'chromium-headless-shell', 'default-jre-headless'],
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium', 'chromium-headless-shell', 'default-jre-headless'],
      ],
    });
  });

  it('as another user stops with the one command to run', () => {
    const plan = systemDepsPlan(TEST_SYSTEM_DEPS, machine([...CHROMES, ...MODULES, '/usr/bin/java', REDIS, VARNISHD, '/usr/bin/apt-get'], 1000));
    expect(plan.kind).toBe('stop');
    if (plan.kind !== 'stop') return;
    expect(plan.packages).toEqual(['nginx-light']);
    expect(plan.line).toContain('/usr/sbin/nginx');
    expect(plan.line.endsWith('sudo apt-get update && sudo apt-get install -y nginx-light')).toBe(true);
    expect(plan.line).not.toContain('\n');
  });

  it('looks for an nginx module as a file, not an executable, and installs its package', () => {
    const present = [...CHROMES, '/usr/sbin/nginx', '/usr/bin/java', REDIS, VARNISHD, '/usr/bin/apt-get'];
    const m = { ...machine(present, 0), isFile: (p: string) => MODULES.includes(p) };
    expect(systemDepsPlan(TEST_SYSTEM_DEPS, m)).toEqual({ kind: 'ok' });
    const plan = systemDepsPlan(TEST_SYSTEM_DEPS, machine(present, 0));
    expect(plan.kind === 'install' && plan.packages).toEqual(['libnginx-mod-http-brotli-static', 'libnginx-mod-http-brotli-filter', 'varnish-modules']);
  });

  it('stops where there is no uid (no getuid) as for a user', () => {
    expect(systemDepsPlan(TEST_SYSTEM_DEPS, machine([], undefined)).kind).toBe('stop');
  });

  it('as root without apt-get stops naming the packages', () => {
    const plan = systemDepsPlan(TEST_SYSTEM_DEPS, machine([], 0));
    expect(plan.kind).toBe('stop');
    if (plan.kind === 'stop')
      expect(plan.line).toContain(
        'chromium chromium-headless-shell nginx-light libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter default-jre-headless',
      );
  });

  it('names each package once', () => {
    const deps = [
      { pkg: 'a', binary: '/x', neededBy: 'x' },
      { pkg: 'a', binary: '/y', neededBy: 'y' },
    ];
    expect(installLine(['a'])).toBe('sudo apt-get update && sudo apt-get install -y a');
    const plan = systemDepsPlan(deps, machine([], 1000));
    expect(plan.kind === 'stop' && plan.packages).toEqual(['a']);
  });
});

describe('ensureSystemDeps', () => {
  it('exits 2 with one line on stderr when a binary is missing and it is not root; nothing is run', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(ensureSystemDeps(TEST_SYSTEM_DEPS, machine([...CHROMES, ...MODULES, '/usr/bin/java', REDIS, VARNISHD], 1000))).toBe(2);
      expect(err).toHaveBeenCalledTimes(1);
      expect(String(err.mock.calls[0]![0])).toMatch(/run {2}sudo apt-get update && sudo apt-get install -y nginx-light$/);
    } finally {
      err.mockRestore();
    }
  });

  it('returns 0 at once when everything is there (only the binaries are looked at)', () => {
    const m = machine(ALL, 0);
    expect(ensureSystemDeps(TEST_SYSTEM_DEPS, m)).toBe(0);
    expect(m.calls).not.toContain('/usr/bin/apt-get');
  });
});

describe('TEST_SYSTEM_DEPS', () => {
  it('checks the very paths the tests run', () => {
    const binaries = TEST_SYSTEM_DEPS.map((d) => d.binary);
    expect(binaries).toContain(CHROMIUM_PATH);
    expect(binaries).toContain(HEADLESS_SHELL_PATH);
    expect(binaries).toContain(NGINX);
    expect(binaries).toContain(REDIS_SERVER);
    expect(binaries).toContain(VARNISHD);
    // e2e/site/htmlValidity.test.ts runs `java` from PATH.
    expect(binaries).toContain('java');
  });
});

describe('the README and CI', () => {
  it("CI runs the README's test command, and that command checks the system packages first", () => {
    const readme = readFileSync('README.md', 'utf8');
    const block = /## Run every test\s+```sh\n(.+)\n```/.exec(readme);
    expect(block, 'README has a "Run every test" command').not.toBeNull();
    const command = block![1]!.trim();
    const ci = readFileSync('.ci/run', 'utf8').trim().split('\n');
    expect(ci.at(-1)).toBe(command);
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.test).toBe('tsx scripts/test.ts');
    const phases = testPlan('all', '/tmp/template').map((p) => p.name);
    expect(phases[0]).toBe('packages');
    expect(testPlan('all', '/tmp/template')[0]!.commands.flat().join(' ')).toContain('scripts/systemDeps.ts');
    // Then everything: the unit tier (typecheck and lint side by side), and the end-to-end tiers over one build and one template.
    expect(phases.slice(1)).toEqual(['checks', 'unit', 'build', 'template', 'site', 'browser', 'faults']);
    expect(testPlan('all', '/tmp/template')[1]!.commands.map((c) => c.join(' '))).toEqual(['npm run --silent typecheck', 'npm run --silent lint']);
    expect(testPlan('e2e', '/tmp/template').map((p) => p.name)).toEqual(['packages', 'build', 'template', 'site', 'browser', 'faults']);
    expect(testPlan('unit', '/tmp/template').map((p) => p.name)).toEqual(['checks', 'unit']);
  });
});
