import { describe, expect, it } from 'vitest';
import { servicePaths } from './paths';

describe('servicePaths', () => {
  it('puts the service stores beside the content store', () => {
    expect(servicePaths('data/content.db', {})).toEqual({
      securityDb: 'data/security.db',
      crmDb: 'data/crm.db',
      quizDb: 'data/quiz.db',
      gameDb: 'data/game.db',
      outboxDir: 'data/outbox',
    });
    expect(servicePaths('/tmp/x/content.db', {})).toEqual({
      securityDb: '/tmp/x/security.db',
      crmDb: '/tmp/x/crm.db',
      quizDb: '/tmp/x/quiz.db',
      gameDb: '/tmp/x/game.db',
      outboxDir: '/tmp/x/outbox',
    });
  });

  it('takes each setting when it is set (an empty one counts as unset)', () => {
    expect(servicePaths('data/content.db', { SECURITY_DB: '/s.db', CRM_DB: '', OUTBOX_DIR: '/mail' })).toEqual({
      securityDb: '/s.db',
      crmDb: 'data/crm.db',
      quizDb: 'data/quiz.db',
      gameDb: 'data/game.db',
      outboxDir: '/mail',
    });
  });
});
