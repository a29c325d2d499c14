export const categoryKeys = {
  all: ['categories'] as const,
  active: () => [...categoryKeys.all, 'active'] as const,
  /** Every category, active or not, as staff see them. */
  list: () => [...categoryKeys.all, 'list'] as const,
  bySlug: (slug: string) => [...categoryKeys.all, 'slug', slug] as const,
}
