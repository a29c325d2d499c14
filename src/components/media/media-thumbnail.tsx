import { cn } from '@/lib/cn'
import { mediaThumbnailUrl, type MediaItem } from '@/lib/media-library'

/**
 * A library image as a square thumbnail: small through Storage's transformations when they are on
 * (decision 047), lazy, and with its alt text (empty for a decorative image or one without any yet).
 */
export function MediaThumbnail({ item, className }: { item: Pick<MediaItem, 'url' | 'alt'>; className?: string }) {
  return (
    <img
      src={mediaThumbnailUrl(item)}
      srcSet={`${mediaThumbnailUrl(item, 320)} 320w, ${mediaThumbnailUrl(item, 480)} 480w`}
      sizes="(min-width: 1024px) 240px, 50vw"
      alt={item.alt}
      loading="lazy"
      decoding="async"
      width={320}
      height={320}
      className={cn('aspect-square w-full bg-slate-100 object-cover', className)}
    />
  )
}
