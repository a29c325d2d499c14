import { coverSrcSet } from '@/lib/responsive-images'
import { cn } from '@/lib/cn'
import { COVER_ATTRIBUTE, POST_PLACEHOLDER_IMAGE, showPlaceholder } from '@/features/posts/utils/cover-placeholder'

/** A post's cover with known dimensions (no layout shift), lazy by default, placeholder when missing. */
export function PostImage({
  src,
  alt,
  className,
  eager = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: {
  src: string | null | undefined
  alt: string
  className?: string
  eager?: boolean
  sizes?: string
}) {
  return (
    <img
      src={src || POST_PLACEHOLDER_IMAGE}
      srcSet={coverSrcSet(src)}
      alt={alt}
      width={1200}
      height={675}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={(event) => showPlaceholder(event.currentTarget)}
      {...{ [COVER_ATTRIBUTE]: '' }}
      className={cn('aspect-video w-full bg-slate-100 object-cover', className)}
    />
  )
}
