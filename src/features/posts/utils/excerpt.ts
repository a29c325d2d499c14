import { htmlToPlainText } from '@/lib/compliance/check-compliance'
import { withoutMarkers } from '@/lib/references/markers'

const CREATOR_EXCERPT_LENGTH = 160

/**
 * Removes markup tags and collapses whitespace, so HTML content can be shown as plain text (reading
 * time, the revisions' differences). Every tag becomes a space: for text a reader sees as sentences
 * use excerptText. It is also how automatic excerpts were written before issue 31, which
 * isDerivedExcerpt still recognises.
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

// A block already ends a sentence: . ! ? … : ; maybe followed by closing quotes or brackets.
const SENTENCE_END = /[.!?…:;]["'”’»)\]]*$/

/**
 * HTML as the running text of an excerpt: each block (heading, paragraph, list item, quote, line
 * break) reads as a sentence, so a block followed by another one gets a period when it has no final
 * punctuation ("Por que o sono interessa. Estudos…"); inline tags (strong, em, a, code) leave nothing behind, not even a space
 * ("do <em>sono</em>, mas" → "do sono, mas"); reference markers are dropped; entities are decoded.
 * The database writes cards' automatic text by the same rule (public.html_to_plain_text,
 * migration card_excerpt_sentences; docs/decisions/021-public-site-grows.md).
 */
export function excerptText(html: string | null | undefined): string {
  return htmlToPlainText(withoutMarkers(html ?? ''))
    .split('\n')
    .filter((line) => line !== '')
    .map((line, index, lines) => (index === lines.length - 1 || SENTENCE_END.test(line) ? line : `${line}.`))
    .join(' ')
}

const cut = (text: string) =>
  text.length > CREATOR_EXCERPT_LENGTH ? `${text.slice(0, CREATOR_EXCERPT_LENGTH)}...` : text

/** Post creator: the content as excerptText, cut to 160 characters plus "..." when longer. */
export function creatorExcerpt(content: string | null | undefined): string {
  return cut(excerptText(content))
}

/**
 * Whether a saved excerpt is the one the editor derives from this content (an empty "Resumo" saves
 * it), by today's rule or by the one before issue 31 (tags as spaces, blocks run together). Such an
 * excerpt is not the writer's: the editor shows "Resumo" empty and derives it again on save.
 */
export function isDerivedExcerpt(excerpt: string | null | undefined, content: string | null | undefined): boolean {
  if (!excerpt) return false
  return excerpt === creatorExcerpt(content) || excerpt === cut(stripTags(withoutMarkers(content ?? '')))
}

/**
 * The text the compliance check reads: an excerpt derived from the content repeats the content, so
 * it is left out and each passage is flagged once (as in the editor's "Verificação de conformidade").
 */
export function withoutDerivedExcerpt<T extends { excerpt: string | null; content: string }>(post: T): T {
  return isDerivedExcerpt(post.excerpt, post.content) ? { ...post, excerpt: null } : post
}
