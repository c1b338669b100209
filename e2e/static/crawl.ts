// The crawler of e2e/site/crawl.test.ts: GETs of canonical URLs (https://hirter.hu/…, https://hirter.ro/…) on a
// local server with the domain's Host, and the verdict on one target: 200, directly or after one redirect
// on the same server.
import { Agent, request } from 'node:http';
import { localRequest } from './helpers';
import { OWN_HOSTS } from '../../testing/crawlTargets';
import { RO_HOST } from '../../testing/browser';

export interface Answer {
  status: number;
  location: string | null;
  contentType: string | undefined;
  lastModified: string | undefined;
  body: string;
}

/**
 * A reader's browser: a crawler's user agent gets error pages without their body (the renderer answers
 * bots with the status only), and the links and assets of an error page are checked too.
 */
const READER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** One keep-alive pool per server, as many sockets as the crawl's concurrency. */
const agents = new Map<string, Agent>();
function agentFor(base: string): Agent {
  let agent = agents.get(base);
  if (!agent) agents.set(base, (agent = new Agent({ keepAlive: true, maxSockets: 8 })));
  return agent;
}

export function closeAgents(): void {
  for (const a of agents.values()) a.destroy();
  agents.clear();
}

/** GET a canonical URL on the server at `base`, redirects not followed; the body only when `keepBody`. */
export function getLocal(canonical: string, base: string, keepBody = false): Promise<Answer> {
  const { url, headers } = localRequest(canonical, base);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { ...headers, 'user-agent': READER_AGENT }, agent: agentFor(base) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => keepBody && chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location ?? null,
          contentType: res.headers['content-type'],
          lastModified: res.headers['last-modified'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * Where a redirect of `from` (a canonical URL) goes, as a canonical URL, or null when it leaves the two
 * domains (the spec's /shop goes to the external shop). An absolute Location on the local server (nginx
 * writes the request's Host into it) stays on the domain that Host names: ro.localhost is the Romanian
 * edition, the server's own host:port the domain of `from`.
 */
export function redirectTarget(from: string, location: string, base: string): string | null {
  const u = new URL(location, from);
  if (u.hostname === RO_HOST) return `https://hirter.ro${u.pathname}${u.search}`;
  if (u.host === new URL(base).host) return `${new URL(from).origin}${u.pathname}${u.search}`;
  if (!OWN_HOSTS.has(u.host)) return null;
  return `https://${u.host}${u.pathname}${u.search}`;
}

export interface Verdict {
  /** Why the target is broken, or null. */
  broken: string | null;
  /** The URL that answered last (the target, or where its one redirect led). */
  finalUrl: string;
  /** Whether the last answer came from a file (a static file's Last-Modified; a forwarded page has none). */
  fromFile: boolean;
  redirected: boolean;
}

/**
 * Whether a target answers 200 on the server at `base` — directly or after exactly one redirect to a URL
 * that answers 200 (a second redirect is a chain, and broken). A redirect off the two domains is not
 * followed: another site's answer is not this site's to check.
 */
export async function check(target: string, base: string): Promise<Verdict> {
  const verdict = (broken: string | null, finalUrl = target, last?: Answer): Verdict => ({
    broken,
    finalUrl,
    fromFile: Boolean(last?.lastModified),
    redirected: finalUrl !== target,
  });
  if (target.startsWith('invalid:')) return verdict('not a URL');
  let first: Answer;
  try {
    first = await getLocal(target, base);
  } catch (err) {
    return verdict(`request failed: ${(err as Error).message}`);
  }
  if (first.status === 200) return verdict(null, target, first);
  if (!REDIRECT.has(first.status)) return verdict(String(first.status));
  if (!first.location) return verdict(`${first.status} without Location`);
  const next = redirectTarget(target, first.location, base);
  if (next === null) return { ...verdict(null), redirected: true, fromFile: true };
  if (next === target) return verdict(`${first.status} to itself`);
  let second: Answer;
  try {
    second = await getLocal(next, base);
  } catch (err) {
    return verdict(`${first.status} → ${next}: request failed: ${(err as Error).message}`, next);
  }
  if (second.status === 200) return verdict(null, next, second);
  if (REDIRECT.has(second.status)) return verdict(`${first.status} → ${next} → ${second.status} ${second.location ?? ''} (more than one redirect)`, next);
  return verdict(`${first.status} → ${next} → ${second.status}`, next);
}
