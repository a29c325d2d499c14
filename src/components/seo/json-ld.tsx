import { scriptSafeJson } from '@/lib/script-safe-json'

/** Structured data (schema.org) for search engines, as a JSON-LD script in the page. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson({ '@context': 'https://schema.org', ...data }) }} />
}
