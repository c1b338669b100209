import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDIRECT_RULES, redirectFor, SHOP_URL } from '../domain/redirects';
import type { RouteRule } from '../domain/types';
import { ACCOUNT_API_PREFIX } from '../domain/accounts';
import { DEFAULT_POLL_TIMEOUT_MS } from '../domain/constants';
import { NEWSLETTER_API_PREFIX } from '../domain/newsletter';
import { QUIZ_PASS_THROUGH } from '../domain/quiz';
import { PROXY_ROUTES, READER_TIMEOUT_MS } from '../domain/proxyRoutes';
import { GATEWAY_TIMEOUT, fileCache } from '../domain/serving';
import { fileContentType } from '../domain/fileTypes';
import { LOOPBACK_PROXIES } from '../domain/clientAddress';
import { maxHeaderSize } from 'node:http';
import { pageOfQuery } from '../server/origin';
import { pageFileName } from './outputPath';
import {
  ASSET_CACHE_CONTROL,
  BUILDS_CACHE_CONTROL,
  STATIC_CACHE_CONTROL,
  DEFAULT_NGINX_PORT,
  EXACT_RULES,
  FBCLID_PASSES,
  HTML_CACHE_CONTROL,
  PATTERN_RULES,
  REAL_DATE_REGEX,
  nginxConfig,
  nginxHttpConfig,
  nginxSites,
  routeMatch,
} from './nginx';

// ---------------------------------------------------------------------------------------------------------
// A small interpreter of the nginx subset the generator writes: the tokenizer of nginx's configuration
// parser (quotes and their escapes, comments, blocks), http-level `map` (string keys looked up case-
// insensitively as nginx does, `~`/`~*` regex keys in order with their named captures, `volatile`,
// `default`) and `geo` (default only), and a server's rewrite-module steps (`set`, `if` with `=`, `!=`, `~`,
// `~*`, `!~`, a bare variable and `-f`, `return`). It reads the generated text, not the generator's data,
// so it checks what nginx would do with the file.

interface Word {
  v: string;
  quoted: boolean;
}
interface Directive {
  name: Word;
  args: Word[];
  block?: Directive[];
}

function tokenize(text: string): (Word | '{' | '}' | ';')[] {
  const out: (Word | '{' | '}' | ';')[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (ch === '{' || ch === '}' || ch === ';') {
      out.push(ch);
      i++;
    } else if (ch === '"' || ch === "'") {
      let v = '';
      i++;
      while (text[i] !== ch) {
        if (i >= text.length) throw new Error('unterminated string');
        if (text[i] === '\\' && ['"', "'", '\\'].includes(text[i + 1]!)) {
          v += text[i + 1];
          i += 2;
        } else if (text[i] === '\\' && 'tnr'.includes(text[i + 1]!)) {
          v += { t: '\t', n: '\n', r: '\r' }[text[i + 1] as 't' | 'n' | 'r'];
          i += 2;
        } else {
          v += text[i++];
        }
      }
      i++;
      out.push({ v, quoted: true });
    } else {
      let v = '';
      while (i < text.length && !/[\s;{}]/.test(text[i]!)) {
        // `${name}` braces belong to the word.
        if (text[i] === '$' && text[i + 1] === '{') {
          const end = text.indexOf('}', i);
          v += text.slice(i, end + 1);
          i = end + 1;
        } else {
          v += text[i++];
        }
      }
      out.push({ v, quoted: false });
    }
  }
  return out;
}

function parse(text: string): Directive[] {
  const toks = tokenize(text);
  let pos = 0;
  const block = (): Directive[] => {
    const list: Directive[] = [];
    while (pos < toks.length) {
      const t = toks[pos]!;
      if (t === '}') {
        pos++;
        return list;
      }
      if (t === '{' || t === ';') throw new Error(`unexpected ${t}`);
      const words: Word[] = [];
      while (typeof toks[pos] === 'object') words.push(toks[pos++] as Word);
      const end = toks[pos++];
      const [name, ...args] = words;
      if (!name) throw new Error('empty directive');
      list.push(end === '{' ? { name, args, block: block() } : { name, args });
    }
    return list;
  };
  return block();
}

interface MapDef {
  source: string;
  volatile: boolean;
  fallback: string;
  exact: Map<string, string>;
  regex: { re: RegExp; value: string }[];
}

interface ServerDef {
  names: string[];
  isDefault: boolean;
  root: string;
  steps: Directive[];
  locations: Directive[];
  all: Directive[];
}

const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

interface SimOptions {
  isFile?: (filename: string) => boolean;
  /** GET unless given. */
  method?: string;
}

class ReturnSignal {
  constructor(
    readonly status: number,
    readonly location: string,
  ) {}
}

class NginxSim {
  readonly maps = new Map<string, MapDef>();
  readonly geo = new Map<string, string>();
  readonly servers: ServerDef[] = [];
  readonly http: Directive[];

  constructor(conf: string) {
    const top = parse(conf);
    const http = top.find((d) => d.name.v === 'http');
    this.http = http?.block ?? top;
    for (const d of this.http) {
      if (d.name.v === 'map') {
        const variable = d.args[1]!.v.slice(1);
        const def: MapDef = { source: d.args[0]!.v, volatile: false, fallback: '', exact: new Map(), regex: [] };
        for (const e of d.block!) {
          if (e.name.v === 'volatile' && !e.name.quoted) def.volatile = true;
          else if (e.name.v === 'default' && !e.name.quoted) def.fallback = e.args[0]!.v;
          else if (e.name.v.startsWith('~*')) def.regex.push({ re: new RegExp(e.name.v.slice(2), 'i'), value: e.args[0]!.v });
          else if (e.name.v.startsWith('~')) def.regex.push({ re: new RegExp(e.name.v.slice(1)), value: e.args[0]!.v });
          else {
            const key = asciiLower(e.name.v);
            if (def.exact.has(key)) throw new Error(`map ${variable}: duplicate key ${e.name.v}`);
            def.exact.set(key, e.args[0]!.v);
          }
        }
        this.maps.set(variable, def);
      } else if (d.name.v === 'geo') {
        const fallback = d.block!.find((e) => e.name.v === 'default');
        this.geo.set(d.args[0]!.v.slice(1), fallback?.args[0]?.v ?? '');
      } else if (d.name.v === 'server') {
        const all = d.block!;
        const listen = all.find((x) => x.name.v === 'listen')!;
        this.servers.push({
          names: all.find((x) => x.name.v === 'server_name')!.args.map((a) => a.v),
          isDefault: listen.args.some((a) => a.v === 'default_server'),
          root: all.find((x) => x.name.v === 'root')!.args[0]!.v,
          steps: all.filter((x) => ['set', 'if', 'return', 'rewrite', 'break'].includes(x.name.v)),
          locations: all.filter((x) => x.name.v === 'location'),
          all,
        });
      }
    }
  }

  server(host: string): ServerDef {
    const name = host.toLowerCase().replace(/:\d+$/, '');
    return this.servers.find((s) => s.names.includes(name)) ?? this.servers.find((s) => s.isDefault) ?? this.servers[0]!;
  }

  /** The redirect nginx answers for a request (path and query as sent), or null when it serves the request. */
  request(host: string, requestUri: string, opts: SimOptions = {}): { status: number; location: string } | null {
    const { srv, run } = this.context(host, requestUri, opts);
    try {
      run(srv.steps);
    } catch (e) {
      if (e instanceof ReturnSignal) return { status: e.status, location: e.location };
      throw e;
    }
    return null;
  }

  /** A value with variables (e.g. '$hirter_page_suffix') as nginx computes it for a request, before any step runs. */
  evaluate(host: string, requestUri: string, template: string): string {
    return this.context(host, requestUri).value(template);
  }

  private context(host: string, requestUri: string, opts: SimOptions = {}) {
    const srv = this.server(host);
    const q = requestUri.indexOf('?');
    const rawPath = q === -1 ? requestUri : requestUri.slice(0, q);
    let uri = rawPath;
    try {
      uri = decodeURIComponent(rawPath).replace(/\/{2,}/g, '/');
    } catch {
      // keep it
    }
    const builtins: Record<string, string> = {
      request_method: opts.method ?? 'GET',
      request_uri: requestUri,
      args: q === -1 ? '' : requestUri.slice(q + 1),
      is_args: q === -1 ? '' : '?',
      uri,
      request_filename: `${srv.root}${uri}`,
    };
    const vars = new Map<string, string>();
    const cache = new Map<string, string>();
    const setCaptures = (m: RegExpExecArray) => {
      for (const [k, v] of Object.entries(m.groups ?? {})) vars.set(k, v ?? '');
    };
    const variable = (name: string): string => {
      if (name in builtins) return builtins[name]!;
      const geo = this.geo.get(name);
      if (geo !== undefined) return geo;
      const map = this.maps.get(name);
      if (map) {
        if (!map.volatile && cache.has(name)) return cache.get(name)!;
        const src = value(map.source);
        let out: string | undefined;
        if (src !== '') {
          const hit = map.exact.get(asciiLower(src));
          if (hit !== undefined) out = value(hit);
          else {
            for (const { re, value: v } of map.regex) {
              const m = re.exec(src);
              if (m) {
                setCaptures(m);
                out = value(v);
                break;
              }
            }
          }
        }
        out ??= value(map.fallback);
        if (!map.volatile) cache.set(name, out);
        return out;
      }
      if (vars.has(name)) return vars.get(name)!;
      if (/^[a-z_][a-z0-9_]*$/.test(name)) return '';
      throw new Error(`unknown variable $${name}`);
    };
    const value = (template: string): string =>
      template.replace(/\$(?:\{([A-Za-z0-9_]+)\}|([A-Za-z0-9_]+))/g, (_, a: string | undefined, b: string | undefined) => variable((a ?? b)!));
    const condition = (args: Word[]): boolean => {
      const words = args.map((w) => ({ ...w }));
      const first = words[0]!;
      if (!first.quoted && first.v.startsWith('(')) first.v = first.v.slice(1);
      const last = words[words.length - 1]!;
      if (!last.quoted && last.v === ')') words.pop();
      else if (!last.quoted && last.v.endsWith(')')) last.v = last.v.slice(0, -1);
      if (words.length === 1) {
        const v = value(words[0]!.v);
        return v !== '' && v !== '0';
      }
      const [a, op, b] = words as [Word, Word, Word];
      if (a.v === '-f') return opts.isFile?.(value(op.v)) ?? false;
      const left = value(a.v);
      switch (op.v) {
        case '=':
          return left === value(b.v);
        case '!=':
          return left !== value(b.v);
        case '~':
        case '~*':
        case '!~':
        case '!~*': {
          const m = new RegExp(b.v, op.v.endsWith('*') ? 'i' : '').exec(left);
          if (m && !op.v.startsWith('!')) setCaptures(m);
          return op.v.startsWith('!') ? !m : !!m;
        }
        default:
          throw new Error(`unsupported condition ${op.v}`);
      }
    };
    const run = (steps: Directive[]): void => {
      for (const d of steps) {
        if (d.name.v === 'set') vars.set(d.args[0]!.v.slice(1), value(d.args[1]!.v));
        else if (d.name.v === 'if') {
          if (condition(d.args)) run(d.block!);
        } else if (d.name.v === 'return') throw new ReturnSignal(Number(d.args[0]!.v), value(d.args[1]?.v ?? ''));
        else throw new Error(`unsupported step ${d.name.v}`);
      }
    };
    return { srv, value, run };
  }
}

// ---------------------------------------------------------------------------------------------------------

const HOSTS = { main: 'hirter.hu', ro: 'hirter.ro' } as const;

/** What a browser sends for a path and query (normalised and percent-encoded as the URL standard does). */
function asSent(pathAndQuery: string): string {
  const u = new URL(`http://localhost${pathAndQuery}`);
  return `${u.pathname}${u.search}`;
}

function node(site: 'main' | 'ro', uri: string, rules: readonly RouteRule[] = []) {
  const r = redirectFor(site, uri, rules);
  return r ? { status: r.status, location: r.location } : null;
}

const CONF = nginxConfig({ outDir: '/srv/out' });
const SIM = new NginxSim(CONF);

describe('the redirect maps', () => {
  const exactRules = REDIRECT_RULES.filter((r) => EXACT_RULES.has(r.name));

  it('every rule of domain/redirects.ts has a translation, and no translation is stale', () => {
    const names = REDIRECT_RULES.map((r) => r.name);
    for (const name of names) expect(EXACT_RULES.has(name) !== name in PATTERN_RULES).toBe(true);
    for (const name of [...EXACT_RULES, ...Object.keys(PATTERN_RULES)]) expect(names).toContain(name);
  });

  it('has a map entry for every example of every exact rule, with its target, and applies it with its status', () => {
    expect(exactRules.length).toBeGreaterThanOrEqual(10);
    for (const rule of exactRules) {
      const variable = `hirter_redirect_${rule.name.replace(/-/g, '_')}`;
      const map = SIM.maps.get(variable);
      expect(map, rule.name).toBeDefined();
      for (const [from, to] of rule.examples) {
        expect(map!.exact.get(from), `${rule.name}: ${from}`).toBe(to);
      }
      // The step that applies the map, in the servers the rule is for, and only there.
      for (const [site, host] of Object.entries(HOSTS)) {
        const steps = SIM.server(host).steps.filter((d) => d.name.v === 'if' && d.args[0]!.v === `($${variable}`);
        const applies = rule.domain === 'both' || rule.domain === site;
        expect(steps, `${rule.name} on ${host}`).toHaveLength(applies ? 1 : 0);
        if (!applies) continue;
        const sets = steps[0]!.block!.filter((d) => d.name.v === 'set');
        expect(sets.some((d) => d.args[0]!.v === '$hirter_redirect_status' && d.args[1]!.v === '302')).toBe(rule.status === 302);
        expect(sets.some((d) => d.args[0]!.v === '$hirter_redirect_path' && d.args[1]!.v === `$${variable}`)).toBe(true);
      }
    }
  });

  it('the shop is a 302 to the external shop, the impress pages go opposite ways per domain', () => {
    expect(SIM.maps.get('hirter_redirect_shop')!.exact.get('/shop')).toBe(SHOP_URL);
    expect(SIM.request('hirter.hu', '/shop')).toEqual({ status: 302, location: SHOP_URL });
    expect(SIM.request('hirter.ro', '/shop')).toBeNull();
    expect(SIM.request('hirter.hu', '/dokumentum/impresszum')).toEqual({ status: 301, location: '/impresszum' });
    expect(SIM.request('ro.localhost', '/impresszum')).toEqual({ status: 301, location: '/dokumentum/impresszum' });
    expect(SIM.request('hirter.hu', '/impresszum')).toBeNull();
  });
});

describe('nginx decides as redirectFor()', () => {
  const examples = REDIRECT_RULES.flatMap((r) => r.examples.map(([from]) => ({ rule: r.name, from })));

  it.each(examples)('$rule: $from, on both domains, with and without a query', ({ from }) => {
    for (const site of ['main', 'ro'] as const) {
      for (const query of ['', '?a=1&b=%C3%A1', '?oldal=2&fbclid=IwAR0x', '?fbclid=1', '?a']) {
        const sent = asSent(`${from}${query}`);
        expect(SIM.request(HOSTS[site], sent), `${site} ${sent}`).toEqual(node(site, sent));
      }
    }
  });

  it.each([
    // Rules chained in one hop, as redirectFor() does.
    '/rovat/after/',
    '/tag/valasztas-2024',
    '/tag/valasztas-2024/',
    '/tag/20250102/cikk',
    '//tag/budapest//',
    '/szerzo/kovacs-peter-kolozsvar/',
    '/belfold/',
    '/belfold/2025/01/02/cikk/elo/',
    '/tag/budapest/2025/01/02/cikk/elo',
    '/list/newest/',
    '/t/',
    '/kozlemenyek/?oldal=2',
    '/rovat/orosz-ukran-valsag/',
    '/tamogatas/%7B%7Blink%7D%7D/',
    // Near misses and case.
    '/SHOP',
    '/Rovat/After',
    '/List/Newest',
    '/tag/',
    '/tag',
    '/szerzo/kovacs-peter-pecs',
    '/szerzo/kolozsvar',
    '/szerzo/a-nagykolozsvar',
    '/gazdasag/20240229/cikk',
    '/gazdasag/20230229/cikk',
    '/gazdasag/19000229/cikk',
    '/gazdasag/20000229/cikk',
    '/gazdasag/00990101/cikk',
    '/gazdasag/01000101/cikk',
    '/gazdasag/20251301/cikk',
    '/gazdasag/20250431/cikk',
    '/a/b/20250102/cikk',
    '/cimke/%C3%A1rv%C3%ADz/',
    '/tag/%C3%A1rv%C3%ADz',
    '/',
    '/?fbclid=1',
    '/belfold?fbclid=a&fbclid=b&x=1&fbclid=c',
    '/x?',
    '/x?&',
    '/x?fbclidx=1',
    '/x?fbclid',
    '/x?0',
    '/rovat/belfold?0',
  ])('%s', (path) => {
    for (const site of ['main', 'ro'] as const) {
      const sent = asSent(path);
      expect(SIM.request(HOSTS[site], sent), `${site} ${sent}`).toEqual(node(site, sent));
    }
  });

  it('over generated paths and queries on both domains', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'tag',
        'cimke',
        'rovat',
        'after',
        'g7',
        'karakter',
        'kultura',
        'list',
        'newest',
        'english',
        't',
        'en',
        'shop',
        'szerzo',
        'kovacs-peter-kolozsvar',
        'x-brasso',
        'a-b-temesvar',
        'dokumentum',
        'impresszum',
        'hirlevel-feliratkozas',
        'belfold',
        'erdely',
        'romania',
        'kozlemenyek',
        'valasztas-2024',
        'orosz-ukran-valsag',
        'melleklet',
        '2025',
        '01',
        '02',
        '20240229',
        '20230229',
        '20250102',
        '19000229',
        '00990101',
        'elo',
        'cikk',
        '{{link}}',
        '%7B%7Bx%7D%7D',
        '%7b%7b',
        '%C3%A1rv%C3%ADz',
        'Belfold',
        'SHOP',
        'a.b',
        '',
        'tamogatas',
        'api',
        'media',
        'Tag',
      ),
      fc.stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,8}$/),
    );
    const path = fc
      .tuple(fc.array(segment, { minLength: 0, maxLength: 6 }), fc.constantFrom('', '/', '//'))
      .map(([segs, tail]) => `/${segs.join('/')}${segs.length > 0 ? tail : ''}`);
    const query = fc.constantFrom(
      '',
      '?',
      '?a=1',
      '?a=1&b=2',
      '?fbclid=x',
      '?a=1&fbclid=x',
      '?fbclid&a',
      '?a=1&fbclid=x&b=2&fbclid=y',
      '?x=%C3%A1',
      '?&',
      '?fbclidx=1',
      '?q=a?b',
    );
    fc.assert(
      fc.property(path, query, fc.constantFrom('main' as const, 'ro' as const), (p, qs, site) => {
        // The origin proxies /api/ and /media/ before its redirect layer; nginx does the same.
        if (/^\/(api|media)(\/|$)/.test(p)) return;
        const sent = asSent(`${p}${qs}`);
        expect(SIM.request(HOSTS[site], sent)).toEqual(node(site, sent));
      }),
      { numRuns: 4000 },
    );
  });

  it('the real-date pattern accepts exactly the dates redirectFor() accepts', () => {
    const re = new RegExp(`^${REAL_DATE_REGEX}$`);
    const years = [
      ...Array.from({ length: 130 }, (_, i) => i),
      ...Array.from({ length: 220 }, (_, i) => 1890 + i),
      ...[300, 400, 1200, 1700, 1800, 2400, 2500, 9600, 9996, 9999],
    ];
    let checked = 0;
    for (const y of years) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const ymd = `${String(y).padStart(4, '0')}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`;
          const expected = redirectFor('main', `/x/${ymd}/s`) !== null;
          if (re.test(ymd) !== expected) throw new Error(`${ymd}: pattern ${re.test(ymd)}, redirectFor ${expected}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(150_000);
  });

  it(`removes up to ${FBCLID_PASSES} plain fbclid parameters in one hop (a further one takes another)`, () => {
    const many = '/x?fbclid=1&a=1&fbclid=2&fbclid=3&b=2&fbclid=4';
    expect(node('main', many)).toEqual({ status: 301, location: '/x?a=1&b=2' });
    const first = SIM.request('hirter.hu', many)!;
    expect(first.location.match(/fbclid/g)).toHaveLength(1);
    expect(SIM.request('hirter.hu', first.location)).toEqual({ status: 301, location: '/x?a=1&b=2' });
    const three = '/x?fbclid=1&a=1&fbclid=2&b=2&fbclid=3';
    expect(SIM.request('hirter.hu', three)).toEqual(node('main', three));
  });

  it('never redirects the proxied /api/ and /media/ paths, nor an existing file', () => {
    expect(SIM.request('hirter.hu', '/api/x/20250102/slug')).toBeNull();
    expect(SIM.request('hirter.hu', '/media/tag/x?fbclid=1')).toBeNull();
    expect(SIM.request('hirter.hu', '/api')).toBeNull();
    expect(SIM.request('hirter.hu', '/apix/')).toEqual({ status: 301, location: '/apix' });
    const isFile = (f: string) => f === '/srv/out/hirter.hu/kepek/20250102/kep.png';
    expect(SIM.request('hirter.hu', '/kepek/20250102/kep.png', { isFile })).toBeNull();
    expect(SIM.request('hirter.hu', '/kepek/20250102/mas.png', { isFile })).toEqual({ status: 301, location: '/g7/2025/01/02/mas.png' });
  });
});

describe('server rules', () => {
  const rules: RouteRule[] = [
    { from: '/regi-cikk', to: '/uj-cikk', status: 301 },
    { from: '/kampany', to: 'https://kampany.example.org/?utm=hirter&x=1', status: 302 },
    { from: '/legfrissebb', to: '/rovat/friss', status: 302 },
    { from: '/Nagybetus', to: '/kisbetus', status: 301 },
    { from: '/dollar', to: '/ara-$5', status: 301 },
    { from: '/idezet', to: '/a "b" \\c', status: 301 },
    { from: '/regi-cikk', to: '/masodik', status: 301 },
    { from: '/onmaga', to: '/onmaga', status: 301 },
    { from: 'nem-ut', to: '/x', status: 301 },
  ];
  const sim = new NginxSim(nginxConfig({ outDir: '/srv/out', serverRules: rules }));
  const cases = [
    '/regi-cikk',
    '/regi-cikk/?a=1',
    '/kampany?fbclid=1&b=2',
    '/list/newest',
    '/legfrissebb',
    '/Nagybetus',
    '/nagybetus',
    '/NAGYBETUS',
    '/dollar',
    '/idezet',
    '/onmaga',
    '/nem-ut',
  ];
  it.each(cases)('%s agrees with redirectFor() on both domains', (path) => {
    for (const site of ['main', 'ro'] as const) {
      const sent = asSent(path);
      expect(sim.request(HOSTS[site], sent), `${site} ${sent}`).toEqual(node(site, sent, rules));
    }
  });

  it('a chain into a server rule is one hop with the rule status', () => {
    expect(sim.request('hirter.hu', '/list/newest?oldal=2')).toEqual({ status: 302, location: '/rovat/friss?oldal=2' });
    expect(sim.request('hirter.hu', '/kampany?a=1')).toEqual({ status: 302, location: 'https://kampany.example.org/?utm=hirter&x=1&a=1' });
    expect(sim.request('hirter.hu', '/dollar')).toEqual({ status: 301, location: '/ara-$5' });
  });

  it('generated paths agree with server rules in place', () => {
    const path = fc.constantFrom(...cases, ...rules.map((r) => r.from), '/t', '/rovat/after/', '/tag/valasztas-2024');
    fc.assert(
      fc.property(path, fc.constantFrom('', '?a=1', '?fbclid=2&a=1'), fc.constantFrom('main' as const, 'ro' as const), (p, qs, site) => {
        if (!p.startsWith('/')) return;
        const sent = asSent(`${p}${qs}`);
        expect(sim.request(HOSTS[site], sent)).toEqual(node(site, sent, rules));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the servers', () => {
  const directive = (list: Directive[], name: string) => list.filter((d) => d.name.v === name);
  const location = (srv: ServerDef, match: string) => srv.locations.find((l) => l.args.map((a) => a.v).join(' ') === match);
  const header = (block: Directive[] | undefined) =>
    block
      ?.find((d) => d.name.v === 'add_header' && d.args[0]!.v === 'Cache-Control')
      ?.args.slice(1)
      .map((a) => a.v);

  it('one server per domain with the host names of domain/sites.ts, the main domain as default', () => {
    expect(SIM.servers).toHaveLength(2);
    const [hu, ro] = SIM.servers as [ServerDef, ServerDef];
    expect(hu.names).toEqual(expect.arrayContaining(['hirter.hu', 'www.hirter.hu', 'localhost']));
    expect(ro.names).toEqual(expect.arrayContaining(['hirter.ro', 'ro.localhost']));
    expect(hu.isDefault).toBe(true);
    expect(ro.isDefault).toBe(false);
    expect(SIM.server('unknown.example').names).toContain('hirter.hu');
    expect(nginxSites()).toEqual(expect.arrayContaining([{ domain: 'hirter.ro', serverNames: ['hirter.ro', 'www.hirter.ro', 'ro.localhost'] }]));
  });

  it('listens on 8080 unless told otherwise, roots each domain in the output folder', () => {
    const [hu, ro] = SIM.servers as [ServerDef, ServerDef];
    expect(directive(hu.all, 'listen')[0]!.args.map((a) => a.v)).toEqual([String(DEFAULT_NGINX_PORT), 'default_server']);
    expect(hu.root).toBe('/srv/out/hirter.hu');
    expect(ro.root).toBe('/srv/out/hirter.ro');
    const custom = new NginxSim(nginxConfig({ outDir: '/srv/out/', port: 9191, listenAddress: '127.0.0.1' }));
    expect(directive(custom.servers[1]!.all, 'listen')[0]!.args.map((a) => a.v)).toEqual(['127.0.0.1:9191']);
    expect(custom.servers[0]!.root).toBe('/srv/out/hirter.hu');
    expect(() => nginxConfig({ outDir: '/x', port: 70_000 })).toThrow();
  });

  it("takes request lines and header lines as long as the Node servers' limit", () => {
    expect(directive(SIM.http, 'large_client_header_buffers')[0]!.args.map((a) => a.v)).toEqual(['4', `${maxHeaderSize / 1024}k`]);
  });

  it('takes the reader from the X-Forwarded-For of a proxy of ours only (TRUSTED_PROXIES, default loopback), as domain/clientAddress.ts', () => {
    const realIp = (sim: NginxSim) => directive(sim.http, 'set_real_ip_from').map((d) => d.args[0]!.v);
    expect(realIp(SIM)).toEqual([...LOOPBACK_PROXIES]);
    expect(directive(SIM.http, 'real_ip_header')[0]!.args[0]!.v).toBe('X-Forwarded-For');
    expect(directive(SIM.http, 'real_ip_recursive')[0]!.args[0]!.v).toBe('on');
    expect(realIp(new NginxSim(nginxConfig({ outDir: '/srv/out', trustedProxies: ['10.0.0.0/8', '192.0.2.7'] })))).toEqual(['10.0.0.0/8', '192.0.2.7']);
  });

  it('serves pages, feeds and the 404 page from the files, with their cache headers', () => {
    for (const srv of SIM.servers) {
      expect(directive(srv.all, 'error_page')[0]!.args.map((a) => a.v)).toEqual(['404', '/404.html']);
      const root = location(srv, '/')!;
      expect(directive(root.block!, 'try_files')[0]!.args.map((a) => a.v)).toEqual(['$hirter_file', '$uri/index${hirter_page_suffix}.html', '=404']);
      expect(header(root.block)).toEqual(['$hirter_cache_control']);
      const builds = location(srv, '^~ /builds/')!;
      expect(directive(builds.block!, 'try_files')[0]!.args.map((a) => a.v)).toEqual(['$uri', '=404']);
      expect(header(builds.block)).toEqual([BUILDS_CACHE_CONTROL]);
      const assets = location(srv, '^~ /assets/')!;
      expect(header(assets.block)).toEqual([ASSET_CACHE_CONTROL]);
      for (const rss of ['= /rss', '^~ /rss/']) {
        const feed = location(srv, rss)!;
        expect(directive(feed.block!, 'try_files')[0]!.args.map((a) => a.v)).toEqual(['$uri/index.xml', '=404']);
        expect(header(feed.block)).toEqual([HTML_CACHE_CONTROL]);
      }
      expect(header(location(srv, '= /404.html')!.block)).toEqual([HTML_CACHE_CONTROL, 'always']);
    }
    // By the file served, as the origin's fileCache by its type: a 304 carries no Content-Type to read.
    const cache = SIM.maps.get('hirter_cache_control')!;
    for (const file of ['/index.html', '/rovat/belfold/index.oldal-2.html', '/sitemap.xml', '/sitemaps/news.xml', '/rss/index.XML'])
      expect(cache.regex.find((r) => r.re.test(file))?.value, file).toBe(fileCache(file, fileContentType(file)));
    expect(cache.regex.find((r) => r.re.test('/manifest.json'))).toBeUndefined();
    // Unhashed files (icons, robots.txt, images): the contract's five minutes; build records have their own location.
    expect(cache.fallback).toBe(STATIC_CACHE_CONTROL);
    expect(BUILDS_CACHE_CONTROL).toBe('no-cache');
    expect(cache.regex.find((r) => r.re.test('/favicon.png'))).toBeUndefined();
    expect(cache.regex.find((r) => r.re.test('/html'))).toBeUndefined();
    expect(HTML_CACHE_CONTROL).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);
    expect(directive(SIM.http, 'gzip_static')[0]!.args[0]!.v).toBe('on');
    expect(directive(SIM.http, 'absolute_redirect')[0]!.args[0]!.v).toBe('off');
  });

  it('serves page N of ?oldal=N from index.oldal-N.html, as the origin picks the file', () => {
    // The file name try_files asks for, from the generated maps.
    const file = (host: string, uri: string) => SIM.evaluate(host, uri, 'index${hirter_page_suffix}.html');
    expect(file('hirter.hu', '/rovat/belfold?oldal=2')).toBe('index.oldal-2.html');
    expect(file('hirter.ro', '/?oldal=999999')).toBe('index.oldal-999999.html');
    expect(file('hirter.hu', '/rovat/belfold?a=1&oldal=12&b')).toBe('index.oldal-12.html');
    expect(file('hirter.hu', '/rovat/belfold?oldal=3&oldal=4')).toBe('index.oldal-3.html');
    for (const query of [
      '',
      '?',
      '?oldal=1',
      '?oldal=abc',
      '?oldal=0',
      '?oldal=-1',
      '?oldal=02',
      '?oldal=',
      '?oldal',
      '?OLDAL=2',
      '?xoldal=2',
      '?oldal=1000000',
      '?oldal=%32',
      '?oldal=abc&oldal=2',
    ]) {
      expect(file('hirter.hu', `/rovat/belfold${query}`), query).toBe('index.html');
    }
    const param = fc.oneof(
      fc.constantFrom(
        'oldal=2',
        'oldal=1',
        'oldal=02',
        'oldal=10',
        'oldal=999999',
        'oldal=1000000',
        'oldal=',
        'oldal',
        'Oldal=3',
        'oldal=-1',
        'oldal=2x',
        'xoldal=5',
        'a=1',
        'oldal=%33',
        'oldal=2?oldal=3',
      ),
      fc.stringMatching(/^oldal=[0-9]{0,7}$/),
      fc.stringMatching(/^[a-z=0-9%?]{0,6}$/),
    );
    fc.assert(
      fc.property(fc.array(param, { maxLength: 4 }), (params) => {
        const query = params.join('&');
        expect(file('hirter.hu', `/rovat/belfold${query === '' ? '' : `?${query}`}`)).toBe(pageFileName(pageOfQuery(query)));
      }),
      { numRuns: 2000 },
    );
  });

  it('proxies /api/ and /media/ only when given the content API, naming the site as the origin does', () => {
    expect(SIM.servers[0]!.locations.some((l) => l.args.some((a) => a.v === '/api/'))).toBe(false);
    const sim = new NginxSim(nginxConfig({ outDir: '/srv/out', contentApiUrl: 'http://127.0.0.1:3100/' }));
    const api = sim.servers[0]!.locations.find((l) => l.args.map((a) => a.v).join(' ') === '^~ /api/')!;
    expect(directive(api.block!, 'proxy_pass')[0]!.args[0]!.v).toBe('http://127.0.0.1:3100');
    expect(directive(api.block!, 'proxy_set_header').map((d) => d.args.map((a) => a.v))).toContainEqual(['x-site', '$hirter_api_site_hirter_hu']);
    const siteMap = sim.maps.get('hirter_api_site_hirter_hu')!;
    expect(siteMap.regex[0]!.re.test('g7')).toBe(true);
    expect(siteMap.regex[0]!.re.test('ro')).toBe(false);
    expect(siteMap.fallback).toBe('main');
    expect(sim.maps.get('hirter_api_site_hirter_ro')!.fallback).toBe('ro');
    expect(() => nginxConfig({ outDir: '/x', contentApiUrl: 'http://cms/base' })).toThrow(/without a path/);
  });

  it("gives the live layer's forwarded polls POLL_TIMEOUT_MS and every other call READER_TIMEOUT_MS, then answers 504 as the Node servers do", () => {
    const conf = (pollTimeoutMs?: number) =>
      new NginxSim(nginxConfig({ outDir: '/srv/out', contentApiUrl: 'http://127.0.0.1:3100', ...(pollTimeoutMs ? { pollTimeoutMs } : {}) }));
    const args = (block: Directive[], name: string) => directive(block, name).map((d) => d.args.map((a) => a.v).join(' '));
    for (const [sim, ms] of [
      [conf(), DEFAULT_POLL_TIMEOUT_MS],
      [conf(1500), 1500],
    ] as const) {
      for (const srv of sim.servers) {
        const polled = PROXY_ROUTES.filter((r) => r.timeout === 'poll').map(routeMatch);
        expect(polled).toEqual(expect.arrayContaining(['^~ /api/', '^~ /media/', ...QUIZ_PASS_THROUGH.map((p) => `= ${p}`)]));
        for (const match of polled) {
          const block = location(srv, match)!.block!;
          expect(args(block, 'proxy_connect_timeout'), match).toEqual([`${ms}ms`]);
          expect(args(block, 'proxy_read_timeout'), match).toEqual([`${ms}ms`]);
          expect(args(block, 'error_page'), match).toContain(`${GATEWAY_TIMEOUT.status} @hirter_gateway_timeout`);
        }
        const long = PROXY_ROUTES.filter((r) => r.timeout === 'long').map(routeMatch);
        expect(long).toEqual(expect.arrayContaining([`^~ ${ACCOUNT_API_PREFIX}`, `^~ ${NEWSLETTER_API_PREFIX}`]));
        for (const match of long) {
          const block = location(srv, match)!.block!;
          // The Node servers' wait for a call that is not polled (server/proxy.ts): the same 30 s, the same 504.
          expect(args(block, 'proxy_connect_timeout'), match).toEqual([`${READER_TIMEOUT_MS}ms`]);
          expect(args(block, 'proxy_read_timeout'), match).toEqual([`${READER_TIMEOUT_MS}ms`]);
          expect(args(block, 'error_page'), match).toContain(`${GATEWAY_TIMEOUT.status} @hirter_gateway_timeout`);
        }
        const answer = location(srv, '@hirter_gateway_timeout')!.block!;
        expect(args(answer, 'return')).toEqual([`${GATEWAY_TIMEOUT.status} ${GATEWAY_TIMEOUT.text}`]);
        expect(args(answer, 'default_type')).toEqual(['text/plain; charset=utf-8']);
        expect(header(answer)).toEqual(['no-store', 'always']);
      }
    }
    expect(() => nginxConfig({ outDir: '/x', contentApiUrl: 'http://127.0.0.1:3100', pollTimeoutMs: 0.5 })).toThrow(/pollTimeoutMs/);
  });

  it('the http part alone can be included in an existing nginx.conf; the whole file has events and http', () => {
    const part = nginxHttpConfig({ outDir: '/srv/out' });
    expect(part).not.toMatch(/^\s*(events|http)\s*\{/m);
    expect(part).toContain('server {');
    expect(CONF).toMatch(/^events \{/m);
    expect(CONF).toMatch(/^http \{/m);
    expect(CONF).not.toMatch(/^\s*pid /m);
    expect(nginxConfig({ outDir: '/x', pidFile: '/tmp/n.pid' })).toMatch(/^pid "\/tmp\/n.pid";$/m);
  });
});
