import { withoutMarkers } from '@/lib/references/markers'

const CREATOR_EXCERPT_LENGTH = 160

/**
 * Removes markup tags and collapses whitespace, so HTML content can be shown as plain text. Public
 * cards get the same text from the database (`posts.card_excerpt`, public.html_to_plain_text).
 */
export function stripTags(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Post creator: content without reference markers and tags, trimmed, cut to 160 characters plus "..." when longer. */
export function creatorExcerpt(content: string | null | undefined): string {
  const text = stripTags(withoutMarkers(content ?? ''))
  return text.length > CREATOR_EXCERPT_LENGTH ? `${text.slice(0, CREATOR_EXCERPT_LENGTH)}...` : text
}

/**
 * The text the compliance check reads: an excerpt derived from the content repeats the content, so
 * it is left out and each passage is flagged once (as in the editor's "Verificação de conformidade").
 */
export function withoutDerivedExcerpt<T extends { excerpt: string | null; content: string }>(post: T): T {
  return post.excerpt && post.excerpt === creatorExcerpt(post.content) ? { ...post, excerpt: null } : post
}
