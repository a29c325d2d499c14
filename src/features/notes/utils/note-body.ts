import { findMentions, type Mentionable } from '@/features/notes/utils/mentions'

export const NOTE_BODY_MAX = 2000

/** The database's own words for a mention of someone who is not on the staff. */
export const NOT_STAFF_MESSAGE = 'Só é possível mencionar membros da equipe.'

export type NoteBodyCheck = { ok: true; body: string; mentions: string[] } | { ok: false; message: string }

const count = (n: number) => n.toLocaleString('pt-BR')

/**
 * What the note form checks before sending (the database checks the same again): 1 to 2,000
 * characters once trimmed, and every "@…" a staff member's name.
 */
export function checkNoteBody(text: string, staff: readonly Mentionable[]): NoteBodyCheck {
  const body = text.trim()
  if (!body) return { ok: false, message: 'Escreva a nota antes de salvar.' }
  if (body.length > NOTE_BODY_MAX) {
    return {
      ok: false,
      message: `A nota pode ter no máximo ${count(NOTE_BODY_MAX)} caracteres (tem ${count(body.length)}).`,
    }
  }
  const { ids, unknown } = findMentions(body, staff)
  if (unknown.length > 0) return { ok: false, message: `${NOT_STAFF_MESSAGE} Não é da equipe: ${unknown.join(', ')}.` }
  return { ok: true, body, mentions: ids }
}
