import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, outputScriptHashes } from './inlineScripts';

const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

describe('inline script hashes', () => {
  it('hashes executable inline scripts only, each once', () => {
    const html = `<head><script>a()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script></head>
      <body><script>b()</script><script>a()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')].sort());
  });

  it("reads the output's front pages, again when one changes", () => {
    const out = mkdtempSync(join(tmpdir(), 'csp-'));
    for (const d of ['hirter.hu', 'hirter.ro']) mkdirSync(join(out, d));
    const hashes = outputScriptHashes(out, 0);
    expect(hashes()).toEqual([]);
    writeFileSync(join(out, 'hirter.hu', 'index.html'), '<script>one()</script>');
    writeFileSync(join(out, 'hirter.ro', 'index.html'), '<script>two()</script>');
    expect(hashes()).toEqual([sha('one()'), sha('two()')].sort());
    writeFileSync(join(out, 'hirter.hu', 'index.html'), '<script>three()</script>');
    utimesSync(join(out, 'hirter.hu', 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect(hashes()).toEqual([sha('three()'), sha('two()')].sort());
  });
});
