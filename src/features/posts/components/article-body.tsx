import { useMemo } from 'react'
import { bodyImageAttributes } from '@/lib/responsive-images'
import { sanitizeHtml } from '@/lib/sanitize-html'

/**
 * The article's HTML, sanitised with DOMPurify before it reaches the DOM, styled for reading; uploaded
 * images get a srcset when Storage's image transformations are on. Phones get
 * the base reading size and smaller headings (a typical H2 in two lines at 375 px); wider screens the large one.
 */
export function ArticleBody({ html }: { html: string | null }) {
  const safeHtml = useMemo(() => sanitizeHtml(html, bodyImageAttributes), [html])
  return (
    <div
      data-testid="article-body"
      className="prose prose-slate md:prose-lg prose-headings:font-semibold prose-a:text-brand-700 prose-img:rounded-xl max-md:prose-h2:text-xl max-md:prose-h3:text-lg max-w-none"
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  )
}
