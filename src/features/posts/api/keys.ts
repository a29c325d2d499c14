// Query keys for posts, general to specific; mutations invalidate `postKeys.all`.
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  featured: (limit: number) => [...postKeys.lists(), 'featured', limit] as const,
  latest: (limit: number) => [...postKeys.lists(), 'latest', limit] as const,
  recent: (limit: number) => [...postKeys.lists(), 'recent', limit] as const,
  popular: (limit: number) => [...postKeys.lists(), 'popular', limit] as const,
  blog: (filters: { q: string; category: string | null; page: number }) => [...postKeys.lists(), 'blog', filters] as const,
  byCategory: (categoryId: string, limit: number) => [...postKeys.lists(), 'category', categoryId, limit] as const,
  related: (postId: string, categoryId: string | null) => [...postKeys.lists(), 'related', postId, categoryId] as const,
  admin: (filters: object) => [...postKeys.lists(), 'admin', filters] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detailBySlug: (slug: string) => [...postKeys.details(), 'slug', slug] as const,
  preview: (slug: string) => [...postKeys.details(), 'preview', slug] as const,
  /** The editor's copy of a post: kept apart from `details()` so saving does not refetch it under the form. */
  editor: (id: string) => [...postKeys.all, 'editor', id] as const,
  revisions: (id: string) => [...postKeys.all, 'revisions', id] as const,
  slugCheck: (slug: string, postId: string | null) => [...postKeys.all, 'slug-check', slug, postId] as const,
}
