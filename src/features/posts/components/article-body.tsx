import { useMemo } from 'react'
import { bodyImageAttributes } from '@/lib/responsive-images'
import { captionParts, imageDetailsByUrl } from '@/features/posts/utils/image-caption'
import { addHeadingAnchors, type OutlineEntry } from '@/features/posts/utils/article-outline'
import type { MediaDetails } from '@/lib/media-ref'
import { sanitizeAndEdit } from '@/lib/sanitize-html'
import { linkGlossaryTerms, type GlossaryTerm } from '@/lib/glossary-links'
import { paths } from '@/config/paths'
import { ARTICLE_BODY_TEST_ID, textScaleStyle } from '@/features/posts/utils/article-body-element'

/**
 * The article's HTML, sanitised with DOMPurify, its uploaded images with a srcset (when Storage's image
 * transformations are on) and their caption and credit, and its h2/h3 with the anchors the table of contents
 * links to, and the first occurrence of each glossary term with its definition (`glossary`; none when absent or
 * empty, decision 053); and those sections.
 */
export function useArticleHtml(
  html: string | null,
  imageDetails?: MediaDetails[] | null,
  glossary?: GlossaryTerm[] | null,
): { html: string; outline: OutlineEntry[] } {
  return useMemo(() => {
    if (!html) return { html: '', outline: [] }
    // Library images with a caption or credit stand in a <figure> with them (decision 051).
    const detailsOf = imageDetailsByUrl(imageDetails)
    const caption = imageDetails?.length ? (src: string) => captionParts(detailsOf(src)) : undefined
    const { html: safe, edited } = sanitizeAndEdit(html, bodyImageAttributes, caption, (body) => {
      const outline = addHeadingAnchors(body)
      if (glossary?.length) linkGlossaryTerms(body, glossary, (slug) => `${paths.glossary.href()}#${slug}`)
      return outline
    })
    return { html: safe, outline: edited }
  }, [html, imageDetails, glossary])
}

/**
 * The sanitised body (useArticleHtml), styled for reading at the reader's text size (`scale`, 1 the default).
 * Phones get the base reading size and smaller headings (a typical H2 in two lines at 375 px); wider screens
 * the large one.
 */
export function ArticleBody({ safeHtml, scale = 1 }: { safeHtml: string; scale?: number }) {
  return (
    <div
      data-testid={ARTICLE_BODY_TEST_ID}
      style={textScaleStyle(scale)}
      className="article-text prose prose-slate md:prose-lg prose-headings:font-semibold prose-headings:scroll-mt-24 prose-a:text-brand-700 prose-img:rounded-xl max-md:prose-h2:text-xl max-md:prose-h3:text-lg max-w-none"
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  )
}
