import type { Thing } from 'schema-dts'
import { scriptSafeJson } from '@/lib/script-safe-json'

/**
 * Structured data (schema.org) for search engines, as a JSON-LD script in the page. The text is JSON,
 * not markup, so it is escaped rather than sanitised: scriptSafeJson writes every `<`, `>` and `&` as a
 * \u escape, so a post's title cannot close the script element or open a comment. `data` is typed by
 * schema-dts (schema.org's vocabulary): a type or property schema.org lacks does not compile, and the
 * browser suite checks the built pages' JSON-LD with a JSON-LD processor
 * (docs/decisions/027-built-pages-pass-outside-validators.md).
 */
export function JsonLd({ data }: { data: Exclude<Thing, string> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: scriptSafeJson({ '@context': 'https://schema.org', ...data }) }}
    />
  )
}
