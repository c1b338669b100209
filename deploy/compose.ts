// compose.yaml as data, for the tests that hold it to the code (deploy/compose.test.ts) and start its
// services as it does (e2e/site/services.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface ComposeService {
  build?: { context: string; target?: string };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  /** Started only when one of them is asked for (`docker compose --profile queue up`). */
  profiles?: string[];
  deploy?: { replicas?: number };
}

export interface Compose {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

export const COMPOSE_FILE = join(import.meta.dirname, '..', 'compose.yaml');

export function readCompose(text = readFileSync(COMPOSE_FILE, 'utf8')): Compose {
  return parse(text, { merge: true }) as Compose;
}

/** The URL a service's healthcheck asks (`node deploy/healthcheck.mjs <url>`), if it has one. */
export function healthUrl(s: ComposeService): string | undefined {
  const test = s.healthcheck?.test;
  return test?.[0] === 'CMD' && test[2] === 'deploy/healthcheck.mjs' ? test[3] : undefined;
}

/**
 * The command a service's healthcheck runs, as argv (`CMD` runs its list, `CMD-SHELL` its string through
 * `sh -c`, as Docker does); none for `NONE` or no healthcheck.
 */
export function healthCommand(s: ComposeService): string[] | undefined {
  const [kind, ...rest] = s.healthcheck?.test ?? [];
  if (kind === 'CMD') return rest;
  if (kind === 'CMD-SHELL') return ['sh', '-c', rest.join(' ')];
  return undefined;
}

/** The services in an order that starts each after the ones it depends on. */
export function startOrder(services: Record<string, ComposeService>): string[] {
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (order.includes(name)) return;
    if (path.includes(name)) throw new Error(`compose.yaml: a dependency cycle: ${[...path, name].join(' → ')}`);
    for (const dep of Object.keys(services[name]?.depends_on ?? {})) visit(dep, [...path, name]);
    order.push(name);
  };
  for (const name of Object.keys(services)) visit(name, []);
  return order;
}

/** The services a plain `docker compose up` starts: those under no profile. */
export function defaultServices(services: Record<string, ComposeService>): Record<string, ComposeService> {
  return Object.fromEntries(Object.entries(services).filter(([, s]) => !s.profiles?.length));
}
