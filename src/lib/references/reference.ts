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
