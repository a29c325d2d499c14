// Small wording helpers shared by the blog draft and the social copy.

export const OFFLINE_MARKER = 'Rascunho gerado localmente pela Clio (modo offline) — revise antes de publicar.'
export const DISCLAIMER =
  'Este conteúdo tem caráter informativo e não substitui a consulta, o diagnóstico ou o acompanhamento de um profissional de saúde.'

/** "  canabidiol   na Epilepsia " → "canabidiol na Epilepsia". */
export function normalizeTheme(theme: string): string {
  return theme.replace(/\s+/g, ' ').trim()
}

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1)
}

/** The theme in the middle of a sentence: lower-case first letter unless it starts with an acronym. */
export function themeInSentence(theme: string): string {
  const [first, second] = theme
  if (second && second === second.toLocaleUpperCase('pt-BR') && /\p{L}/u.test(second)) return theme
  return (first ?? '').toLocaleLowerCase('pt-BR') + theme.slice(1)
}

/**
 * "{Theme}: {rest}", or "{Theme} — {rest}" when the theme already has a colon or ends a sentence (a
 * published post's title such as "Autismo: o que os estudos dizem"), so a text never reads
 * "Autismo: o que os estudos dizem: o que a ciência já sabe?".
 */
export function themeLead(theme: string, rest: string): string {
  return /:|[?!.…]$/.test(theme) ? `${theme} — ${rest}` : `${theme}: ${rest}`
}
