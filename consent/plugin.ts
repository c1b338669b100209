// Builds the consent manager stand-in into two classic scripts per consent script path of the sites
// (domain/consentScripts.ts): the manager (consent/cmp.ts) at the path itself, and its dialogue (consent/dialog.ts)
// beside it, which the manager loads only to ask; each with its site's settings written in. They are written beside
// the client bundle when `vike build` has written it (scripts/classicScript.ts): the prerender job copies dist/client
// to each domain's root, so they are files of our own origin.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { afterClientBuild, buildClassicScript } from '../scripts/classicScript.ts';
import { consentScripts } from '../domain/consentScripts.ts';

export async function buildConsentScripts(outDir: string): Promise<void> {
  for (const script of consentScripts()) {
    for (const [entry, fileName, config] of [
      ['./cmp.ts', script.path, script.manager],
      ['./dialog.ts', script.dialogPath, script.dialog],
    ] as const) {
      await buildClassicScript(
        {
          entry: fileURLToPath(new URL(entry, import.meta.url)),
          fileName: fileName.replace(/^\//, ''),
          name: 'hirterConsent',
          define: { __CONSENT__: JSON.stringify(config) },
        },
        outDir,
      );
    }
  }
}

export function consentManager(): Plugin {
  return afterClientBuild('hirter:consent', buildConsentScripts);
}
