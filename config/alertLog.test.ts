import { describe, expect, it } from 'vitest';
import { SECURITY_ALERTS } from '../domain/editorLogin';
import { alertLog, createLogger } from './log';

describe('alertLog', () => {
  it('writes an alert at level error with its stable event name and its figures as fields', () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({
      level: 'info',
      format: 'json',
      destination: { write: (s: string) => lines.push(JSON.parse(s) as Record<string, unknown>) },
    }).child({
      service: 'content',
    });
    alertLog(logger)(SECURITY_ALERTS.loginFailures, '20 wrong passwords for a***@hirter.hu from 20 addresses', { failures: 20, event: 'not this one' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        service: 'content',
        event: 'security.login-failures',
        failures: 20,
        msg: 'security.login-failures: 20 wrong passwords for a***@hirter.hu from 20 addresses',
      }),
    ]);
  });
});
