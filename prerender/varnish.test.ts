import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EDGE_PROBE_USER_AGENT } from '../domain/accessLevel';
import { PROXY_ROUTES } from '../domain/proxyRoutes';
import { VARNISHD, varnishVcl } from './varnish';

const dir = mkdtempSync(join(tmpdir(), 'vcl-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TWO = { origins: ['http://127.0.0.1:3000', 'http://10.0.0.7:3000'], purgeFrom: ['127.0.0.0/8', '::1', '10.1.2.3'], purgeToken: 'Tok3n+/=' };

describe('the generated VCL', () => {
  it.skipIf(!existsSync(VARNISHD))('compiles (varnishd -C), with two origins and the xkey vmod', () => {
    const file = join(dir, 'default.vcl');
    writeFileSync(file, varnishVcl(TWO));
    const r = spawnSync(VARNISHD, ['-C', '-j', 'none', '-f', file, '-n', join(dir, 'n')], { encoding: 'utf8' });
    expect(r.status === 0 ? '' : r.stderr.slice(-600)).toBe('');
    expect(r.status).toBe(0);
  });

  it('takes the origins in turns and a purge only from the listed addresses, with the token', () => {
    const vcl = varnishVcl(TWO);
    expect(vcl).toMatch(/^vcl 4\.1;$/m);
    expect(vcl).toContain('import xkey;');
    expect(vcl).toContain('.host = "10.0.0.7";');
    expect(vcl).toContain('origins.add_backend(origin1);');
    expect(vcl).toContain('"127.0.0.0"/8;');
    expect(vcl).toContain('"10.1.2.3";');
    expect(vcl).toMatch(/client\.ip !~ purgers \|\| req\.http\.purge-token != "Tok3n\+\/="\) \{\s*return \(synth\(403/);
    // Nor does a reader's token header reach an origin.
    expect(vcl).toMatch(/\n {4}unset req\.http\.purge-token;/);
    // Each origin's probe names itself, so the origin logs it at debug with the other probes.
    expect(vcl.match(new RegExp(`"User-Agent: ${EDGE_PROBE_USER_AGENT}"`, 'g'))).toHaveLength(2);
  });

  it("passes every reader's own call of the proxy table", () => {
    const vcl = varnishVcl(TWO);
    for (const r of PROXY_ROUTES.filter((route) => route.kind === 'reader')) expect(vcl, r.name).toContain(r.path);
  });

  it('refuses an origin with a path and a value it cannot write', () => {
    const purge = { purgeFrom: [], purgeToken: 't' };
    expect(() => varnishVcl({ origins: ['http://127.0.0.1:3000/x'], ...purge })).toThrow(/without a path/);
    expect(() => varnishVcl({ origins: [], ...purge })).toThrow(/at least one origin/);
    expect(() => varnishVcl({ origins: ['http://127.0.0.1:3000'], ...purge, purgeFrom: ['1.2.3.4"; }'] })).toThrow(/cannot be written/);
    expect(() => varnishVcl({ origins: ['http://127.0.0.1:3000'], ...purge, purgeToken: 'a" || "' })).toThrow(/cannot be written/);
  });
});
