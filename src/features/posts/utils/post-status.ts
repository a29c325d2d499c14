import type { PostStatus } from '@/lib/post-status'

export const POST_STATUSES: PostStatus[] = ['draft', 'review', 'scheduled', 'published']

export function isPostStatus(value: unknown): value is PostStatus {
  return typeof value === 'string' && (POST_STATUSES as string[]).includes(value)
}

/** What visitors can read: published, or scheduled and due (the posts RLS policy, docs/architecture.md#who-may-do-what). */
export function isPubliclyVisible(post: { status: string; published_at: string | null }, now = new Date()): boolean {
  if (post.status === 'published') return true
  return post.status === 'scheduled' && post.published_at !== null && new Date(post.published_at) <= now
}

/**
 * The status staff are shown and filter by: a scheduled post whose time has come is "published",
 * because visitors already read it (isPubliclyVisible) while the row keeps `status = 'scheduled'`.
 * The list's status filter applies the same rule in its query (api/get-admin-posts.ts).
 */
export function effectiveStatus(
  post: { status: PostStatus; published_at: string | null },
  now = new Date(),
): PostStatus {
  return post.status === 'scheduled' && isPubliclyVisible(post, now) ? 'published' : post.status
}

/** "Publicar" applies to drafts and posts in review (docs/product-guide.md#public-site, completed with review). */
export function canBePublished(post: { status: string }): boolean {
  return post.status === 'draft' || post.status === 'review'
}
