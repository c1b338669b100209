import { describe, expect, it } from 'vitest';
import { FAILED_PREFIX, failedLine } from './failedLine';

describe('failedLine', () => {
  it('names the file, the test and the project, with the first line of the error', () => {
    expect(failedLine(['e2e/ads.spec.ts', 'phone', 'no ad above the headline'], '\n\u001b[31mError: expect(received)\u001b[39m\nmore', 'phone')).toBe(
      `${FAILED_PREFIX}e2e/ads.spec.ts › phone › no ad above the headline [phone] — Error: expect(received)`,
    );
  });

  it('keeps a long error to one short line', () => {
    const line = failedLine(['a.test.ts'], 'x'.repeat(500));
    expect(line.length).toBeLessThan(FAILED_PREFIX.length + 'a.test.ts — '.length + 201);
    expect(line).not.toContain('\n');
  });
});
