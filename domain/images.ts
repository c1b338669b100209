// Responsive images (reader-site.md §9 "Image variants"): every picture comes at its base width and at
// 1.25x, 2x, 3x and 4x of it; the browser picks one from srcset and sizes.
import type { ImageSet } from './types';
import { IMAGE_VARIANTS, type ImageVariant } from './constants';

const VARIANTS = Object.entries(IMAGE_VARIANTS) as [ImageVariant, number][];

/** 'base 400w, base@1.25x 500w, base@2x 800w, base@3x 1200w, base@4x 1600w': widths are base × factor, rounded. */
export function srcset(set: Pick<ImageSet, 'src' | 'width' | 'variants'>): string {
  return [`${set.src} ${set.width}w`, ...VARIANTS.map(([name, factor]) => `${set.variants[name]} ${Math.round(set.width * factor)}w`)].join(', ');
}

export type ImageSlot = 'lead' | 'strip' | 'teaser' | 'row' | 'thumb';

/** Layout widths the sizes attribute assumes; the page CSS keeps to them. */
export const IMAGE_LAYOUT = {
  /** Below this width the page is one column (the spec's mobile width, §9). */
  mobileMaxWidth: 900,
  /** Widest the article column (and so the lead image) gets. */
  leadMaxWidth: 800,
  /** The widest a front block's card gets above the mobile width (a column of the block's grid). */
  cardMaxWidth: 400,
  /** A thumbnail beside a title in a list or a box. */
  thumbWidth: 120,
  /** Below this width a list entry's picture is the phone thumbnail. */
  phoneMaxWidth: 600,
  /** A picture beside its title on a phone: a front block's stories, a list's entries. */
  phoneThumbWidth: 112,
  /** A list entry's picture beside its title above the phone width. */
  rowWidth: 200,
  /** A card of a list's highlight strip: a quarter of the list's column beside the sidebar, half the page below the mobile width. */
  stripWidth: 200,
} as const;

/** The widest a page is in one column, as the CSS writes it (`max-width: 899.98px`, the columns from 900 px). */
const ONE_COLUMN = `(max-width: ${IMAGE_LAYOUT.mobileMaxWidth - 0.02}px)`;

const SIZES: Record<ImageSlot, string> = {
  lead: `(max-width: ${IMAGE_LAYOUT.mobileMaxWidth}px) 100vw, ${IMAGE_LAYOUT.leadMaxWidth}px`,
  strip: `(max-width: ${IMAGE_LAYOUT.mobileMaxWidth}px) 50vw, ${IMAGE_LAYOUT.stripWidth}px`,
  /** A front block's story beside its title (a featured story, a secondary one): a thumbnail on a phone, a card above. */
  teaser: `${ONE_COLUMN} ${IMAGE_LAYOUT.phoneThumbWidth}px, ${IMAGE_LAYOUT.cardMaxWidth}px`,
  /** A list entry: a thumbnail on a phone, a wider one above. */
  row: `(max-width: ${IMAGE_LAYOUT.phoneMaxWidth}px) ${IMAGE_LAYOUT.phoneThumbWidth}px, ${IMAGE_LAYOUT.rowWidth}px`,
  thumb: `${IMAGE_LAYOUT.thumbWidth}px`,
};

/** The sizes attribute for an image in that place of the layout. */
export function sizesFor(kind: ImageSlot): string {
  return SIZES[kind];
}

/**
 * The 4x variant of an author's avatar ('/media/avatar-001.png' → '/media/avatar-001@4x.png'): the author
 * header requests the avatar at 4x (reader-site.md §2). A name that already names a variant has it
 * replaced; a query or fragment stays at the end; an empty name stays empty.
 */
export function avatarSrc(src: string): string {
  if (!src) return src;
  const cut = src.search(/[?#]/);
  const path = cut === -1 ? src : src.slice(0, cut);
  const tail = cut === -1 ? '' : src.slice(cut);
  const slash = path.lastIndexOf('/') + 1;
  const dir = path.slice(0, slash);
  const file = path.slice(slash);
  const dot = file.lastIndexOf('.');
  const stem = dot > 0 ? file.slice(0, dot) : file;
  const ext = dot > 0 ? file.slice(dot) : '';
  return `${dir}${stem.replace(/@[\d.]+x$/, '')}@4x${ext}${tail}`;
}

/** The pixel size of `path` when it is one of the set's files (the base or a variant: base × factor, rounded), else null. */
export function imageSetFileSize(set: Pick<ImageSet, 'src' | 'width' | 'height' | 'variants'>, path: string): { width: number; height: number } | null {
  if (path === set.src) return { width: set.width, height: set.height };
  const found = VARIANTS.find(([name]) => set.variants[name] === path);
  return found ? { width: Math.round(set.width * found[1]), height: Math.round(set.height * found[1]) } : null;
}
