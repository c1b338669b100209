import { HEAD_LINKS, THEME_COLOR, type HeadModel } from '../domain/head';

/** JSON for a <script> element: '<' escaped so that no string in it can close the element. */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function HeadTags({ head }: { head: HeadModel }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {HEAD_LINKS.map((l) => (
        <link key={l.href} rel={l.rel} href={l.href} type={l.type} sizes={l.sizes} />
      ))}
      <meta name="theme-color" content={THEME_COLOR} />
      {head.robots && <meta name="robots" content={head.robots} />}
      {head.meta.map((m, i) => (m.property ? <meta key={i} property={m.property} content={m.content} /> : <meta key={i} name={m.name} content={m.content} />))}
      {head.feeds.map((f) => (
        <link key={f.href} rel="alternate" type="application/rss+xml" title={f.title} href={f.href} />
      ))}
      {head.jsonLd.map((block, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(block) }} />
      ))}
    </>
  );
}
