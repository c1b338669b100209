import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPorts, freePort } from './freePort';

const listenOn = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve()));
  });

describe('freePort', () => {
  it('reads the kernel’s range of outgoing ports, and nothing from what is not one', () => {
    expect(ephemeralPorts('32768\t60999\n')).toEqual({ low: 32768, high: 60999 });
    expect(ephemeralPorts('')).toBeNull();
    expect(ephemeralPorts('x y')).toBeNull();
    expect(ephemeralPorts(null)).toBeNull();
  });

  it('hands out free ports below that range, never the same one twice, even asked at once', async () => {
    const range = { low: 32768, high: 60999 };
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort(range)));
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(range.low);
      await listenOn(port);
    }
  });

  it('lets the kernel choose where no room is left below the range', async () => {
    const port = await freePort({ low: 10_500, high: 60999 });
    await listenOn(port);
    expect(port).toBeGreaterThan(0);
  });
});
