/** Blocks read aloud one by one; a block inside another (a <p> in an <li>) is read as its own. */
const BLOCKS = 'h2, h3, h4, h5, h6, p, li, blockquote, td, th, dt, dd'

/** What is never read: figures and their captions and credits, reference markers, code, glossary definitions (decision 053). */
const SKIPPED = 'figure, figcaption, img, .ref-marker, sup, pre, code, script, style, template, [popover]'

/** Chrome stops an utterance after about 15 s: longer blocks are split at sentence ends. */
const MAX_CHUNK = 220

/** Splits a text at sentence ends (or, for one very long sentence, at spaces) into pieces of at most MAX_CHUNK. */
function splitLong(text: string): string[] {
  if (text.length <= MAX_CHUNK) return [text]
  const pieces: string[] = []
  let current = ''
  for (const part of text.match(/[^.!?;:]+[.!?;:]*\s*|\S+/g) ?? [text]) {
    if (current && (current + part).length > MAX_CHUNK) {
      pieces.push(current.trim())
      current = ''
    }
    current += part
    while (current.length > MAX_CHUNK) {
      const cut = current.lastIndexOf(' ', MAX_CHUNK) > 0 ? current.lastIndexOf(' ', MAX_CHUNK) : MAX_CHUNK
      pieces.push(current.slice(0, cut).trim())
      current = current.slice(cut)
    }
  }
  if (current.trim()) pieces.push(current.trim())
  return pieces
}

/**
 * What "Ouvir este artigo" reads: the title, then the body's text block by block — without the figures, their
 * captions and credits, and the reference markers ([1]); the references list is not part of the body.
 */
export function speechChunks(title: string, body: Element): string[] {
  const copy = body.cloneNode(true) as Element
  for (const skipped of Array.from(copy.querySelectorAll(SKIPPED))) skipped.remove()
  const blocks = Array.from(copy.querySelectorAll(BLOCKS))
  const texts = blocks.map((block) => {
    const own = block.cloneNode(true) as Element
    for (const inner of Array.from(own.querySelectorAll(BLOCKS))) inner.remove()
    return (own.textContent ?? '').replace(/\s+/g, ' ').trim()
  })
  return [title.trim(), ...texts].filter(Boolean).flatMap(splitLong)
}
