import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { canListen, exitOnStartFailure, listenProblem, reachableHost } from './listenFailure';

const ORIGIN = { port: 'ORIGIN_PORT', host: 'LISTEN_HOST' };
const listenError = (code: string, extra: object = {}) => Object.assign(new Error(`listen ${code}`), { code, port: 3000, address: '127.0.0.1', ...extra });

describe('a server that cannot listen', () => {
  it('names the setting to change in one line', () => {
    expect(listenProblem(listenError('EADDRINUSE'), ORIGIN)).toBe(
      'ORIGIN_PORT: port 3000 on 127.0.0.1 is already in use (stop what listens there, or set ORIGIN_PORT to a free port)',
    );
    expect(listenProblem(listenError('EACCES', { port: 80 }), ORIGIN)).toMatch(/^ORIGIN_PORT: port 80 on 127\.0\.0\.1 needs privileges/);
    expect(listenProblem(listenError('EADDRNOTAVAIL', { address: '10.9.9.9' }), ORIGIN)).toMatch(/^LISTEN_HOST: 10\.9\.9\.9 is not an address of this machine/);
    expect(listenProblem(Object.assign(new Error('x'), { code: 'ENOTFOUND', hostname: 'nope' }), ORIGIN)).toMatch(
      /^LISTEN_HOST: nope is not a known host name/,
    );
    expect(listenProblem(new Error('no build in dist'), ORIGIN)).toBeNull();
  });

  it('exits 2 for a listen error (a setting), 1 for anything else, after one line', () => {
    const lines: string[] = [];
    const io = {
      error: (l: string) => lines.push(l),
      exit: (code: number): never => {
        throw new Error(`exit ${code}`);
      },
    };
    expect(() => exitOnStartFailure('origin', listenError('EADDRINUSE'), ORIGIN, io)).toThrow('exit 2');
    expect(() => exitOnStartFailure('origin', new Error('no build in dist'), ORIGIN, io)).toThrow('exit 1');
    expect(lines).toEqual([
      'origin: ORIGIN_PORT: port 3000 on 127.0.0.1 is already in use (stop what listens there, or set ORIGIN_PORT to a free port)',
      'origin: no build in dist',
    ]);
  });

  it('is found before starting: a port someone listens on is refused, a free one not', async () => {
    const busy: Server = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    try {
      expect(await canListen(port, '127.0.0.1', ORIGIN)).toBe(
        `ORIGIN_PORT: port ${port} on 127.0.0.1 is already in use (stop what listens there, or set ORIGIN_PORT to a free port)`,
      );
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
    expect(await canListen(port, '127.0.0.1', ORIGIN)).toBeNull();
  });
});

describe('reachableHost', () => {
  it('is where npm start asks its servers and purges its Varnish: loopback for every interface, IPv6 in brackets', () => {
    expect(reachableHost('127.0.0.1')).toBe('127.0.0.1');
    expect(reachableHost('0.0.0.0')).toBe('127.0.0.1');
    expect(reachableHost('::')).toBe('[::1]');
    expect(reachableHost('::1')).toBe('[::1]');
    expect(reachableHost('192.168.1.20')).toBe('192.168.1.20');
    expect(reachableHost('newsroom-box')).toBe('newsroom-box');
  });
});
