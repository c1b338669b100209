// Where the embedded services keep their files. The content store and its images have their own settings
// (content/seed/seed.ts defaultPaths); the editors' store, the reader accounts' store and the mail outbox
// sit beside the content store unless set, so the default data/content.db has data/security.db,
// data/crm.db and data/outbox/, and a test's temporary store has its own.
import { dirname, join } from 'node:path';

export function servicePaths(contentDbPath: string, env: NodeJS.ProcessEnv = process.env) {
  const dir = dirname(contentDbPath);
  return {
    securityDb: env.SECURITY_DB || join(dir, 'security.db'),
    crmDb: env.CRM_DB || join(dir, 'crm.db'),
    outboxDir: env.OUTBOX_DIR || join(dir, 'outbox'),
  };
}
