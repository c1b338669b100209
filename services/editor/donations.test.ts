import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

describe('npm run editor -- donations', () => {
  const setup = async () => ((await (await request('/api/frontend/init')).json()) as { componentSetup: { donations: string } }).componentSetup;
  it("switches the component setup's donations flag on and off", async () => {
    expect(await setup()).toMatchObject({ donations: '0' });
    expect(runEditor(['donations', 'on'], dbPath)).toMatchObject({ code: 0 });
    expect(await setup()).toMatchObject({ donations: '1' });
    expect(runEditor(['donations', 'off'], dbPath)).toMatchObject({ code: 0 });
    expect(await setup()).toMatchObject({ donations: '0' });
    expect(runEditor(['donations', 'maybe'], dbPath).code).toBe(2);
  });
});
