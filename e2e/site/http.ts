// Asking a world's servers over HTTP, as a reader's browser or a crawler would, and reading the answer's HTML.
// Node's own http client: it sends the Host header we give (the Romanian edition is the same server under
// ro.localhost) and follows no redirect unless asked.
import { request } from 'node:http';
import { Window } from 'happy-dom';
import { RO_HOST } from '../../testing/browser';
import { e2eEnv } from '../env';
import { RENDER_CONCURRENCY } from '../../domain/serving';

/**
 * How many requests a file of the tier keeps open at once where an edge may forward them to the renderer: it renders
 * RENDER_CONCURRENCY at once for every edge together and has the next wait their turn (server/ssr.ts), a page dropped
 * after RENDER_QUEUE_MS being a 503. Three files run at once (vitest's workers on two cores), and single asks go
 * between: a quarter each keeps them all within its slots, so none waits (a proof's crawl at 8, when nginx still
 * refused the 9th at once, met 503s, and made the screens test meet one).
 */
export const AT_ONCE = RENDER_CONCURRENCY / 4;

export interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
  /** The URL asked (after the redirects followed, with `follow`). */
  url: string;
  /** Each header line's name as sent, in order (a name sent twice is there twice). */
  headerNames: string[];
}

export type Domain = 'main' | 'ro';

export interface Ask {
  /** The edition: `ro` sends Host ro.localhost. */
  domain?: Domain;
  headers?: Record<string, string>;
  method?: string;
  /** Follow up to this many redirects on the same server (default none). */
  follow?: number;
}

/** The servers that must answer alike: the render server, the static origin and nginx with the generated conf. */
export function servers(): Record<'render' | 'origin' | 'nginx', string> {
  const env = e2eEnv();
  return { render: env.baseUrl, origin: env.originUrl, nginx: env.nginxUrl };
}

function once(base: string, path: string, o: Ask): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: o.method ?? 'GET',
        headers: { ...(o.domain === 'ro' ? { host: `${RO_HOST}:${url.port}` } : {}), ...o.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const headers: Record<string, string | undefined> = {};
          for (const [k, v] of Object.entries(res.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
          const headerNames = res.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8'), url: url.href, headerNames });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** GET (or `method`) `path` on the server at `base`. */
export async function ask(base: string, path: string, o: Ask = {}): Promise<Answer> {
  let answer = await once(base, path, o);
  for (let hops = 0; hops < (o.follow ?? 0) && answer.status >= 300 && answer.status < 400 && answer.headers.location; hops++) {
    const next = new URL(answer.headers.location, answer.url);
    if (next.port !== new URL(base).port) break;
    answer = await once(base, `${next.pathname}${next.search}`, o);
  }
  return answer;
}

/** The answer's HTML as a document (no script runs, nothing is loaded): what a reader without JavaScript gets. */
export function documentOf(html: string, url = 'http://127.0.0.1/'): Document {
  const window = new Window({ url, settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  return doc as unknown as Document;
}

/** GET `path` and expect a 200 HTML page; its document. */
export async function page(base: string, path: string, o: Ask = {}): Promise<Document> {
  const answer = await ask(base, path, o);
  if (answer.status !== 200) throw new Error(`${path}${o.domain === 'ro' ? ' (ro)' : ''} on ${base}: ${answer.status}, not 200`);
  return documentOf(answer.body, answer.url);
}

/** The trimmed text of an element, whitespace runs as one space. */
export function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
