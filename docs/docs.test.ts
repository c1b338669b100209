// The docs as a map: architecture.md names every code folder in at most 150 lines, decisions.md is a list of
// numbered records with a status each, and every relative link of the docs lands on a file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

  it('is not organised by issue number', () => {
    expect(text).not.toMatch(/issues? #\d+/i);
  });
});

interface DecisionRecord {
  number: number;
  title: string;
  status: string | undefined;
}

function records(text: string): DecisionRecord[] {
  const lines = text.split('\n');
  const found: DecisionRecord[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('### ')) return;
    // A heading without a number gets NaN, which the numbering test reports with its title.
    const m = /^### D-(\d+) (\S.*)$/.exec(line);
    const status = lines.slice(i + 1).find((l) => l.trim() !== '');
    found.push({ number: m ? Number(m[1]) : NaN, title: m ? m[2]! : line.slice(4), status: status?.startsWith('Status: ') ? status.slice(8) : undefined });
  });
  return found;
}

describe('decisions.md', () => {
  const text = read('decisions.md');
  const all = records(text);
  const numbers = new Set(all.map((r) => r.number));

  it('numbers its records uniquely and consecutively from D-01', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.map((r) => `D-${r.number} ${r.title}`)).toEqual(all.map((r, i) => `D-${i + 1} ${r.title}`));
  });

  it('gives every record a status line right under its heading', () => {
    const STATUS = /^(accepted( \(.+\))?|superseded by D-\d+( \(.+\))?|open)$/;
    const bad = all.filter((r) => !r.status || !STATUS.test(r.status));
    expect(bad.map((r) => `D-${r.number} ${r.title}: ${r.status ?? '(no status)'}`)).toEqual([]);
  });

  it('supersedes only by records that exist, and never by itself', () => {
    const bad = all.filter((r) => {
      const m = /^superseded by D-(\d+)/.exec(r.status ?? '');
      return m && (!numbers.has(Number(m[1])) || Number(m[1]) === r.number);
    });
    expect(bad.map((r) => `D-${r.number}: ${r.status}`)).toEqual([]);
  });

  it('ends with the "Not yet filed" section', () => {
    const headings = text.split('\n').filter((l) => l.startsWith('## '));
    expect(headings.at(-1)).toBe('## Not yet filed');
  });

  it('indexes every topic with the range of its records', () => {
    const topics = text.split('\n').filter((l) => l.startsWith('## ') && l !== '## Index' && l !== '## Not yet filed');
    for (const topic of topics) {
      const name = topic.slice(3);
      const start = text.indexOf(`\n${topic}\n`);
      const next = text.indexOf('\n## ', start + 1);
      const inTopic = records(text.slice(start, next === -1 ? undefined : next)).map((r) => r.number);
      const pad = (n: number) => String(n).padStart(2, '0');
      expect(text, name).toContain(`[${name}](#`);
      expect(text, name).toContain(`: D-${pad(inTopic[0]!)} – D-${pad(inTopic.at(-1)!)}`);
    }
  });

  it('is pointed to only by record numbers that exist (D-NN anywhere in the docs)', () => {
    const bad: string[] = [];
    for (const file of docFiles()) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bD-(\d+)\b/g)) {
        if (!numbers.has(Number(m[1]))) bad.push(`${file}: D-${m[1]}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

function docFiles(): string[] {
  const recipes = join(DOCS, 'recipes');
  return [
    ...readdirSync(DOCS)
      .filter((f) => f.endsWith('.md'))
      .map((f) => join(DOCS, f)),
    ...(existsSync(recipes)
      ? readdirSync(recipes)
          .filter((f) => f.endsWith('.md'))
          .map((f) => join(recipes, f))
      : []),
  ];
}

describe('links in docs/*.md and docs/recipes/*.md', () => {
  it('every relative link points to an existing file', () => {
    const broken: string[] = [];
    for (const file of docFiles()) {
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
        const path = decodeURI(target.split('#')[0]!);
        if (!existsSync(resolve(dirname(file), path))) broken.push(`${file.slice(ROOT.length + 1)}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every link to a heading of decisions.md or measurements.md names one that exists', () => {
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-');
    const anchors = (name: string) =>
      new Set(
        read(name)
          .split('\n')
          .filter((l) => /^#{1,6} /.test(l))
          .map((l) => slug(l.replace(/^#+ /, ''))),
      );
    const known: Record<string, Set<string>> = { 'decisions.md': anchors('decisions.md'), 'measurements.md': anchors('measurements.md') };
    const broken: string[] = [];
    for (const file of docFiles()) {
      const own = file.slice(DOCS.length + 1);
      for (const m of readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]*)#([^)\s]+)\)/g)) {
        const target = m[1] === '' ? own : m[1]!.replace(/^\.\//, '');
        if (known[target] && !known[target]!.has(m[2]!)) broken.push(`${own}: ${m[1]}#${m[2]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
