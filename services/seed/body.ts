// Body HTML as the CMS delivers it: paragraphs, a figure, sometimes an embed (YouTube, Spotify) and links.
import type { Rng } from '../../lib/rng';
import type { TextGenerator, Topic } from './text';
import { PAGE_BREAK } from '../store/write';
import type { GeneratedImage } from './images';

export interface BodyContext {
  rng: Rng;
  text: TextGenerator;
  topic: Topic;
  images: GeneratedImage[];
  /** Earlier articles' paths to link to. */
  related: string[];
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomId(rng: Rng, length: number, alphabet = `${ID_CHARS}-_`): string {
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[Math.floor(rng.next() * alphabet.length)];
  return s;
}

export function mediaPath(file: string): string {
  return `/media/${file}`;
}

export function figure(rng: Rng, text: TextGenerator, images: GeneratedImage[]): string {
  const img = rng.pick(images);
  const f = img.files;
  const srcset = [
    `${mediaPath(f.base)} ${img.width}w`,
    ...(['1.25x', '2x', '3x', '4x'] as const).map((v) => {
      const w = Math.round(img.width * Number(v.replace('x', '')));
      return `${mediaPath(f[v])} ${w}w`;
    }),
  ].join(', ');
  return (
    `<figure class="image"><img src="${mediaPath(f.base)}" srcset="${srcset}" width="${img.width}" height="${img.height}" alt="${img.alt}">` +
    `<figcaption>Fotó: ${text.personName()}</figcaption></figure>`
  );
}

const AUTOPLAY_PARAMS = ['&amp;autoplay=1', '&amp;autoplay=0', ''] as const;

function youtube(rng: Rng): string {
  const id = randomId(rng, 11);
  const start = rng.int(0, 300);
  switch (rng.int(0, 3)) {
    case 0:
      // The editors' embed codes ask for each autoplay mode (specialised-features.md §4, domain/facades.ts): fully
      // forced, none, and (without the parameter) gently forced; read off the start, so the draws stay the same.
      return `<figure class="embed youtube"><iframe src="https://www.youtube.com/embed/${id}?start=${start}${AUTOPLAY_PARAMS[start % 3]}" title="YouTube videó" allowfullscreen></iframe></figure>`;
    case 1:
      return `<p><a href="https://www.youtube.com/watch?v=${id}&amp;t=${start}s">Videó a helyszínről</a></p>`;
    case 2:
      return `<p><a href="https://www.youtube.com/shorts/${id}">Rövid videó</a></p>`;
    default:
      return `<p><a href="https://youtu.be/${id}?t=${start}">Nézze meg a videót</a></p>`;
  }
}

function spotify(rng: Rng): string {
  const kind = rng.pick(['album', 'artist', 'playlist', 'track', 'episode'] as const);
  const id = randomId(rng, 22, ID_CHARS);
  return rng.chance(0.5)
    ? `<figure class="embed spotify"><iframe src="https://open.spotify.com/embed/${kind}/${id}" title="Spotify"></iframe></figure>`
    : `<p><a href="https://open.spotify.com/${kind}/${id}">Hallgassa meg a Spotify-on</a></p>`;
}

function paragraph(ctx: BodyContext, english: boolean): string {
  const { rng, text } = ctx;
  let p = english ? text.englishParagraph() : text.paragraph(ctx.topic);
  if (!english && rng.chance(0.15)) p += ` „${text.quote()}” – mondta ${text.personName()}.`;
  if (ctx.related.length && rng.chance(0.12)) {
    const href = rng.pick(ctx.related);
    p += english ? ` <a href="${href}">Read more on this.</a>` : ` <a href="${href}">Korábban itt írtunk erről.</a>`;
  }
  return `<p>${p}</p>`;
}

/** A body of `count` paragraphs; `pages` > 1 puts editor page breaks between equal parts. */
export function body(ctx: BodyContext, opts: { count: number; english?: boolean; pages?: number; embeds?: boolean }): string {
  const { rng, text } = ctx;
  const english = opts.english ?? false;
  const parts: string[] = [];
  const pages = opts.pages ?? 1;
  const perPage = Math.ceil(opts.count / pages);
  for (let i = 0; i < opts.count; i++) {
    if (i > 0 && i % perPage === 0) parts.push(PAGE_BREAK);
    parts.push(paragraph(ctx, english));
    if (i === 1) parts.push(figure(rng, text, ctx.images));
    if (i === 3 && opts.embeds !== false) {
      if (rng.chance(0.15)) parts.push(youtube(rng));
      else if (rng.chance(0.08)) parts.push(spotify(rng));
    }
    if (i === 2 && !english && rng.chance(0.2)) parts.push(`<h2>${text.title(ctx.topic)}</h2>`);
  }
  return parts.join('\n');
}
