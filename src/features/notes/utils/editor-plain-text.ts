import type { Node as ProseMirrorNode } from '@tiptap/pm/model'

/**
 * The editor's text as notes anchor to it: every run of whitespace, and every break between blocks,
 * is one space, so a paragraph split in two or a double space does not move a quote; inline atoms (a
 * reference marker "[n]", an image) add nothing. `positions[i]` is the ProseMirror position before
 * character i; `positions[text.length]` the one after the last.
 */
export interface EditorPlainText {
  text: string
  positions: number[]
}

export function editorPlainText(doc: ProseMirrorNode): EditorPlainText {
  let text = ''
  const positions: number[] = []
  let pendingSpace: number | null = null
  let end = 0

  const space = (pos: number) => {
    if (text.length > 0 && pendingSpace === null) pendingSpace = pos
  }
  const put = (char: string, pos: number) => {
    if (/\s/.test(char)) return space(pos)
    if (pendingSpace !== null) {
      text += ' '
      positions.push(pendingSpace)
      pendingSpace = null
    }
    text += char
    positions.push(pos)
    end = pos + 1
  }

  doc.descendants((node, pos) => {
    if (node.isText) {
      const chars = node.text ?? ''
      for (let i = 0; i < chars.length; i++) put(chars[i], pos + i)
    } else if (node.type.name === 'hardBreak' || node.isBlock) {
      space(pos)
    }
    return true
  })
  positions.push(end)
  return { text, positions }
}

/** The plain-text offset of a document position: how many characters lie before it. */
export function offsetAt(plain: EditorPlainText, pos: number): number {
  let low = 0
  let high = plain.text.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (plain.positions[middle] < pos) low = middle + 1
    else high = middle
  }
  return low
}

/** The document range of the plain text's characters from..to (to exclusive). */
export function rangeAt(plain: EditorPlainText, from: number, to: number): { from: number; to: number } {
  const last = Math.max(from, to - 1)
  return { from: plain.positions[from], to: to > from ? plain.positions[last] + 1 : plain.positions[from] }
}
