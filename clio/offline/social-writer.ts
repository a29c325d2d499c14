// Offline social copy for one platform: the draft plan of the theme (draft-writer.ts) written in the
// platform's voice (social-copy.ts). Its own module so neither of those two imports the other.
import type { Draft, Platform } from '../contract.ts'
import { draftTitle, planDraft } from './draft-writer.ts'
import { writeSocialCopy } from './social-copy.ts'

export function writeOfflineSocial(input: {
  tema: string
  plataforma: Platform
  variant: number
  link?: string
}): Draft {
  const plan = planDraft(input.tema, input.variant)
  const { titulo, subtitulo } = draftTitle(plan, input.variant)
  return { titulo, subtitulo, conteudo: writeSocialCopy(plan, input.plataforma, input.variant, input.link) }
}
