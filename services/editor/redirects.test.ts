import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RouteRule } from '../../domain/types';
import { copyStore, testApp } from '../testing/fixture';
import type { Db } from '../store/schema';
import { runEditor } from './cli';

let dbPath: string;
let db: Db;
let request: (path: string, init?: RequestInit) => Promise<Response>;

beforeEach(() => {
  ({ dbPath } = copyStore());
  ({ db, request } = testApp(dbPath));
});
afterEach(() => db.close());

const editor = (...args: string[]) => runEditor(['redirect', ...args], dbPath);
const served = async () => (await (await request('/api/route-rules')).json()) as RouteRule[];

describe('npm run editor -- redirect', () => {
  it('adds a rule the content API serves, replaces the rule of the same path, and removes it', async () => {
    const before = await served();
    expect(editor('add', '/regi-kampany', '/rovat/belfold')).toMatchObject({ code: 0, out: 'redirect /regi-kampany → /rovat/belfold (301)' });
    expect(await served()).toEqual([...before, { from: '/regi-kampany', to: '/rovat/belfold', status: 301 }]);
    expect(editor('add', '/regi-kampany', 'https://kampany.example.org/', '302').code).toBe(0);
    expect(await served()).toEqual([...before, { from: '/regi-kampany', to: 'https://kampany.example.org/', status: 302 }]);
    expect(editor('list').out).toContain('/regi-kampany → https://kampany.example.org/ (302)');
    expect(editor('remove', '/regi-kampany').code).toBe(0);
    expect(await served()).toEqual(before);
    expect(editor('remove', '/regi-kampany')).toMatchObject({ code: 1, out: 'Nincs ilyen átirányítás: /regi-kampany' });
  });

  it.each([
    [['add', 'regi', '/uj'], /starts with one/],
    [['add', '/api/x', '/uj'], /not redirected/],
    [['add', '/a', '/b', '307'], /301 vagy 302/],
    [['add', '/a', 'javascript:alert(1)'], /https/],
    [['move', '/a'], /Ismeretlen redirect művelet/],
  ])('refuses %j and leaves the rules as they were', async (args, message) => {
    const before = await served();
    const r = editor(...args);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(message);
    expect(await served()).toEqual(before);
  });
});
