// compose.yaml and the Dockerfile held to the code, without Docker (docs/deploy.md "Checked without Docker").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECRETS, type SecretName } from '../config/secrets';
import { ALL_NAMES } from '../config/settings';
import { defaultNginxSettings } from '../prerender/options';
import { JOB_NODE_FLAGS } from '../prerender/nodeFlags';
import { defaultServices, healthUrl, readCompose, startOrder, type ComposeService as Service } from './compose';
import { TEST_SYSTEM_DEPS } from '../scripts/systemDeps';

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const composeText = read('compose.yaml');
const compose = readCompose(composeText);
const services = compose.services;
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const env = (name: string) => services[name]?.environment ?? {};

/** The site's processes (docs/deploy.md "Services"). */
const SITE_SERVICES = ['content', 'prerender', 'render', 'origin', 'origin2', 'preview', 'nginx', 'varnish'];
/** A queued full build's (D-416, D-419): only with `docker compose --profile queue up`. */
const QUEUE_SERVICES = ['render-worker', 'redis'];
/** Services from an image of others: Redis's official one, on Debian as ours are. */
const IMAGES: Record<string, RegExp> = { redis: /^redis:\d+-bookworm$/ };
/** Services with an HTTP endpoint, and the setting or URL that gives its port. */
const ENDPOINTS: Record<string, (e: Record<string, string>) => number> = {
  content: (e) => Number(new URL(e.CONTENT_API_URL!).port),
  render: (e) => Number(e.RENDER_PORT),
  origin: (e) => Number(e.ORIGIN_PORT),
  origin2: (e) => Number(e.ORIGIN_PORT),
  varnish: (e) => Number(e.VARNISH_PORT),
  preview: (e) => Number(e.PREVIEW_PORT),
  nginx: () => Number(env('prerender').NGINX_PORT),
};

/**
 * Every environment variable the code reads: the settings and secrets of config/settings.ts (the only reader
 * of those, config/settings.test.ts), process.env.X / env.X / env['X'] in the sources (NODE_ENV, PATH…), $X
 * in shell scripts.
 */
function variablesTheCodeReads(): Set<string> {
  const names = new Set<string>([...ALL_NAMES, ...Object.keys(SECRETS)]);
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir))) {
      const path = posix.join(dir, entry);
      if (statSync(join(ROOT, path)).isDirectory()) {
        walk(path);
        continue;
      }
      if (/\.test\.tsx?$/.test(entry) || !/\.(ts|tsx|mjs|sh)$/.test(entry)) continue;
      const text = read(path);
      for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)) names.add(m[1]!);
      for (const m of text.matchAll(/\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g)) names.add(m[1]!);
      if (entry.endsWith('.sh')) for (const m of text.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)) names.add(m[1]!);
    }
  };
  for (const dir of ['config', 'services', 'contentClient', 'deploy', 'domain', 'prerender', 'renderer', 'scripts', 'server', 'workers']) walk(dir);
  return names;
}

/** The README settings table's default of a setting, e.g. `| \`ORIGIN_PORT\` | \`3000\` |` → '3000'. */
function readmeDefault(setting: string): string | undefined {
  return new RegExp(`^\\| \`${setting}\` \\| \`([^\`]+)\``, 'm').exec(read('README.md'))?.[1];
}

/** A service's environment as compose gives it with none of the optional ones (`${VAR:-}`) set. */
const unsetOptional = (e: Record<string, string>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, /^\$\{[A-Z0-9_]+:-\}$/.test(v) ? '' : v]));

/** [volume, path, read-only] of a service's named volumes. */
function namedVolumes(s: Service): Array<[string, string, boolean]> {
  return (s.volumes ?? [])
    .map((v) => v.split(':'))
    .filter(([source]) => /^[a-z][a-z0-9_-]*$/i.test(source!))
    .map(([source, target, mode]) => [source!, target!, mode === 'ro']);
}

describe('compose.yaml', () => {
  it('has a service for every process of the site, each built from the Dockerfile', () => {
    expect(Object.keys(services).sort()).toEqual([...SITE_SERVICES, ...QUEUE_SERVICES].sort());
    expect(Object.keys(defaultServices(services)).sort()).toEqual([...SITE_SERVICES].sort());
    for (const name of QUEUE_SERVICES) expect(services[name]!.profiles, name).toEqual(['queue']);
    const dockerfile = read('Dockerfile');
    for (const [name, s] of Object.entries(services)) {
      if (IMAGES[name]) {
        expect(s.build, name).toBeUndefined();
        expect(s.image, name).toMatch(IMAGES[name]);
        continue;
      }
      expect(s.build?.context, name).toBe('.');
      expect(dockerfile, `${name}: Dockerfile stage ${s.build?.target}`).toMatch(new RegExp(`^FROM \\S+ AS ${s.build?.target}$`, 'm'));
    }
  });

  it("runs each service's process through an npm script or a file of the repository", () => {
    for (const [name, s] of Object.entries(services)) {
      const cmd = s.command;
      expect(Array.isArray(cmd), `${name}: command is a list`).toBe(true);
      if (name === 'redis') expect(cmd![0]).toBe('redis-server');
      else if (cmd![0] === 'npm') {
        expect(cmd![1], name).toBe('run');
        const script = pkg.scripts[cmd![2]!];
        expect(script, `${name}: npm script ${cmd![2]}`).toBeDefined();
        const files = [...script!.matchAll(/\S+\.(?:ts|mjs)\b/g)].map((m) => m[0]);
        expect(files.length, `${name}: ${script}`).toBeGreaterThan(0);
        for (const f of files) expect(existsSync(join(ROOT, f)), `${name}: ${f}`).toBe(true);
      } else {
        expect(['sh', 'node'], name).toContain(cmd![0]);
        expect(existsSync(join(ROOT, cmd![1]!)), `${name}: ${cmd![1]}`).toBe(true);
      }
    }
    expect(services.prerender!.command).toEqual(['npm', 'run', 'prerender:cron']);
    // npm runs a script through `sh -c`, and Debian's dash does not exec the command: without `exec` a
    // SIGTERM from the orchestrator kills the shell and the node process lives on.
    for (const [name, s] of Object.entries(services)) {
      if (s.command?.[0] === 'npm') expect(pkg.scripts[s.command[2]!], name).toMatch(/^exec node /);
    }
    // The job's processes run with the job's V8 flags, as `npm start` runs them (prerender/nodeFlags.ts).
    for (const script of ['prerender', 'prerender:cron', 'render-worker'])
      expect(pkg.scripts[script]).toContain(`node ${JOB_NODE_FLAGS.join(' ')} --import tsx prerender/`);
    expect(services['render-worker']!.command).toEqual(['npm', 'run', 'render-worker']);
  });

  it("asks each Node server's readiness probe (content API reachable, output there), and nginx a file it serves", () => {
    const probe = (name: string) => healthUrl(services[name]!) ?? '';
    for (const name of ['content', 'origin', 'origin2', 'render', 'preview']) expect(probe(name), name).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/readyz$/);
    expect(probe('nginx')).toMatch(/^http:\/\/127\.0\.0\.1:8080\/favicon\.svg$/);
    // Through Varnish to an origin: a file the origins serve.
    expect(probe('varnish')).toMatch(/^http:\/\/127\.0\.0\.1:6081\/favicon\.svg$/);
  });

  it('sets only variables the code reads', () => {
    const known = variablesTheCodeReads();
    for (const [name, s] of Object.entries(services)) {
      for (const variable of Object.keys(s.environment ?? {})) expect(known.has(variable), `${name}: ${variable}`).toBe(true);
    }
  });

  it('requires the secrets from the environment, with no default, and gives them only to the processes that read them', () => {
    const needs: Record<SecretName, string[]> = {
      CONTENT_SERVICE_TOKEN: ['content', 'prerender'],
      AUTH_JWT_SECRET: ['content'],
      VAPID_PUBLIC_KEY: ['content'],
      VAPID_PRIVATE_KEY: ['content'],
      CDN_PURGE_TOKEN: ['prerender', 'varnish'],
    };
    for (const secret of Object.keys(SECRETS) as SecretName[]) {
      const holders = Object.keys(services).filter((n) => secret in env(n));
      expect(holders.sort(), secret).toEqual([...needs[secret]].sort());
      for (const n of holders) expect(env(n)[secret], `${n}: ${secret}`).toMatch(new RegExp(`^\\$\\{${secret}:\\?[^}]+\\}$`));
      expect(composeText).not.toContain(SECRETS[secret].devDefault);
    }
    // No other variable has a default that could be a secret's value.
    for (const [name, s] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(s.environment ?? {})) {
        if (/\$\{/.test(value)) expect(value, `${name}: ${variable}`).toMatch(new RegExp(`^\\$\\{${variable}(:\\?[^}]+|:-)\\}$`));
      }
    }
  });

  it('wires the services to each other by the same addresses', () => {
    const contentPort = new URL(env('content').CONTENT_API_URL!).port;
    expect(new URL(env('content').CONTENT_API_URL!).hostname, 'content listens on all its interfaces').toBe('0.0.0.0');
    for (const n of ['prerender', 'render', 'origin', 'origin2', 'preview', 'render-worker'])
      expect(env(n).CONTENT_API_URL, n).toBe(`http://content:${contentPort}`);
    for (const n of ['prerender', 'origin', 'origin2']) expect(env(n).RENDER_URL, n).toBe(`http://render:${env('render').RENDER_PORT}`);
    // Varnish takes both origins in turns; the job purges it by its own address in the network.
    expect(env('varnish').VARNISH_ORIGINS).toBe(`http://origin:${env('origin').ORIGIN_PORT},http://origin2:${env('origin2').ORIGIN_PORT}`);
    expect(env('prerender').CDN_PURGE_URL).toBe(`http://varnish:${env('varnish').VARNISH_PORT}/`);
    // The render workers reach the queue's Redis by its service name, on the port its command leaves as default.
    expect(env('render-worker').REDIS_URL).toBe('redis://redis:6379');
    expect(services.redis!.command).not.toContain('--port');
    expect(services['render-worker']!.deploy?.replicas).toBeGreaterThanOrEqual(2);
    // The servers listen on 127.0.0.1 unless told: a container must listen on its interfaces.
    // …and the job writes it into nginx.conf for the nginx container.
    for (const n of ['render', 'origin', 'origin2', 'preview', 'prerender', 'varnish']) expect(env(n).LISTEN_HOST, n).toBe('0.0.0.0');
    // Dependencies are started (and healthy where they have a healthcheck) first.
    for (const [name, s] of Object.entries(services)) {
      for (const [dep, { condition }] of Object.entries(s.depends_on ?? {})) {
        expect(services[dep], `${name} → ${dep}`).toBeDefined();
        expect(condition, `${name} → ${dep}`).toBe(services[dep]!.healthcheck ? 'service_healthy' : 'service_started');
      }
    }
    // …with no cycle: the content API first, nginx after the job that writes its configuration.
    const order = startOrder(services);
    expect(order[0]).toBe('content');
    expect(order.indexOf('nginx')).toBeGreaterThan(order.indexOf('prerender'));
    expect(() =>
      startOrder({ a: { depends_on: { b: { condition: 'service_started' } } }, b: { depends_on: { a: { condition: 'service_started' } } } }),
    ).toThrow(/cycle: a → b → a/);
  });

  it('shares the output folder between the job, the origin and nginx, and nginx runs the file the job writes', () => {
    const outDir = env('prerender').OUT_DIR!;
    for (const n of ['prerender', 'origin', 'origin2', 'nginx', 'render-worker']) {
      expect(env(n).OUT_DIR, n).toBe(outDir);
      const mount = namedVolumes(services[n]!).find(([v]) => v === 'output');
      expect(mount, `${n}: output volume`).toBeDefined();
      expect(outDir.startsWith(`${mount![1]}/`), `${n}: OUT_DIR inside the volume`).toBe(true);
      expect(mount![2], `${n}: read-only`).toBe(n.startsWith('origin'));
    }
    // nginx keeps its files where the job's nginx.conf says (prerender/options.ts), inside the shared volume.
    const nginxDir = defaultNginxSettings(outDir, unsetOptional(env('prerender'))).dir;
    expect(env('nginx').NGINX_DIR).toBe(nginxDir);
    expect(nginxDir.startsWith('/srv/out/')).toBe(true);
    expect(read('deploy/nginx.sh')).toContain('conf="${OUT_DIR:?OUT_DIR is not set}/nginx.conf"');
    expect(read('prerender/buildFiles.ts')).toMatch(/join\(this\.opts\.outDir, 'nginx\.conf'\)/);
    // The content store and its images on the data volume.
    const data = namedVolumes(services.content!).find(([v]) => v === 'data');
    for (const v of ['CONTENT_DB', 'MEDIA_DIR']) expect(env('content')[v]!.startsWith(`${data![1]}/`), v).toBe(true);
  });

  it('declares every volume it mounts', () => {
    const used = new Set(Object.values(services).flatMap((s) => namedVolumes(s).map(([v]) => v)));
    expect([...used].sort()).toEqual(Object.keys(compose.volumes ?? {}).sort());
    expect([...used].sort()).toEqual(['data', 'output']);
  });

  it("publishes the README's ports of the origin, the preview, nginx and Varnish, and nothing else", () => {
    const published: Record<string, string[]> = {};
    for (const [name, s] of Object.entries(services)) if (s.ports) published[name] = s.ports;
    expect(published).toEqual({
      origin: [`${readmeDefault('ORIGIN_PORT')}:${env('origin').ORIGIN_PORT}`],
      // The preview on the host's loopback only: a TLS proxy goes in front of its password logins.
      preview: [`127.0.0.1:${readmeDefault('PREVIEW_PORT')}:${env('preview').PREVIEW_PORT}`],
      nginx: [`${readmeDefault('NGINX_PORT')}:${env('prerender').NGINX_PORT}`],
      varnish: [`${readmeDefault('VARNISH_PORT')}:${env('varnish').VARNISH_PORT}`],
    });
    expect(env('varnish').VARNISH_PORT).toBe(readmeDefault('VARNISH_PORT'));
    expect(env('origin').ORIGIN_PORT).toBe(readmeDefault('ORIGIN_PORT'));
    expect(env('preview').PREVIEW_PORT).toBe(readmeDefault('PREVIEW_PORT'));
    expect(env('prerender').NGINX_PORT).toBe(readmeDefault('NGINX_PORT'));
    const doc = read('docs/deploy.md');
    for (const port of ['3000', '3001', '8080', '6081']) expect(doc, port).toContain(`**${port}**`);
  });

  it('checks the health of every service with an endpoint, on its own port', () => {
    for (const [name, port] of Object.entries(ENDPOINTS)) {
      const test = services[name]!.healthcheck?.test;
      expect(test?.slice(0, 3), name).toEqual(['CMD', 'node', 'deploy/healthcheck.mjs']);
      const url = new URL(test![3]!);
      expect(url.hostname, name).toBe('127.0.0.1');
      expect(Number(url.port), name).toBe(port(env(name)));
    }
    expect(existsSync(join(ROOT, 'deploy/healthcheck.mjs'))).toBe(true);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const froms = [...dockerfile.matchAll(/^FROM (\S+)(?: AS (\S+))?$/gm)].map((m) => ({ image: m[1]!, stage: m[2] }));

  it('is based on node 20 (Debian bookworm)', () => {
    const stages = new Set(froms.map((f) => f.stage));
    expect(froms[0]!.image).toBe('node:20-bookworm-slim');
    for (const f of froms) expect(f.image === 'node:20-bookworm-slim' || stages.has(f.image), f.image).toBe(true);
  });

  it('installs its own dependencies and makes the production build', () => {
    expect(dockerfile).toMatch(/^RUN npm ci$/m);
    expect(dockerfile).toMatch(/^RUN npx vike build$/m);
    expect(dockerfile).toContain('nginx-light');
    // The nginx image has what the generated nginx.conf loads, as the tests' machine has (scripts/systemDeps.ts).
    for (const dep of TEST_SYSTEM_DEPS.filter((d) => d.pkg.includes('nginx'))) expect(dockerfile, dep.pkg).toContain(dep.pkg);
    // …and the varnish image what the VCL needs.
    for (const dep of TEST_SYSTEM_DEPS.filter((d) => d.pkg.startsWith('varnish'))) expect(dockerfile, dep.pkg).toMatch(new RegExp(`\\b${dep.pkg}\\b`));
  });

  it("never copies the host's node_modules or build", () => {
    for (const line of dockerfile.split('\n').filter((l) => /^COPY /.test(l) && !l.includes('--from='))) {
      expect(line).not.toMatch(/node_modules|dist/);
    }
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const p of ['node_modules', 'dist', 'data', '.env']) expect(ignored, p).toContain(p);
  });
});
