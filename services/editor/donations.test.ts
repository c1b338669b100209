import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangesPage } from '../../domain/types';
import { TEST_SERVICE_TOKEN, copyStore, testApp } from '../testing/fixture';
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

  it('is a change of the common settings in the changes feed, each time, once', async () => {
    const feed = async (path: string) => (await request(path, { headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` } })).json();
    const { cursor } = (await feed('/internal/api/changes/head')) as { cursor: string };
    expect(runEditor(['donations', 'on'], dbPath)).toMatchObject({ code: 0 });
    const on = (await feed(`/internal/api/changes?since=${cursor}`)) as ChangesPage;
    expect(on.changes).toEqual([{ kind: 'settings', cursor: on.next, key: 'common', updatedAt: expect.any(Number) }]);
    expect(runEditor(['donations', 'off'], dbPath)).toMatchObject({ code: 0 });
    const off = (await feed(`/internal/api/changes?since=${on.next}`)) as ChangesPage;
    expect(off.changes).toEqual([expect.objectContaining({ kind: 'settings', key: 'common' })]);
    expect(Number(off.next)).toBeGreaterThan(Number(on.next));
    // The latest state of the entity: one entry for both flips.
    expect(((await feed(`/internal/api/changes?since=${cursor}`)) as ChangesPage).changes).toHaveLength(1);
  });
});
