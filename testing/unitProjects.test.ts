// vitest.config.ts's projects that share a thread between files (D-431): a file that changes its thread must never share one.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import config, { CHANGES_ITS_THREAD } from '../vitest.config';

interface Project {
  test: { name: string; include?: string[]; exclude?: string[]; isolate?: boolean; globalSetup?: string[] };
}
const projects = (config.test?.projects ?? []) as Project[];
const project = (name: string) => projects.find((p) => p.test.name === name)!.test;

describe('the unit projects', () => {
  const shared = project('unit');
  const isolated = project('unit-isolated');

  it('share modules between files in `unit` and isolate every file of `unit-isolated`', () => {
    expect(shared.isolate).toBe(false);
    expect(isolated.isolate ?? true).toBe(true);
  });

  it('put the files that ask for a DOM, mock a module or stub a global in `unit-isolated`, and only those', () => {
    // One of each kind, by name: a DOM island, a mocked module, a stubbed global.
    expect(isolated.include).toEqual(
      expect.arrayContaining(['components/Header/Header.test.tsx', 'services/security/app.test.ts', 'renderer/entryScript.test.ts']),
    );
    expect(isolated.include).not.toContain('services/crm/app.test.ts');
    expect(isolated.include).not.toContain('testing/unitProjects.test.ts');
    // `unit` runs everything else: what it leaves out is exactly the isolated files.
    expect(shared.exclude).toEqual(expect.arrayContaining(isolated.include!));
  });

  it('seed the content store for `unit` alone', () => {
    expect(shared.globalSetup).toEqual(['services/testing/global-setup.ts']);
    expect(isolated.globalSetup).toBeUndefined();
  });
});

describe('the site project', () => {
  it('shares modules between its files, none of which changes its thread', () => {
    expect(project('site').isolate).toBe(false);
    const files = globSync(['e2e/site/**/*.ts'], { cwd: new URL('..', import.meta.url).pathname });
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((f) => CHANGES_ITS_THREAD.test(readFileSync(new URL(`../${f}`, import.meta.url), 'utf8')))).toEqual([]);
  });
});
