import { copyFileSync, mkdtempSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { openDb, type Db } from '../store/schema';
import { createContentApp } from '../api/app';

export const TEST_SEED = 1;
/** 2026-11-20 12:00 UTC: fixed, so the test corpus is the same on every run. */
export const TEST_NOW = Date.UTC(2026, 10, 20, 12) / 1000;
export const TEST_SERVICE_TOKEN = 'test-service-token';

export function sharedStore(): { dbPath: string; mediaDir: string } {
  const store = inject('contentStore');
  // Only vitest's `unit` project seeds it (vitest.config.ts): a file that changes its thread runs without it.
  if (!store) throw new Error('no seeded content store here: a test file that mocks a module or asks for a DOM runs in unit-isolated, which has none');
  return store;
}

/**
 * A private copy of the seeded store, for tests that write. In the shared store's folder, which the run's
 * teardown removes (a copy in the system's temp folder was 8 MB left behind for each).
 */
export function copyStore(): { dbPath: string; mediaDir: string } {
  const { dbPath, mediaDir } = sharedStore();
  const copy = join(mkdtempSync(join(dirname(dbPath), 'copy-')), 'content.db');
  copyFileSync(dbPath, copy);
  return { dbPath: copy, mediaDir };
}

export function testApp(dbPath = sharedStore().dbPath): { db: Db; request: (path: string, init?: RequestInit) => Promise<Response> } {
  const db = openDb(dbPath);
  const app = createContentApp({ db, mediaDir: sharedStore().mediaDir, serviceToken: TEST_SERVICE_TOKEN, log: () => {} });
  return { db, request: async (path, init) => app.request(path, init) };
}
