import fc from 'fast-check';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkPageUrl,
  notFoundFile,
  outputFile,
  outputFileForUrl,
  pageUrl,
  parsePageUrl,
  pathSegments,
  splitPage,
  UnsafePathError,
  withPage,
} from './outputPath';

const OUT = '/srv/out';

describe('outputFile', () => {
  it('puts a page in its domain folder as <path>/index.html', () => {
    expect(outputFile(OUT, 'main', '/belfold/2025/01/02/cim')).toBe('/srv/out/hirter.hu/belfold/2025/01/02/cim/index.html');
    expect(outputFile(OUT, 'ro', '/erdely/2025/01/02/z')).toBe('/srv/out/hirter.ro/erdely/2025/01/02/z/index.html');
  });

  it("maps '/' to the domain's index.html", () => {
    expect(outputFile(OUT, 'main', '/')).toBe('/srv/out/hirter.hu/index.html');
    expect(outputFile(OUT, 'ro', '/')).toBe('/srv/out/hirter.ro/index.html');
  });

  it('keeps the sub-site prefix inside the main domain folder', () => {
    expect(outputFile(OUT, 'g7', '/g7/adat/2025/01/02/x')).toBe('/srv/out/hirter.hu/g7/adat/2025/01/02/x/index.html');
    expect(outputFile(OUT, 'after', '/after')).toBe('/srv/out/hirter.hu/after/index.html');
    expect(outputFile(OUT, 'karakter', '/karakter/kultura')).toBe('/srv/out/hirter.hu/karakter/kultura/index.html');
  });

  it('treats one trailing slash as the same folder', () => {
    expect(outputFile(OUT, 'main', '/belfold/')).toBe(outputFile(OUT, 'main', '/belfold'));
  });

  it('percent-decodes segments to the file names the origin looks up', () => {
    expect(outputFile(OUT, 'main', '/cimke/%C3%A1rv%C3%ADz')).toBe('/srv/out/hirter.hu/cimke/árvíz/index.html');
    expect(outputFile(OUT, 'main', '/cimke/árvíz')).toBe('/srv/out/hirter.hu/cimke/árvíz/index.html');
    expect(outputFile(OUT, 'main', '/cimke/a%20b')).toBe('/srv/out/hirter.hu/cimke/a b/index.html');
    // Decoded once only: a double-encoded dot pair is a harmless literal name.
    expect(outputFile(OUT, 'main', '/x/%252e%252e')).toBe('/srv/out/hirter.hu/x/%2e%2e/index.html');
  });

  it('works with a relative output folder', () => {
    expect(outputFile('dist/sites', 'main', '/belfold')).toBe(join('dist/sites', 'hirter.hu', 'belfold', 'index.html'));
  });

  const attacks: [string, RegExp][] = [
    ['/../etc/passwd', /'\.\.'/],
    ['/belfold/../../hirter.ro/x', /'\.\.'/],
    ['/..', /'\.\.'/],
    ['/%2e%2e/secret', /'\.\.'/],
    ['/%2E%2E/secret', /'\.\.'/],
    ['/.%2e/secret', /'\.\.'/],
    ['/a%2f..%2fb', /'\.\.'|encoded '\/'/],
    ['/a%2F%2E%2E%2Fb', /'\.\.'|encoded '\/'/],
    ['/a%2fb', /encoded '\/'/],
    ['/a\\..\\b', /'\.\.'|backslash/],
    ['/a\\b', /backslash/],
    ['/a%5cb', /backslash/],
    ['/a\0b', /NUL/],
    ['/a%00b', /NUL/],
    ['/a%0ab', /control/],
    ['/a\nb', /control/],
    ['belfold', /start with '\/'/],
    ['', /start with '\/'/],
    ['//etc/passwd', /empty segment/],
    ['/a//b', /empty segment/],
    ['/./a', /'\.' segment/],
    ['/a/%2e', /'\.' segment/],
    ['/a%zz', /malformed/],
    ['/a%', /malformed/],
    ['/%C3', /malformed/],
    ['/belfold?oldal=1', /query/],
    ['/belfold#x', /query or fragment/],
    [`/${'a'.repeat(256)}`, /too long/],
    [`/${'á'.repeat(128)}`, /too long/],
  ];

  it.each(attacks)('refuses %j', (path, reason) => {
    expect(() => outputFile(OUT, 'main', path)).toThrow(UnsafePathError);
    expect(() => outputFile(OUT, 'main', path)).toThrow(reason);
  });

  it('never answers a file outside the domain folder, whatever the path (property)', () => {
    const piece = fc.constantFrom('/', '.', '..', '%2e', '%2E', '%2f', '%5c', '\\', 'a', 'é', '%', '%00', '~', '%c3%a9');
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const path = `/${pieces.join('')}`;
        let file: string;
        try {
          file = outputFile(OUT, 'main', path);
        } catch (e) {
          return e instanceof UnsafePathError;
        }
        accepted += 1;
        return resolve(file).startsWith('/srv/out/hirter.hu/') && file.endsWith('/index.html') && !file.split('/').includes('..');
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

describe('notFoundFile', () => {
  it('is one 404.html per domain', () => {
    expect(notFoundFile(OUT, 'main')).toBe('/srv/out/hirter.hu/404.html');
    expect(notFoundFile(OUT, 'g7')).toBe('/srv/out/hirter.hu/404.html');
    expect(notFoundFile(OUT, 'after')).toBe('/srv/out/hirter.hu/404.html');
    expect(notFoundFile(OUT, 'ro')).toBe('/srv/out/hirter.ro/404.html');
  });
});

describe('page URLs', () => {
  it('name a page by its domain, so the two editions do not collide', () => {
    expect(pageUrl('main', '/')).toBe('https://hirter.hu/');
    expect(pageUrl('ro', '/')).toBe('https://hirter.ro/');
    expect(pageUrl('g7', '/g7/adat')).toBe('https://hirter.hu/g7/adat');
  });

  it('refuse unsafe paths', () => {
    expect(() => pageUrl('main', '/../x')).toThrow(UnsafePathError);
    expect(() => pageUrl('main', 'x')).toThrow(UnsafePathError);
  });

  it('split back into domain, path and serving site', () => {
    expect(parsePageUrl('https://hirter.hu/g7/adat/2025/01/02/x')).toEqual({ domain: 'hirter.hu', path: '/g7/adat/2025/01/02/x', site: 'g7' });
    expect(parsePageUrl('https://hirter.hu/after')).toEqual({ domain: 'hirter.hu', path: '/after', site: 'after' });
    expect(parsePageUrl('https://hirter.hu/')).toEqual({ domain: 'hirter.hu', path: '/', site: 'main' });
    expect(parsePageUrl('https://hirter.ro/g7/x')).toEqual({ domain: 'hirter.ro', path: '/g7/x', site: 'ro' });
  });

  it('refuse other shapes and unknown domains', () => {
    for (const bad of ['/belfold', 'http://hirter.hu/x', 'https://evil.example/x', 'https://hirter.hu', 'https://hirter.hu/../x']) {
      expect(() => parsePageUrl(bad), bad).toThrow(UnsafePathError);
    }
  });

  it('map to the output file', () => {
    expect(outputFileForUrl(OUT, 'https://hirter.ro/erdely/2025/01/02/z')).toBe('/srv/out/hirter.ro/erdely/2025/01/02/z/index.html');
    expect(outputFileForUrl(OUT, 'https://hirter.hu/karakter/kultura')).toBe('/srv/out/hirter.hu/karakter/kultura/index.html');
  });
});

describe('checkPageUrl', () => {
  it('takes exactly the paths pathSegments takes (its one-test fast path for plain ones included) (property)', () => {
    const ok = (f: () => unknown) => {
      try {
        f();
        return true;
      } catch (err) {
        if (!(err instanceof UnsafePathError)) throw err;
        return false;
      }
    };
    const char = fc.constantFrom('a', 'Z', '0', '-', '_', '~', '.', '/', '%', '2', 'e', '?', '=', 'á', ' ', '\\');
    const path = fc.oneof(
      fc.array(char, { maxLength: 24 }).map((cs) => `/${cs.join('')}`),
      fc.tuple(fc.stringMatching(/^[a-z]{1,3}$/), fc.nat({ max: 300 })).map(([c, n]) => `/${c.repeat(n)}`),
    );
    fc.assert(
      fc.property(path, (p) => {
        expect(
          ok(() => checkPageUrl(`https://hirter.hu${p}`)),
          p,
        ).toBe(ok(() => pathSegments(splitPage(p).path)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('pathSegments', () => {
  it('answers the decoded segments', () => {
    expect(pathSegments('/')).toEqual([]);
    expect(pathSegments('/a/b%20c/')).toEqual(['a', 'b c']);
  });
});

describe('paged pages (?oldal=N)', () => {
  it('puts page N ≥ 2 beside page 1 as index.oldal-N.html', () => {
    expect(outputFile(OUT, 'main', '/rovat/belfold?oldal=2')).toBe('/srv/out/hirter.hu/rovat/belfold/index.oldal-2.html');
    expect(outputFile(OUT, 'ro', '/legfrissebb?oldal=31')).toBe('/srv/out/hirter.ro/legfrissebb/index.oldal-31.html');
    expect(outputFileForUrl(OUT, 'https://hirter.hu/g7/adat?oldal=4')).toBe('/srv/out/hirter.hu/g7/adat/index.oldal-4.html');
  });

  it('names paged pages by URL with their query, and finds their site by the path alone', () => {
    expect(pageUrl('main', '/rovat/belfold?oldal=2')).toBe('https://hirter.hu/rovat/belfold?oldal=2');
    expect(parsePageUrl('https://hirter.hu/karakter/kultura?oldal=3').site).toBe('karakter');
  });

  it('refuses any other query: oldal=1, oldal=0, leading zeros, other parameters', () => {
    for (const q of ['?oldal=1', '?oldal=0', '?oldal=02', '?oldal=x', '?term=a', '?oldal=2&x=1', '?oldal=2#f']) {
      expect(() => outputFile(OUT, 'main', `/rovat/belfold${q}`), q).toThrow(UnsafePathError);
      expect(() => pageUrl('main', `/rovat/belfold${q}`), q).toThrow(UnsafePathError);
    }
  });

  it('splitPage and withPage are inverse', () => {
    expect(splitPage('/a?oldal=12')).toEqual({ path: '/a', page: 12 });
    expect(splitPage('/a')).toEqual({ path: '/a', page: 1 });
    expect(withPage('/a', 1)).toBe('/a');
    expect(withPage('/a', 7)).toBe('/a?oldal=7');
    expect(splitPage(withPage('/x/y', 9))).toEqual({ path: '/x/y', page: 9 });
  });
});
