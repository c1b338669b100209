// Seeds one small corpus for the whole test run; tests that write copy it first (copyStore).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedStore } from '../seed/seed';
import { TEST_NOW, TEST_SEED } from './fixture';

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'reader-content-'));
  const dbPath = join(dir, 'content.db');
  const mediaDir = join(dir, 'media');
  seedStore({ articles: 800, seed: TEST_SEED, now: TEST_NOW, dbPath, mediaDir });
  project.provide('contentStore', { dbPath, mediaDir });
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    contentStore: { dbPath: string; mediaDir: string };
  }
}
