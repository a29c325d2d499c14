import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/sanitize-html'

/** The article's HTML, sanitised with DOMPurify before it reaches the DOM, styled for reading. */
export function ArticleBody({ html }: { html: string | null }) {
  const safeHtml = useMemo(() => sanitizeHtml(html), [html])
  return (
    <div
      className="prose prose-slate prose-lg max-w-none prose-headings:font-semibold prose-a:text-brand-700 prose-img:rounded-xl"
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  )
}
