export const categoryKeys = {
  all: ['categories'] as const,
  active: () => [...categoryKeys.all, 'active'] as const,
  bySlug: (slug: string) => [...categoryKeys.all, 'slug', slug] as const,
}
