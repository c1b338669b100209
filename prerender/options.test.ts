import { describe, expect, it, vi } from 'vitest';
import { resolve } from 'node:path';
import { defaultJobOptions, defaultNginxSettings } from './options';
import { nginxConfig, nginxFiles } from './nginx';

describe('the generated nginx.conf settings', () => {
  it('listens on NGINX_PORT and keeps its files in NGINX_DIR', () => {
    const defaults = { listenAddress: '127.0.0.1', hstsMaxAge: 0, trustedProxies: ['127.0.0.0/8', '::1'], pollTimeoutMs: 5000 };
    expect(defaultNginxSettings('dist/sites', {})).toEqual({ port: 8080, dir: resolve('dist/nginx'), ...defaults });
    expect(defaultNginxSettings('/tmp/run/out', {})).toEqual({ port: 8080, dir: '/tmp/run/nginx', ...defaults });
    expect(defaultNginxSettings('dist/sites', { NGINX_PORT: '8181', NGINX_DIR: '/srv/nginx' })).toEqual({ port: 8181, dir: '/srv/nginx', ...defaults });
    for (const bad of ['abc', '0', '70000', '8080x', '-1'])
      expect(() => defaultNginxSettings('dist/sites', { NGINX_PORT: bad }), bad).toThrow(`NGINX_PORT: a port number (an integer 1–65535) (got '${bad}')`);
  });

  it('listens on LISTEN_HOST like the Node servers, and sends HSTS when NGINX_HSTS_MAX_AGE says', () => {
    const set = defaultNginxSettings('dist/sites', { LISTEN_HOST: '0.0.0.0', NGINX_HSTS_MAX_AGE: '31536000', TRUSTED_PROXIES: '10.0.0.0/8' });
    expect(set).toMatchObject({ listenAddress: '0.0.0.0', hstsMaxAge: 31536000, trustedProxies: ['10.0.0.0/8'] });
    const conf = nginxConfig({ outDir: '/srv/out', ...nginxFiles(set) });
    expect(conf).toMatch(/^\s*set_real_ip_from 10\.0\.0\.0\/8;$/m);
    expect(conf).toMatch(/listen 0\.0\.0\.0:8080 default_server;/);
    const hsts = 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;';
    // Every server block, and the pages forwarded to the render server, which inherit none of the server's.
    expect(conf.split(hsts).length - 1).toBeGreaterThanOrEqual(2 * 2);
    const local = nginxConfig({ outDir: '/srv/out', renderUrl: 'http://127.0.0.1:3002', ...nginxFiles(defaultNginxSettings('dist/sites', {})) });
    expect(local).toMatch(/listen 127\.0\.0\.1:8080 default_server;/);
    expect(local).not.toContain('Strict-Transport-Security');
    const withRender = nginxConfig({ outDir: '/srv/out', renderUrl: 'http://127.0.0.1:3002', ...nginxFiles(set) });
    for (const named of withRender.split('location @hirter_').slice(1)) expect(named.slice(0, named.indexOf('proxy_pass'))).toContain(hsts);
    for (const bad of ['-1', 'a year', '1.5'])
      expect(() => defaultNginxSettings('dist/sites', { NGINX_HSTS_MAX_AGE: bad }), bad).toThrow(
        `NGINX_HSTS_MAX_AGE: a whole number of seconds (0: no header) (got '${bad}')`,
      );
  });

  it('writes pid, logs, temporary files and cache under that folder, never a system path', () => {
    const conf = nginxConfig({ outDir: '/srv/out', ...nginxFiles({ port: 8181, dir: '/srv/nginx' }) });
    expect(conf).toContain('pid "/srv/nginx/nginx.pid";');
    expect(conf).toContain('error_log "/srv/nginx/error.log";');
    expect(conf).toContain('access_log "/srv/nginx/access.log" hirter_access;');
    expect(conf).toContain('proxy_temp_path "/srv/nginx/temp/proxy";');
    expect(conf).toMatch(/listen 8181 default_server;/);
    expect(conf).not.toMatch(/\/var\/(?:log|run|lib)\//);
  });
});

describe("the job's CDN purge settings", () => {
  const strong = 'Zq3vX9pL2mR7tY4wK8nB1cH6fJ0sD5gA';
  const production = { NODE_ENV: 'production', CONTENT_SERVICE_TOKEN: strong };

  it('reads CDN_PURGE_TOKEN with CDN_PURGE_URL, and needs none without it, even in production', () => {
    const url = 'http://varnish:6081/';
    expect(defaultJobOptions({ CDN_PURGE_URL: url, CDN_PURGE_TOKEN: 'tok' })).toMatchObject({ cdnPurgeUrl: url, cdnPurgeToken: 'tok' });
    expect(defaultJobOptions({ CDN_PURGE_URL: url })).toMatchObject({ cdnPurgeToken: 'dev-cdn-purge-token' });
    const none = defaultJobOptions(production);
    expect(none.cdnPurgeUrl).toBeUndefined();
    expect(none.cdnPurgeToken).toBeUndefined();
  });

  it('stops a production job that purges a CDN without a token of its own, naming it', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    try {
      expect(() => defaultJobOptions({ ...production, CDN_PURGE_URL: 'http://varnish:6081/' })).toThrow('exit 2');
      expect(errors.mock.calls.flat().join('\n')).toContain('CDN_PURGE_TOKEN is not set');
    } finally {
      exit.mockRestore();
      errors.mockRestore();
    }
  });
});
