import type { EditablePost } from '@/features/posts/api/get-post-for-edit'
import { keyPointsToSave, type PostEditorValues } from '@/features/posts/schemas'
import { creatorExcerpt, isDerivedExcerpt } from '@/features/posts/utils/excerpt'
import { referenceFromFields, referenceToFields } from '@/features/posts/utils/references'
import { effectiveStatus } from '@/features/posts/utils/post-status'
import { DEFAULT_READ_TIME, parseReadTime } from '@/features/posts/utils/reading-time'
import { isoToSchedule, scheduleToIso } from '@/features/posts/utils/schedule-time'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { slugify } from '@/lib/slugify'
import { dueDateOf } from '@/features/posts/utils/assignment'

/**
 * The editor's fields for a loaded post, or for a new one (draft, not featured, 5 min, docs/product-guide.md#public-site),
 * which may start with a title (`newTitle`) and its slug.
 * A scheduled post whose time has passed loads as "Publicado", as visitors see it (effectiveStatus).
 */
export function formValuesFromPost(post: EditablePost | null, authorId: string, newTitle = ''): PostEditorValues {
  const status = post ? effectiveStatus(post) : 'draft'
  const schedule = status === 'scheduled' ? isoToSchedule(post?.published_at ?? null) : { date: '', time: '' }
  return {
    title: post?.title ?? newTitle,
    slug: post?.slug ?? (newTitle ? slugify(newTitle) : ''),
    // An excerpt that was derived from the content shows as empty, so it keeps following the content.
    excerpt: post?.excerpt && !isDerivedExcerpt(post.excerpt, post.content) ? post.excerpt : '',
    content: post?.content ?? '',
    category_id: post?.category_id ?? '',
    author_id: post?.author_id ?? authorId,
    status,
    featured: post?.featured ?? false,
    glossary_links: post?.glossary_links ?? true,
    tags: post?.tags ?? [],
    key_points: post?.key_points ?? [],
    seo_description: post?.seo_description ?? '',
    read_time: String(post?.read_time ?? DEFAULT_READ_TIME),
    schedule_date: schedule.date,
    schedule_time: schedule.time,
    image: post?.image ?? null,
    image_credit: post?.image_credit ?? null,
    reference_list: (post?.reference_list ?? []).map(referenceToFields),
    editor_id: post?.editor_id ?? '',
    technical_reviewer_id: post?.technical_reviewer_id ?? '',
    due_date: dueDateOf(post?.due_at),
  }
}

/**
 * The row to save. Content is sanitised with the public page's rules; an empty excerpt is derived
 * from the content (160 characters + "..."); the publication date follows the status: the chosen
 * São Paulo time when scheduled, "now" (set by the database) when published for the first time or
 * brought forward, unchanged otherwise.
 */
export function postPayloadFromForm(values: PostEditorValues, currentPublishedAt: string | null, now = new Date()) {
  const content = sanitizeHtml(values.content)
  const payload = {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim() || creatorExcerpt(content),
    content,
    category_id: values.category_id || null,
    author_id: values.author_id,
    status: values.status,
    featured: values.featured,
    glossary_links: values.glossary_links,
    tags: values.tags,
    key_points: keyPointsToSave(values.key_points),
    seo_description: values.seo_description.trim() || null,
    read_time: parseReadTime(values.read_time),
    image: values.image,
    // A credit only belongs with a cover.
    image_credit: values.image ? values.image_credit : null,
    reference_list: values.reference_list.map(referenceFromFields),
  }
  if (values.status === 'scheduled') {
    return { ...payload, published_at: scheduleToIso(values.schedule_date, values.schedule_time) }
  }
  if (values.status === 'published' && (currentPublishedAt === null || new Date(currentPublishedAt) > now)) {
    return { ...payload, published_at: null }
  }
  return payload
}
