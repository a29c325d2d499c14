/**
 * A search term folded the way `posts.title_excerpt_search` is stored (lower-case, without accents),
 * with LIKE's wildcards and PostgREST's `*` removed, so the `ilike` filter matches it literally.
 */
export function foldSearchTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[%_*\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
