import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JOB_NODE_FLAGS, jobNodeArgs } from './nodeFlags';

describe('the job processes’ node flags', () => {
  it('npm run prerender starts the CLI with the same flags as npm start, the fault tests and the bench', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.prerender).toBe(['exec', 'node', ...jobNodeArgs('prerender/cli.ts')].join(' '));
  });

  it('are flags node accepts on its command line', async () => {
    const { spawnSync } = await import('node:child_process');
    const r = spawnSync(process.execPath, [...JOB_NODE_FLAGS, '-e', 'process.stdout.write("ok")'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('ok');
  });
});
