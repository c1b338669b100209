import { describe, expect, it } from 'vitest';
import { DEFAULT_FILE_TYPE, FILE_TYPES, compressibleFile, compressibleType, fileContentType } from './fileTypes';
import { HTML_TYPE } from './serving';

describe('file types', () => {
  it('serves scripts as text/javascript (RFC 9239) with their charset', () => {
    expect(fileContentType('/assets/app-abc.js')).toBe('text/javascript; charset=utf-8');
    expect(fileContentType('/assets/chunk.MJS')).toBe('text/javascript; charset=utf-8');
  });

  it('gives text types a charset, binary ones none, and an unknown extension the default', () => {
    expect(fileContentType('/hu/index.html')).toBe(HTML_TYPE);
    expect(fileContentType('/sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(fileContentType('/favicon.svg')).toBe('image/svg+xml; charset=utf-8');
    expect(fileContentType('/manifest.webmanifest')).toBe('application/manifest+json');
    expect(fileContentType('/kep.JPG')).toBe('image/jpeg');
    expect(fileContentType('/a.unknown')).toBe(DEFAULT_FILE_TYPE);
    expect(fileContentType('/no-extension')).toBe(DEFAULT_FILE_TYPE);
    expect(fileContentType('/dir.d/.hidden')).toBe(DEFAULT_FILE_TYPE);
  });

  it('compresses text and JSON, never images, fonts or media', () => {
    expect(compressibleType('text/javascript; charset=utf-8')).toBe(true);
    expect(compressibleType('application/rss+xml; charset=utf-8')).toBe(true);
    expect(compressibleType('application/manifest+json')).toBe(true);
    expect(compressibleType('image/png')).toBe(false);
    expect(compressibleType(DEFAULT_FILE_TYPE)).toBe(false);
    expect(['a.js', 'a.css', 'a.svg', 'a.json', 'a.txt', 'a.webmanifest', 'a.html', 'a.xml'].every(compressibleFile)).toBe(true);
    expect(['a.png', 'a.woff2', 'a.mp3', 'a.bin'].some(compressibleFile)).toBe(false);
  });

  it("names the podcast audio the seed and the newsroom publish (a feed's enclosure and the episode's JSON-LD carry it)", () => {
    expect(['a.wav', 'a.mp3', 'a.ogg', 'a.opus'].map(fileContentType)).toEqual(['audio/wav', 'audio/mpeg', 'audio/ogg', 'audio/ogg']);
  });

  it('names each extension once', () => {
    const all = FILE_TYPES.flatMap((t) => t.extensions);
    expect(new Set(all).size).toBe(all.length);
  });
});
