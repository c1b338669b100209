import { describe, expect, it } from 'vitest';
import { startBanner } from './banner';

describe('npm start’s banner', () => {
  const facts = { originPort: 3000, previewPort: 3001, contentApiUrl: 'http://127.0.0.1:3100', production: false };

  it('names the sites, the preview with its development editor, and the content API', () => {
    const banner = startBanner(facts);
    expect(banner).toContain('http://localhost:3000/');
    expect(banner).toContain('http://ro.localhost:3000/');
    expect(banner).toContain('http://localhost:3001/');
    expect(banner).toContain('development editor: szerkeszto@hirter.localhost, password hirter-elonezet-fejlesztes');
    expect(banner).toContain('npm run editor -- user code --email szerkeszto@hirter.localhost');
    expect(banner).toContain('http://127.0.0.1:3100/api');
    expect(banner.trimEnd().endsWith('Ctrl-C stops everything.')).toBe(true);
  });

  it('names Varnish only when it runs (CDN=varnish)', () => {
    expect(startBanner(facts)).not.toContain('Varnish');
    expect(startBanner({ ...facts, cdnPort: 6081 })).toContain('Through Varnish (CDN=varnish):           http://localhost:6081/, http://ro.localhost:6081/\n');
  });

  it('names no development editor in production', () => {
    expect(startBanner({ ...facts, production: true })).not.toContain('hirter-elonezet-fejlesztes');
  });
});
