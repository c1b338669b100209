import { describe, expect, it } from 'vitest';
import { openDb } from '../store/schema';
import { sharedStore, TEST_NOW } from '../testing/fixture';
import { matchArticles } from './articles';
import { footballModel, liveAtStart } from './football/model';

describe('articles about a match', () => {
  const { dbPath } = sharedStore();

  it("the seed's livescore ids name fixtures of the model, one of them live when a service started that day starts", () => {
    const db = openDb(dbPath, { readonly: true });
    const ids = (
      db.prepare("SELECT DISTINCT json_extract(doc, '$.livescoreId') AS id FROM articles WHERE json_extract(doc, '$.livescoreId') IS NOT NULL").all() as {
        id: number;
      }[]
    ).map((r) => r.id);
    db.close();
    expect(ids.length).toBeGreaterThan(2);
    const startedAt = TEST_NOW * 1000 + 3600_000;
    const model = footballModel({ startedAt });
    for (const id of ids) expect(model.fixture(id, startedAt + 6 * 3600_000), `fixture ${id}`).not.toBeNull();
    expect(ids).toContain(liveAtStart(startedAt)[0]);
  });

  it("give a fixture its article's path, and the service answers it as the fixture's url", () => {
    const urls = matchArticles(dbPath);
    expect(urls.size).toBeGreaterThan(2);
    for (const path of urls.values()) expect(path).toMatch(/^\/sport\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+$/);
    const [id, path] = [...urls][0]!;
    const model = footballModel({ startedAt: TEST_NOW * 1000, articleUrl: (f) => urls.get(f) ?? null });
    expect(model.fixture(id, TEST_NOW * 1000 + 6 * 3600_000)!.url).toBe(path);
    expect(model.fixture(122001, TEST_NOW * 1000)!.url).toBeNull();
  });
});
