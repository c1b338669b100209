// The docs as a map: architecture.md names every code folder in at most 150 short lines, docs/decisions/ holds
// one numbered record per file with a status each and an index of them all, and every link of the docs and the
// README lands on a file of the repository or a public web page (a clone has nothing beside it).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DOCS = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(DOCS, '..');
const read = (name: string) => readFileSync(join(DOCS, name), 'utf8');

/** Top-level folders that are not the project's code. */
const NOT_CODE = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'docs']);
const CODE_FILE = /\.(ts|tsx|mts|js|mjs|cjs|sh)$/;

function holdsCode(dir: string): boolean {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory() ? holdsCode(path) : CODE_FILE.test(entry.name)) return true;
  }
  return false;
}

const codeFolders = readdirSync(ROOT).filter(
  (name) => !name.startsWith('.') && !NOT_CODE.has(name) && statSync(join(ROOT, name)).isDirectory() && holdsCode(join(ROOT, name)),
);

describe('architecture.md', () => {
  const text = read('architecture.md');

  it('is at most 150 lines', () => {
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('has a table row for every top-level folder that holds code', () => {
    expect(codeFolders.length).toBeGreaterThan(10);
    const rows = text.split('\n').filter((line) => line.startsWith('| `'));
    const missing = codeFolders.filter((folder) => !rows.some((row) => row.startsWith(`| \`${folder}/`)));
    expect(missing).toEqual([]);
  });

  it('has no line over 160 characters', () => {
    const long = text.split('\n').flatMap((line, i) => (line.length > 160 ? [`line ${i + 1}: ${line.length}`] : []));
    expect(long).toEqual([]);
  });

  it('is not organised by issue number', () => {
    expect(text).not.toMatch(/issues? #\d+/i);
  });
});

const DECISIONS = join(DOCS, 'decisions');
const RECORD_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

interface DecisionRecord {
  file: string;
  number: number;
  heading: string | undefined;
  status: string | undefined;
}

/** The records of docs/decisions/: the file's number, its `# D-NN Title` heading, its `Status:` line. */
function records(): DecisionRecord[] {
  return readdirSync(DECISIONS)
    .filter((f) => f !== 'README.md')
    .sort()
    .map((file) => {
      const lines = readFileSync(join(DECISIONS, file), 'utf8').split('\n');
      const m = RECORD_FILE.exec(file);
      const status = lines.slice(1).find((l) => l.trim() !== '');
      return {
        file,
        number: m ? Number(m[1]) : NaN,
        heading: lines[0],
        status: status?.startsWith('Status: ') ? status.slice(8).trimEnd() : undefined,
      };
    });
}

describe('docs/decisions/', () => {
  const all = records();
  const numbers = new Set(all.map((r) => r.number));

  it('names every record NNNN-title.md and numbers them uniquely and consecutively from D-01', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((r) => Number.isNaN(r.number)).map((r) => r.file)).toEqual([]);
    expect(all.map((r) => r.number)).toEqual(all.map((_, i) => i + 1));
  });

  it('gives every record a heading with its own number and a title', () => {
    const bad = all.filter((r) => {
      const m = /^# D-(\d+) \S/.exec(r.heading ?? '');
      return !m || Number(m[1]) !== r.number;
    });
    expect(bad.map((r) => `${r.file}: ${r.heading}`)).toEqual([]);
  });

  it('gives every record a status line right under its heading', () => {
    const STATUS = /^(accepted( \(.+\))?|superseded by D-\d+( \(.+\))?|open)$/;
    const bad = all.filter((r) => !r.status || !STATUS.test(r.status));
    expect(bad.map((r) => `${r.file}: ${r.status ?? '(no status)'}`)).toEqual([]);
  });

  it('supersedes only by records that exist, and never by itself', () => {
    const bad = all.filter((r) => {
      const m = /^superseded by D-(\d+)/.exec(r.status ?? '');
      return m && (!numbers.has(Number(m[1])) || Number(m[1]) === r.number);
    });
    expect(bad.map((r) => `${r.file}: ${r.status}`)).toEqual([]);
  });

  it('lists every record exactly once in its index, README.md', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
    const rows = index.split('\n').filter((l) => l.startsWith('| [D-'));
    const listed = rows.map((row) => /^\| \[D-\d+\]\(([^)]+)\)/.exec(row)?.[1]);
    expect([...listed].sort()).toEqual(all.map((r) => r.file));
  });

  it('counts in its list of topics the rows under each topic', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
    const sections = index.split(/^## /m).slice(1);
    const rows = new Map(sections.map((s) => [s.slice(0, s.indexOf('\n')).trim(), s.split('\n').filter((l) => l.startsWith('| [D-')).length]));
    const topics = [...index.matchAll(/^- \[([^\]]+)\]\(#[^)]+\) \((\d+)\)$/gm)];
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.map(([, title, n]) => `${title} ${n}`)).toEqual(topics.map(([, title]) => `${title} ${rows.get(title!)}`));
  });

  it('is pointed to only by record numbers that exist (D-NN anywhere in the docs)', () => {
    const bad: string[] = [];
    for (const file of docFiles()) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bD-(\d+)\b/g)) {
        if (!numbers.has(Number(m[1]))) bad.push(`${file.slice(ROOT.length + 1)}: D-${m[1]}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

/** The markdown of docs/ and of its folders (the records, the recipes). */
function docFiles(dir = DOCS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return docFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The markdown a clone is read by: docs/ and its folders, and README.md. */
const readFiles = () => [...docFiles(), join(ROOT, 'README.md')];
/** A markdown file's text without its code blocks (diagrams, commands). */
const prose = (file: string) => readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
const inRepository = (path: string) => path === ROOT || path.startsWith(ROOT + sep);

/** Hosts only this machine or a private network reaches, and the names kept for examples and tests (RFC 2606, 6761). */
function isPublicHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (/(^|\.)(localhost|local|internal|test|example|invalid)$/.test(h) || /^example\.(com|net|org)$/.test(h)) return false;
  if (/^(127\.|10\.|192\.168\.|169\.254\.|0\.)/.test(h) || /^172\.(1[6-9]|2\d|3[01])\./.test(h)) return false;
  if (h === '::1' || /^f[cd][0-9a-f]{2}:/.test(h) || /^fe80:/.test(h)) return false;
  return h.includes('.') || h.includes(':');
}

describe('links in the docs (docs/**/*.md, README.md)', () => {
  it('tells a public host from a local or private one', () => {
    for (const h of ['developers.google.com', 'www.w3.org', 'hirter.hu']) expect(isPublicHost(h), h).toBe(true);
    for (const h of [
      'localhost',
      'ro.localhost',
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '[::1]',
      'origin.internal',
      'mail.example',
      'example.com',
      'host',
    ])
      expect(isPublicHost(h), h).toBe(false);
  });

  it('every relative link points to an existing file inside the repository (a clone has nothing beside it)', () => {
    const broken: string[] = [];
    for (const file of readFiles()) {
      for (const m of prose(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
        const path = resolve(dirname(file), decodeURI(target.split('#')[0]!));
        if (!inRepository(path) || !existsSync(path)) broken.push(`${file.slice(ROOT.length + 1)}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every other link is an http(s) address of a public site', () => {
    const bad: string[] = [];
    for (const file of readFiles()) {
      for (const m of prose(file).matchAll(/\]\(([a-z][a-z0-9+.-]*:[^)\s]*)\)/gi)) {
        let ok = false;
        try {
          const url = new URL(m[1]!);
          ok = (url.protocol === 'https:' || url.protocol === 'http:') && isPublicHost(url.hostname);
        } catch {
          ok = false;
        }
        if (!ok) bad.push(`${file.slice(ROOT.length + 1)}: ${m[1]}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('names no file above the repository in its text either (`../…` resolves inside it, to a file that exists)', () => {
    const outside: string[] = [];
    for (const file of readFiles()) {
      for (const m of prose(file).matchAll(/`(\.\.\/[^`\s]*)`/g)) {
        const path = resolve(dirname(file), m[1]!);
        if (!inRepository(path) || !existsSync(path)) outside.push(`${file.slice(ROOT.length + 1)}: ${m[1]}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('every link to a heading of measurements.md names one that exists', () => {
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-');
    const MEASUREMENTS = join(DOCS, 'measurements.md');
    const anchors = new Set(
      readFileSync(MEASUREMENTS, 'utf8')
        .split('\n')
        .filter((l) => /^#{1,6} /.test(l))
        .map((l) => slug(l.replace(/^#+ /, ''))),
    );
    const broken: string[] = [];
    for (const file of docFiles()) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]*)#([^)\s]+)\)/g)) {
        const target = m[1] === '' ? file : resolve(dirname(file), m[1]!);
        if (target === MEASUREMENTS && !anchors.has(m[2]!)) broken.push(`${file.slice(ROOT.length + 1)}: ${m[1]}#${m[2]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("a clone's own files (README, .nvmrc, LICENSE)", () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; license?: string; private?: boolean };

  it('.nvmrc names one Node release, of the major the engines field and the Dockerfile ask', () => {
    const version = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const major = Number(version.split('.')[0]);
    expect(pkg.engines.node).toMatch(/^>=\d+$/);
    expect(major).toBeGreaterThanOrEqual(Number(pkg.engines.node.slice(2)));
    const images = [...readFileSync(join(ROOT, 'Dockerfile'), 'utf8').matchAll(/^FROM node:(\d+)\b/gm)].map((m) => Number(m[1]));
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([major]));
  });

  it('LICENSE and package.json say the same: the publisher keeps every right (UNLICENSED, a private package)', () => {
    expect(pkg.private).toBe(true);
    expect(pkg.license).toBe('UNLICENSED');
    const license = readFileSync(join(ROOT, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^Copyright \(c\) \d{4} Hírtér\b.*All rights reserved\./);
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { license?: string }> };
    expect(lock.packages['']!.license).toBe(pkg.license);
  });

  it('the README opens with its two commands, and points to .nvmrc, .env.example and LICENSE', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
    expect(blocks.slice(0, 2)).toEqual(['npm install && npm start', 'npm ci && npm test']);
    const headings = readme.split('\n').filter((l) => l.startsWith('## '));
    expect(headings.slice(0, 2)).toEqual(['## Run the whole site', '## Run every test']);
    for (const file of ['.nvmrc', '.env.example', 'LICENSE']) {
      expect(readme, file).toContain(`](${file})`);
      expect(existsSync(join(ROOT, file)), file).toBe(true);
    }
  });
});
