/** Lower case without accents ("Epilepsia refratária" → "epilepsia refrataria"), for keyword matching. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Cuts at the last sentence or word end that fits, adding "…" when something was cut. */
export function fitToLength(text: string, max: number): string {
  if (text.length <= max) return text
  const room = text.slice(0, max - 1)
  const sentenceEnd = Math.max(room.lastIndexOf('. '), room.lastIndexOf('! '), room.lastIndexOf('? '))
  if (sentenceEnd > max * 0.6) return room.slice(0, sentenceEnd + 1)
  const wordEnd = room.lastIndexOf(' ')
  return `${(wordEnd > max * 0.5 ? room.slice(0, wordEnd) : room).replace(/[\s,;:.–—-]+$/, '')}…`
}
