import type { Profile } from '@/features/auth/api/profile'

/**
 * Whether the signed-in staff member may edit, publish or delete a post: editors and admins any
 * post, authors their own. This only decides which actions the screen offers; the posts policies
 * in the database enforce the same rule.
 */
export function canManagePost(profile: Pick<Profile, 'id' | 'role'> | null, post: { author_id: string | null }): boolean {
  if (!profile) return false
  if (profile.role === 'editor' || profile.role === 'admin') return true
  return post.author_id !== null && post.author_id === profile.id
}
