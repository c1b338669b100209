// autocannon in a process of its own, so that the load it makes does not share a core (or an event loop) with a
// server the bench runs here: its JSON summary when it ends.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface AutocannonSummary {
  requests: { average: number };
  latency: { p99: number };
  '2xx': number;
  '4xx': number;
  '5xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Runs `autocannon -j <args>`; rejects when it exits with anything but 0. */
export function autocannonProcess(args: readonly string[]): Promise<AutocannonSummary> {
  return new Promise((resolve, reject) => {
    const child = spawn(join('node_modules', '.bin', 'autocannon'), ['-j', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      resolve(JSON.parse(out) as AutocannonSummary);
    });
  });
}
