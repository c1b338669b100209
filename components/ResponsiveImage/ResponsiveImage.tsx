import type { ImageSet } from '../../domain/types';
import { sizesFor, srcset, type ImageSlot } from '../../domain/images';

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
