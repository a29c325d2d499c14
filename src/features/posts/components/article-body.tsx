import { useMemo } from 'react'
import { bodyImageAttributes } from '@/lib/responsive-images'
import { captionParts, imageDetailsByUrl } from '@/features/posts/utils/image-caption'
import type { MediaDetails } from '@/lib/media-ref'
import { sanitizeHtml } from '@/lib/sanitize-html'

/**
 * The article's HTML, sanitised with DOMPurify before it reaches the DOM, styled for reading; uploaded
 * images get a srcset when Storage's image transformations are on, and their caption and credit. Phones get
 * the base reading size and smaller headings (a typical H2 in two lines at 375 px); wider screens the large one.
 */
export function ArticleBody({ html, imageDetails }: { html: string | null; imageDetails?: MediaDetails[] | null }) {
  const safeHtml = useMemo(() => {
    // Library images with a caption or credit stand in a <figure> with them (decision 051).
    const detailsOf = imageDetailsByUrl(imageDetails)
    const caption = imageDetails?.length ? (src: string) => captionParts(detailsOf(src)) : undefined
    return sanitizeHtml(html, bodyImageAttributes, caption)
  }, [html, imageDetails])
  return (
    <div
      data-testid="article-body"
      className="prose prose-slate md:prose-lg prose-headings:font-semibold prose-a:text-brand-700 prose-img:rounded-xl max-md:prose-h2:text-xl max-md:prose-h3:text-lg max-w-none"
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  )
}
