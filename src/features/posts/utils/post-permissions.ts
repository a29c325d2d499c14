import type { Profile } from '@/lib/auth/profile'

type Person = Pick<Profile, 'id' | 'role'> | null

/** What the signed-in person may do with posts in general (docs/decisions/015-editorial-roles-and-invitations.md). */
export interface EditorialRights {
  /** Publish, schedule and unpublish (their own posts, for an author). */
  canPublish: boolean
  /** "Destaque na Homepage". */
  canFeature: boolean
  /** Publish over compliance findings with a justification. */
  canOverrideCompliance: boolean
  /** Choose the post's editor, technical reviewer and due date ("Responsáveis"; posts_guard_assignment). */
  canAssign: boolean
}

/**
 * Editors and admins publish, feature, override and assign; an author publishes their own posts only while
 * the site setting "Autores publicam sem revisão" is on. This only decides what the screens offer: the
 * database (posts_verify_publishing) enforces the same rules.
 */
export function editorialRights(profile: Person, authorsPublishWithoutReview: boolean): EditorialRights {
  const reviewer = profile?.role === 'editor' || profile?.role === 'admin'
  return {
    canPublish: reviewer || (profile?.role === 'author' && authorsPublishWithoutReview),
    canFeature: reviewer,
    canOverrideCompliance: reviewer,
    canAssign: reviewer,
  }
}

/** Published or scheduled: what authors cannot touch while they do not publish without review. */
export function isPublicStatus(status: string): boolean {
  return status === 'published' || status === 'scheduled'
}

/**
 * Whether the signed-in staff member may edit (and delete) a post: editors and admins any post,
 * authors their own — but not one that is published or scheduled unless authors publish without review.
 */
export function canManagePost(
  profile: Person,
  post: { author_id: string | null; status: string },
  authorsPublishWithoutReview: boolean,
): boolean {
  if (!profile) return false
  if (profile.role === 'editor' || profile.role === 'admin') return true
  if (post.author_id === null || post.author_id !== profile.id) return false
  return authorsPublishWithoutReview || !isPublicStatus(post.status)
}
