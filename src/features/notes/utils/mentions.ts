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
const WORD_AFTER_AT = /^[\p{L}\p{N}._-]+/u

/**
 * The "@Nome Sobrenome" mentions in a note: an "@" at the start or after a space followed by a staff
 * member's full name (any case; the longest name wins, so "@Ana Maria" is not "@Ana"). The database
 * checks the ids again; this only lets the form say which name is wrong before sending.
 */
export function findMentions(body: string, staff: readonly Mentionable[]): MentionsFound {
  const names = staff
    .filter((person): person is Mentionable & { full_name: string } => Boolean(person.full_name?.trim()))
    .map((person) => ({ id: person.id, name: person.full_name.trim().toLocaleLowerCase('pt-BR') }))
    .sort((a, b) => b.name.length - a.name.length)
  const lower = body.toLocaleLowerCase('pt-BR')
  const ids: string[] = []
  const unknown: string[] = []
  for (let at = body.indexOf('@'); at !== -1; at = body.indexOf('@', at + 1)) {
    if (at > 0 && !/\s/.test(body[at - 1])) continue // an e-mail address, not a mention
    const start = at + 1
    const person = names.find(
      ({ name }) => lower.startsWith(name, start) && !NAME_CONTINUES.test(body[start + name.length] ?? ''),
    )
    if (person) {
      if (!ids.includes(person.id)) ids.push(person.id)
      continue
    }
    const word = WORD_AFTER_AT.exec(body.slice(start))?.[0]
    if (word && !unknown.includes(`@${word}`)) unknown.push(`@${word}`)
  }
  return { ids, unknown }
}

/** The "@…" being typed right before the cursor, for the autocomplete; null when there is none. */
export function mentionBeingTyped(body: string, cursor: number): { start: number; query: string } | null {
  const before = body.slice(0, cursor)
  const match = /(^|\s)@([\p{L}\p{N}._-]*(?: [\p{L}\p{N}._-]*)?)$/u.exec(before)
  if (!match) return null
  return { start: cursor - match[2].length - 1, query: match[2] }
}
