import type { ComplianceFlag } from '@/lib/compliance/check-compliance'
import type { CompliancePack } from '@/lib/compliance/pack'
import { checkPostCompliance, type PostText } from '@/lib/compliance/post-compliance'
import { isPublicStatus } from '@/features/posts/utils/post-permissions'

type CheckedPost = PostText & { status: string }

/** JSON with sorted keys: jsonb does not keep the order in which a reference's fields were written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )
}

const READER_FIELDS = [
  'title',
  'excerpt',
  'key_points',
  'content',
  'seo_description',
  'tags',
  'reference_list',
] as const

/**
 * The findings the database will compute and hold against this save (posts_verify_publishing): none
 * unless it publishes or schedules a text a reader has not seen yet (a first publication, or a public
 * post whose title, excerpt, key points, content, SEO description, tags or references change). The screens ask for a
 * justification before saving; the database decides all the same.
 */
export function findingsToPublish(
  pack: CompliancePack,
  next: CheckedPost,
  saved: CheckedPost | null,
): ComplianceFlag[] {
  if (!isPublicStatus(next.status)) return []
  const unchanged =
    saved !== null &&
    isPublicStatus(saved.status) &&
    READER_FIELDS.every((field) => canonical(next[field] ?? null) === canonical(saved[field] ?? null))
  return unchanged ? [] : checkPostCompliance(next, pack)
}
