// The job's static error pages in the run's output (specialised-features.md "Error page"): each domain's 500.html,
// which the origin and nginx answer when a page cannot be made (domain/serving.ts RENDER_FAILURE; the answers
// themselves are server/serving.e2e.test.ts's), says the server's error with its maintenance text and the button
// home, in the site's frame; asked for itself, on any server, it is the 404 page like any path without a page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../domain/errors';
import { MAIN_DOMAIN, RO_DOMAIN } from '../../domain/sites';
import { e2eEnv } from '../env';
import { ask, documentOf, servers, text } from './http';

describe('the server error page', () => {
  it.each([MAIN_DOMAIN, RO_DOMAIN])('%s/500.html: the title, the maintenance text and the button home, in the site’s frame, no 404 line', (domain) => {
    const doc = documentOf(readFileSync(join(e2eEnv().outDir, domain, '500.html'), 'utf8'));
    const error = doc.querySelector('main [data-error]');
    expect(error?.getAttribute('data-error')).toBe('500');
    expect(text(error?.querySelector('h1'))).toBe(ERROR_TEXTS.server.title);
    expect(text(error)).toContain(ERROR_TEXTS.server.text);
    const home = [...(error?.querySelectorAll('a') ?? [])].find((a) => text(a) === ERROR_TEXTS.back);
    expect(home?.getAttribute('href')).toBe('/');
    expect(doc.querySelector('[data-not-found-message]')).toBeNull();
    expect(doc.querySelector('header nav')).not.toBeNull();
    expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toMatch(/noindex/);
  });

  it.each(Object.entries(servers()))('is no page of its own on the %s: /500 and /500.html are 404s', async (_name, base) => {
    for (const path of ['/500', '/500.html']) {
      const answer = await ask(base, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain(ERROR_TEXTS.notFound.title);
      expect(answer.body, path).not.toContain(ERROR_TEXTS.server.title);
    }
  });
});
