import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { defaultNginxSettings } from './options';
import { nginxConfig, nginxFiles } from './nginx';

describe('the generated nginx.conf settings', () => {
  it('listens on NGINX_PORT and keeps its files in NGINX_DIR', () => {
    expect(defaultNginxSettings('dist/sites', {})).toEqual({ port: 8080, dir: resolve('dist/nginx') });
    expect(defaultNginxSettings('/tmp/run/out', {})).toEqual({ port: 8080, dir: '/tmp/run/nginx' });
    expect(defaultNginxSettings('dist/sites', { NGINX_PORT: '8181', NGINX_DIR: '/srv/nginx' })).toEqual({ port: 8181, dir: '/srv/nginx' });
    for (const bad of ['abc', '0', '70000', '8080x', '-1'])
      expect(() => defaultNginxSettings('dist/sites', { NGINX_PORT: bad }), bad).toThrow(`NGINX_PORT: a port number (an integer 1–65535) (got '${bad}')`);
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
