// Builds the consent manager stand-in (consent/cmp.ts) into one classic script per consent script path of the
// sites (domain/consent.ts consentScripts), beside the client bundle when `vike build` has written it
// (scripts/classicScript.ts): the prerender job copies dist/client to each domain's root, so each site's path
// is a file of our own origin.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { afterClientBuild, buildClassicScript } from '../scripts/classicScript';
import { consentScripts } from '../domain/consentScripts';

export async function buildConsentScripts(outDir: string): Promise<void> {
  for (const { path, config } of consentScripts()) {
    await buildClassicScript(
      {
        entry: fileURLToPath(new URL('./cmp.ts', import.meta.url)),
        fileName: path.replace(/^\//, ''),
        name: 'hirterConsent',
        define: { __CONSENT__: JSON.stringify(config) },
      },
      outDir,
    );
  }
}

export function consentManager(): Plugin {
  return afterClientBuild('hirter:consent', buildConsentScripts);
}
