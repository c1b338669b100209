// Builds the consent manager stand-in (consent/cmp.ts, with its dialogue) into one classic script per consent
// script path of the sites (domain/consentScripts.ts), its site's settings written in. It is written beside the
// client bundle when `vike build` has written it (scripts/classicScript.ts): the prerender job copies dist/client
// to each domain's root, so it is a file of our own origin.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { afterClientBuild, buildClassicScript } from '../scripts/classicScript.ts';
import { consentScripts } from '../domain/consentScripts.ts';

export async function buildConsentScripts(outDir: string): Promise<void> {
  for (const script of consentScripts()) {
    await buildClassicScript(
      {
        entry: fileURLToPath(new URL('./cmp.ts', import.meta.url)),
        fileName: script.path.replace(/^\//, ''),
        name: 'hirterConsent',
        define: { __CONSENT__: JSON.stringify(script.manager) },
      },
      outDir,
    );
  }
}

export function consentManager(): Plugin {
  return afterClientBuild('hirter:consent', buildConsentScripts);
}
