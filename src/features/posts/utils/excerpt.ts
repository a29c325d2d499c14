const PUBLIC_EXCERPT_LENGTH = 150
const CREATOR_EXCERPT_LENGTH = 160

/** Removes markup tags and collapses whitespace, so HTML content can be shown as plain text. */
export function stripTags(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Public cards: the excerpt, or else the first 150 characters of the content with tags stripped. */
export function publicExcerpt(post: { excerpt?: string | null; content?: string | null }): string {
  const excerpt = post.excerpt?.trim()
  if (excerpt) return excerpt
  return stripTags(post.content).slice(0, PUBLIC_EXCERPT_LENGTH)
}

/** Post creator: content with tags stripped and trimmed, cut to 160 characters plus "..." when longer. */
export function creatorExcerpt(content: string | null | undefined): string {
  const text = stripTags(content)
  return text.length > CREATOR_EXCERPT_LENGTH ? `${text.slice(0, CREATOR_EXCERPT_LENGTH)}...` : text
}
