import { preload } from 'react-dom';
import type { ImageSet } from '../../domain/types';
import { sizesFor, srcset, type ImageSlot } from '../../domain/images';
import type { LeadImage } from '../../domain/leadImage';

/** An image in all its variants with its size set, so the browser picks one and nothing shifts. */
export function ResponsiveImage({
  set,
  slot,
  alt,
  lead = false,
  className,
}: {
  set: ImageSet;
  slot: ImageSlot;
  alt: string;
  lead?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={set.src}
      srcSet={srcset(set)}
      sizes={sizesFor(slot)}
      width={set.width}
      height={set.height}
      alt={alt}
      // React writes a high-priority <link rel=preload> for an eager image: that is the lead image's preload.
      // Every other image waits until it is near (an eager one would get a preload of its own).
      {...(lead ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      decoding="async"
    />
  );
}

/**
 * The page's largest image, preloaded with high priority and the srcset and sizes its slot shows it with (the
 * same ones as its ResponsiveImage, so the browser takes the preloaded file). React writes the link first in
 * the page; the document moves it into <head> (renderer/+onRenderHtml.tsx). Renders nothing.
 */
export function PreloadLeadImage({ image }: { image: LeadImage | null }) {
  if (image) preload(image.set.src, { as: 'image', imageSrcSet: srcset(image.set), imageSizes: sizesFor(image.slot), fetchPriority: 'high' });
  return null;
}
