// Service latency at one connection, with microsecond resolution (autocannon's histogram counts whole
// milliseconds, too coarse for a 5 ms goal).
import { Agent, request } from 'node:http';

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  count: number;
}

function once(agent: Agent, url: URL, path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const post = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } };
    const req = request({ host: url.hostname, port: url.port, path, agent, ...post }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
      res.resume();
      res.on('end', () => resolve(Number(process.hrtime.bigint() - start) / 1e6));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** GETs `paths` in turn; with `bodies`, POSTs them in turn as JSON to the first path (a GraphQL endpoint). */
export async function measureLatency(base: string, paths: string[], seconds: number, bodies?: string[]): Promise<Latency> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  const end = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < end; i++) {
    samples.push(await once(agent, url, bodies ? paths[0]! : paths[i % paths.length]!, bodies?.[i % bodies.length]));
  }
  agent.destroy();
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), count: samples.length };
}
