import { scriptSafeJson } from '@/lib/script-safe-json'

/**
 * Structured data (schema.org) for search engines, as a JSON-LD script in the page. The text is JSON,
 * not markup, so it is escaped rather than sanitised: scriptSafeJson writes every `<`, `>` and `&` as a
 * \u escape, so a post's title cannot close the script element or open a comment.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson({ '@context': 'https://schema.org', ...data }) }} />
}
