// Every service of compose.yaml started as compose starts it: its own command (`npm run …`, `sh deploy/nginx.sh`)
// from the repository, the app image's environment (Dockerfile ENV) and the service's, with the containers'
// addresses made local (a free port for each of compose's ports, 127.0.0.1 for a service's name, a temporary
// folder for /srv). Each one must pass its own healthcheck — the very command compose.yaml declares, run
// against the started service — and a search through the origin and nginx must reach the render server.
// Issue #37: the preview's /readyz once answered 401 (its login), so its container was never healthy. The README's "alone" commands are the same npm scripts. Issue #33: `npm run render`
// once ran `prerender` as its npm pre-hook, exited 2, and the render container never listened.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultServices, healthCommand, healthUrl, readCompose, startOrder, type ComposeService } from '../../deploy/compose';
import { freePort } from '../../scripts/freePort';
import { NGINX } from '../../testing/nginx';
import { VARNISHD } from '../../prerender/varnish';
import { worldSecrets } from '../../testing/world/secrets';
import { worldPaths } from '../../testing/world/template';
import { ask } from './http';

const ROOT = join(import.meta.dirname, '..', '..');
/** Only against a hang: the job's first full build (600 articles) runs beside the rest of the tier. */
const CEILING_MS = 10 * 60_000;

// What a plain `docker compose up` starts: the render workers and their Redis are under the profile `queue` (D-419).
const services = defaultServices(readCompose().services);
const names = startOrder(services).filter((name) => (name !== 'nginx' || existsSync(NGINX)) && (name !== 'varnish' || existsSync(VARNISHD)));

/** The app image's ENV lines (NODE_ENV=production…), which every service's process runs with. */
function imageEnv(): Record<string, string> {
  const app =
    readFileSync(join(ROOT, 'Dockerfile'), 'utf8')
      .split(/^FROM /m)
      .find((stage) => / AS app\n/.test(stage)) ?? '';
  const env: Record<string, string> = {};
  for (const m of app.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)) {
    for (const pair of m[1]!.replace(/\\\n/g, ' ').split(/\s+/).filter(Boolean)) {
      const [key, ...value] = pair.split('=');
      env[key!] = value.join('=');
    }
  }
  return env;
}

/** compose's addresses and paths made local: `port` maps each of compose's ports to a free one. */
function localize(variable: string, value: string, o: { ports: Map<string, number>; srv: string; secrets: Record<string, string> }): string {
  const required = /^\$\{([A-Z0-9_]+):\?[^}]*\}$/.exec(value);
  if (required) return o.secrets[required[1]!] ?? '';
  if (/^\$\{[A-Z0-9_]+:-\}$/.test(value)) return '';
  // A list of URLs (VARNISH_ORIGINS): each one made local.
  if (/^https?:\/\/[^,]*,/.test(value))
    return value
      .split(',')
      .map((one) => localize(variable, one, o))
      .join(',');
  if (/^https?:\/\//.test(value)) {
    const url = new URL(value);
    if (url.hostname in services) url.hostname = '127.0.0.1';
    url.port = String(o.ports.get(url.port) ?? url.port);
    return url.href.replace(/\/$/, '');
  }
  if (variable.endsWith('_PORT')) return String(o.ports.get(value) ?? value);
  if (value.startsWith('/srv/')) return join(o.srv, value.slice('/srv/'.length));
  return value;
}

/** Every port compose names: in a URL of a setting or a healthcheck, or a *_PORT setting. */
function composePorts(): Set<string> {
  const ports = new Set<string>();
  for (const s of Object.values(services)) {
    for (const [variable, value] of Object.entries(s.environment ?? {})) {
      for (const one of /^https?:\/\//.test(value) ? value.split(',') : []) if (new URL(one).port) ports.add(new URL(one).port);
      if (variable.endsWith('_PORT')) ports.add(value);
    }
    const health = healthUrl(s);
    if (health) ports.add(new URL(health).port);
  }
  return ports;
}

interface Running {
  child: ChildProcess;
  output(): string;
}

describe('every service, started as compose.yaml starts it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compose-services-'));
  const srv = join(dir, 'srv');
  const ports = new Map<string, number>();
  const running = new Map<string, Running>();
  const health = new Map<string, string>();
  /** Each service's healthcheck command as compose declares it, its addresses made local. */
  const checks = new Map<string, string[]>();

  const envOf = (s: ComposeService): Record<string, string> => {
    const secrets: Record<string, string> = {};
    worldSecrets(secrets);
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, ...imageEnv() };
    for (const [variable, value] of Object.entries(s.environment ?? {})) env[variable] = localize(variable, value, { ports, srv, secrets });
    // The image's dist/ (built in place): here the run's build, in a temporary folder of its own.
    env.DIST_DIR = inject('distDir');
    return env;
  };

  const start = (name: string): Running => {
    const [command, ...args] = services[name]!.command!;
    let output = '';
    // Its own process group, so that the stop reaches npm's child too.
    const child = spawn(command!, args, { cwd: ROOT, env: envOf(services[name]!), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-8000)));
    child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-8000)));
    const r = { child, output: () => output };
    running.set(name, r);
    return r;
  };

  /**
   * Its healthcheck's URL answering 2xx. A 4xx is final (a login, a missing route: no start period makes it
   * pass), an error at once; so are the process gone and, only against a hang, the ceiling.
   */
  const healthy = async (name: string, url: string) => {
    const r = running.get(name)!;
    const fail = (why: string) => {
      const others = [...running].map(([n, o]) => `── ${n}:\n${o.output()}`).join('\n');
      return new Error(`${name}: ${why}\n${others}`);
    };
    const exited = new Promise<never>((_, reject) => r.child.once('exit', (code, signal) => reject(fail(`exited (${signal ?? code}) before ${url} answered`))));
    const up = (async () => {
      const end = performance.now() + CEILING_MS;
      while (performance.now() < end && r.child.exitCode === null) {
        const status = await fetch(url, { redirect: 'manual' }).then(
          (res) => res.status,
          () => 0,
        );
        if (status >= 200 && status < 300) return;
        if (status >= 400 && status < 500) throw fail(`${url} answered ${status}: its healthcheck can never pass`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw fail(`${url} did not answer 2xx within ${CEILING_MS / 1000} s`);
    })();
    await Promise.race([up, exited]);
  };

  beforeAll(async () => {
    for (const port of composePorts()) ports.set(port, await freePort());
    // The data volume: the run's seeded store (compose's content service seeds one only when there is none).
    cpSync(worldPaths(inject('template')).storeDir, join(srv, 'data'), { recursive: true });
    // Started as root, nginx's workers drop to 'nobody': it must be able to enter the output volume's folders.
    chmodSync(dir, 0o755);
    for (const name of names) {
      start(name);
      const command = healthCommand(services[name]!);
      if (command)
        checks.set(
          name,
          command.map((arg) => localize('', arg, { ports, srv, secrets: {} })),
        );
      const url = healthUrl(services[name]!);
      if (!url) continue;
      health.set(name, localize('', url, { ports, srv, secrets: {} }));
      // compose starts a dependent once this one is healthy.
      await healthy(name, health.get(name)!);
    }
  }, CEILING_MS * names.length);

  afterAll(async () => {
    await Promise.all(
      [...running.values()].map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
      }),
    );
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('starts each one and keeps it running', () => {
    expect([...running.keys()]).toEqual(names);
    expect(names).toEqual(expect.arrayContaining(['content', 'prerender', 'render', 'origin', 'preview']));
    for (const [name, { child, output }] of running) expect(child.exitCode ?? child.signalCode, `${name}:\n${output()}`).toBeNull();
  });

  it("passes each one's own healthcheck: the command compose.yaml declares exits 0 (the /readyz of every Node server)", () => {
    // Every service with a healthcheck has one this test can wait for and run (a URL to ask).
    expect([...checks.keys()].sort()).toEqual(names.filter((n) => services[n]!.healthcheck).sort());
    expect([...health.keys()].sort()).toEqual([...checks.keys()].sort());
    // nginx and Varnish (a file through an origin) ask a file they serve.
    for (const [name, url] of health) if (name !== 'nginx' && name !== 'varnish') expect(url, name).toMatch(/\/readyz$/);
    for (const [name, [command, ...args]] of checks) {
      const check = spawnSync(command!, args, { cwd: ROOT, env: envOf(services[name]!), timeout: 30_000, encoding: 'utf8' });
      expect(check.status, `${name}: ${[command, ...args].join(' ')}\n${check.stderr}`).toBe(0);
    }
  });

  it('answers a search (forwarded to the render server) through the origins, nginx and Varnish', async () => {
    const readers = names.filter((n) => n.startsWith('origin') || n === 'nginx' || n === 'varnish').map((n) => health.get(n)!);
    expect(readers.length).toBeGreaterThan(0);
    for (const url of readers) {
      const answer = await ask(new URL(url).origin, '/archivum?term=budapest');
      expect(answer.status, url).toBe(200);
      expect(answer.body).toContain('<main');
    }
  });

  it('runs every server the README names on its own through one of these npm scripts', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const alone = [...readme.matchAll(/^\| `npm run ([a-z:-]+)` \| the [^|]* alone/gm)].map((m) => m[1]!);
    expect(alone.length).toBeGreaterThan(2);
    const started = names
      .map((n) => services[n]!.command!)
      .filter((c) => c[0] === 'npm')
      .map((c) => c[2]);
    for (const script of alone) expect(started, script).toContain(script);
  });
});
