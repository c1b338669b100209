// Where the embedded services keep their files. The content store and its images have their own settings
// (services/seed/seed.ts defaultPaths); the editors' store, the reader accounts' store and the mail outbox
// sit beside the content store unless set, so the default data/content.db has data/security.db,
// data/crm.db, data/quiz.db, data/game.db and data/outbox/, and a test's temporary store has its own.
// The settings and their defaults are config/settings.ts's (SECURITY_DB, CRM_DB, QUIZ_DB, GAME_DB, OUTBOX_DIR).
import { parseSettings } from '../config/settings';

/** The services' files beside `contentDbPath` unless set; throws the setting's one line on a bad value. */
export function servicePaths(contentDbPath: string, env: NodeJS.ProcessEnv = process.env) {
  const r = parseSettings(['SECURITY_DB', 'CRM_DB', 'QUIZ_DB', 'GAME_DB', 'OUTBOX_DIR'], { ...env, CONTENT_DB: contentDbPath });
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return {
    securityDb: r.settings.SECURITY_DB,
    crmDb: r.settings.CRM_DB,
    quizDb: r.settings.QUIZ_DB,
    gameDb: r.settings.GAME_DB,
    outboxDir: r.settings.OUTBOX_DIR,
  };
}
