/**
 * docs/product-guide.md#validation slug rule: lowercase, every run of characters outside a-z and 0-9 becomes one hyphen,
 * leading and trailing hyphens removed. Accents are folded first so "Legislação" → "legislacao".
 */
export function slugify(text: string | null | undefined): string {
  if (!text) return ''
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
