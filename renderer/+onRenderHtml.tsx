import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeInject, dangerouslySkipEscape } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { colorModeScript } from '../domain/colorMode';
import { isBot } from '../domain/errors';
import { pageHead } from '../domain/head';
import { Layout } from './Layout';
import { HeadTags } from './HeadTags';
import { emptyShell, siteOf } from './shell';
import { PageDataProvider } from './usePageData';
import './types';

export function onRenderHtml(pageContext: PageContextServer) {
  if (pageContext.is404 !== null && pageContext.is404 !== undefined && isBot(pageContext.userAgent)) {
    // Crawlers get the status code only (specialised-features.md "Error page": bots get no error page).
    return escapeInject`<!DOCTYPE html><html lang="hu"><head><meta charset="utf-8"><title>${String(pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500))}</title><meta name="robots" content="noindex"></head><body></body></html>`;
  }
  const Page = pageContext.Page as ComponentType;
  const site = siteOf(pageContext);
  const data = pageContext.data;
  const head = data?.head ?? pageHead(site, { title: null, path: pageContext.urlPathname, noindex: true });
  const shell = data?.shell ?? emptyShell(site);
  const body = renderToString(
    <PageDataProvider data={data ?? null}>
      <Layout shell={shell} forcedColorMode={head.forceColorMode} headerOpacity={data?.headerOpacity ?? false} preview={pageContext.preview}>
        <Page />
      </Layout>
    </PageDataProvider>,
  );
  const headHtml = renderToString(<HeadTags head={head} />);
  const force = head.forceColorMode ? ` data-force-color-mode="${head.forceColorMode}"` : '';
  // The live layer's API client logs a preview out on a 403 (reader-site.md §8).
  const preview = pageContext.preview ? ' data-preview=""' : '';
  return escapeInject`<!DOCTYPE html>
<html lang="hu" class="${head.cssClass}" data-site="${site}"${dangerouslySkipEscape(force + preview)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>${dangerouslySkipEscape(colorModeScript())}</script>
${dangerouslySkipEscape(headHtml)}
</head>
<body>${dangerouslySkipEscape(body)}
</body>
</html>`;
}
