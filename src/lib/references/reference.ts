/**
 * One reference as posts.reference_list keeps it (the database checks the keys: valid_post_references).
 * Below the features, so the post editor and Clio's draft queue share one shape. A type, not an
 * interface, so it is assignable to the `Json` of the jsonb columns.
 */
export type PostReference = {
  authors?: string | null
  title?: string | null
  container?: string | null
  year?: string | number | null
  doi?: string | null
  pmid?: string | null
  url?: string | null
}

/**
 * One piece of a reference formatted in the site's citation style (post_citations, written by the
 * mailer: docs/decisions/059-citation-style.md): text, bold or italic, or a link to an http(s) address.
 */
export type CitationRun = { t: string; b?: boolean; i?: boolean; href?: string }
