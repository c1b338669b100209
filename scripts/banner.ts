// What `npm start` prints last, once every server answers: where the sites, the preview and the content API
// are, and how to sign in to the preview (the development editor, never in production).
import { DEV_EDITOR_EMAIL, DEV_EDITOR_PASSWORD } from '../domain/devEditor';

export interface BannerFacts {
  originPort: number;
  previewPort: number;
  contentApiUrl: string;
  production: boolean;
  /** Varnish in front of the origin (CDN=varnish). */
  cdnPort?: number;
}

export function startBanner(f: BannerFacts): string {
  const editor = f.production
    ? '    sign in with an editor of `npm run editor -- user add`'
    : `    development editor: ${DEV_EDITOR_EMAIL}, password ${DEV_EDITOR_PASSWORD}
    its one-time code:  npm run editor -- user code --email ${DEV_EDITOR_EMAIL}`;
  return `
  Hírtér (main site, After, G7, Karakter): http://localhost:${f.originPort}/
  Hírtér Erdély (Romanian edition):        http://ro.localhost:${f.originPort}/
${f.cdnPort ? `  Through Varnish (CDN=varnish):           http://localhost:${f.cdnPort}/, http://ro.localhost:${f.cdnPort}/\n` : ''}  Editors' preview (login required):       http://localhost:${f.previewPort}/
${editor}
  Content API:                             ${f.contentApiUrl}/api
Ctrl-C stops everything.`;
}
