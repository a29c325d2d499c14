/** Someone who can be mentioned: a staff member. */
export interface Mentionable {
  id: string
  full_name: string | null
}

export interface MentionsFound {
  /** The staff members mentioned, each once, in order of appearance. */
  ids: string[]
  /** What follows an "@" that names nobody on the staff ("@fulano"). */
  unknown: string[]
}

const NAME_CONTINUES = /[\p{L}\p{N}]/u
// A word, dots, dashes and underscores only inside it: "@fulano." at the end of a sentence names "@fulano".
const WORD_AFTER_AT = /^[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*/u

/** One "@…" in a note: where it is and who it names (null: nobody on the staff). */
interface MentionAt {
  start: number
  end: number
  id: string | null
}

/**
 * The "@Nome Sobrenome" mentions in a note: an "@" at the start or after a space followed by a staff
 * member's full name (any case; the longest name wins, so "@Ana Maria" is not "@Ana"), else the word
 * after it, which names nobody.
 */
function mentionsIn(body: string, staff: readonly Mentionable[]): MentionAt[] {
  const names = staff
    .filter((person): person is Mentionable & { full_name: string } => Boolean(person.full_name?.trim()))
    .map((person) => ({ id: person.id, name: person.full_name.trim().toLocaleLowerCase('pt-BR') }))
    .sort((a, b) => b.name.length - a.name.length)
  const lower = body.toLocaleLowerCase('pt-BR')
  const found: MentionAt[] = []
  for (let at = body.indexOf('@'); at !== -1; at = body.indexOf('@', at + 1)) {
    if (at > 0 && !/\s/.test(body[at - 1])) continue // an e-mail address, not a mention
    const start = at + 1
    const person = names.find(
      ({ name }) => lower.startsWith(name, start) && !NAME_CONTINUES.test(body[start + name.length] ?? ''),
    )
    const word = person ? null : WORD_AFTER_AT.exec(body.slice(start))?.[0]
    if (person) found.push({ start: at, end: start + person.name.length, id: person.id })
    else if (word) found.push({ start: at, end: start + word.length, id: null })
  }
  return found
}

/** The staff a note mentions and the "@…" that name nobody, for the form to say which is wrong before sending (the database checks the ids again). */
export function findMentions(body: string, staff: readonly Mentionable[]): MentionsFound {
  const ids: string[] = []
  const unknown: string[] = []
  for (const mention of mentionsIn(body, staff)) {
    const text = body.slice(mention.start, mention.end)
    if (mention.id && !ids.includes(mention.id)) ids.push(mention.id)
    if (!mention.id && !unknown.includes(text)) unknown.push(text)
  }
  return { ids, unknown }
}

/** A note's text in parts, its mentions of staff marked, to show them apart. */
export function mentionParts(body: string, staff: readonly Mentionable[]): Array<{ text: string; mention: boolean }> {
  const parts: Array<{ text: string; mention: boolean }> = []
  let at = 0
  for (const mention of mentionsIn(body, staff)) {
    if (!mention.id) continue
    if (mention.start > at) parts.push({ text: body.slice(at, mention.start), mention: false })
    parts.push({ text: body.slice(mention.start, mention.end), mention: true })
    at = mention.end
  }
  if (at < body.length) parts.push({ text: body.slice(at), mention: false })
  return parts
}

/** The "@…" being typed right before the cursor, for the autocomplete; null when there is none. */
export function mentionBeingTyped(body: string, cursor: number): { start: number; query: string } | null {
  const before = body.slice(0, cursor)
  const match = /(^|\s)@([\p{L}\p{N}._-]*(?: [\p{L}\p{N}._-]*)?)$/u.exec(before)
  if (!match) return null
  return { start: cursor - match[2].length - 1, query: match[2] }
}
