// A Publisher over a folder, for tests of what it stages and publishes: those use neither the render threads nor
// the content API, so it is given neither.
import type { RenderPool } from '../renderPool';
import { Publisher } from '../publisher';
import type { JobApi } from '../jobApi';
import { WriteJournal } from '../writeJournal';

export function offlinePublisher(outDir: string): Publisher {
  return new Publisher({
    outDir,
    distDir: outDir,
    contentApiUrl: '',
    batchSize: 1,
    pool: {} as RenderPool,
    api: {} as JobApi,
    journal: new WriteJournal(outDir),
    log: () => {},
  });
}
