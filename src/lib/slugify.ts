/** The slug rule's longest slug (docs/decisions/035-slugs-are-data.md); the database's is_valid_slug() says the same. */
export const SLUG_MAX_LENGTH = 200

/**
 * docs/product-guide.md#validation slug rule: lowercase, every run of characters outside a-z and 0-9 becomes one hyphen,
 * leading and trailing hyphens removed. Accents are folded first so "Legislação" → "legislacao"; cut to
 * SLUG_MAX_LENGTH. Whatever the text, the result is a valid slug or ''. The database's public.slugify()
 * folds the same way, step for step (tests/db/slug-rule.test.ts compares them).
 */
export function slugify(text: string | null | undefined): string {
  if (!text) return ''
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}
