import { getSchema } from '@tiptap/react'
import { DOMParser as ProseMirrorParser } from '@tiptap/pm/model'
import StarterKit from '@tiptap/starter-kit'
import { describe, expect, it } from 'vitest'
import { anchorAt, anchorForSelection, findAnchor, type NoteAnchor } from '@/features/notes/utils/note-anchor'
import { editorPlainText, offsetAt, rangeAt } from '@/features/notes/utils/editor-plain-text'

const BODY =
  'O canabidiol reduziu as crises em crianças com síndrome de Dravet no estudo de 2017. ' +
  'Os efeitos adversos mais comuns foram sonolência e diarreia, em geral leves. ' +
  'A dose foi ajustada pelo médico em cada consulta de acompanhamento.'

/** The anchor of the first occurrence of `quote` in `text`. */
function anchorOf(text: string, quote: string): NoteAnchor {
  const from = text.indexOf(quote)
  if (from === -1) throw new Error(`"${quote}" is not in the text`)
  return anchorAt(text, from, from + quote.length)
}

function foundText(text: string, anchor: NoteAnchor) {
  const match = findAnchor(text, anchor)
  return match ? { text: text.slice(match.from, match.to), how: match.how, from: match.from } : null
}

const QUOTE = 'efeitos adversos mais comuns'

describe('a note anchored to a quote', () => {
  it('keeps its quote with 32 characters of context either side and its offsets', () => {
    const anchor = anchorOf(BODY, QUOTE)
    expect(anchor.quote).toBe(QUOTE)
    expect(anchor.prefix).toBe(BODY.slice(anchor.from - 32, anchor.from))
    expect(anchor.prefix).toHaveLength(32)
    expect(anchor.suffix).toBe(BODY.slice(anchor.to, anchor.to + 32))
  })

  it('leaves the whitespace at the ends of a selection out, and refuses a selection of spaces', () => {
    const from = BODY.indexOf(QUOTE) - 1
    expect(anchorForSelection(BODY, from, from + QUOTE.length + 2)?.quote).toBe(QUOTE)
    expect(anchorForSelection('a   b', 1, 4)).toBeNull()
  })

  it('is found where it was when nothing changed', () => {
    expect(foundText(BODY, anchorOf(BODY, QUOTE))).toEqual({ text: QUOTE, how: 'same', from: BODY.indexOf(QUOTE) })
  })

  it('follows its text when text is inserted before it', () => {
    const edited = 'Um parágrafo novo abre o texto. ' + BODY
    expect(foundText(edited, anchorOf(BODY, QUOTE))).toEqual({
      text: QUOTE,
      how: 'moved',
      from: edited.indexOf(QUOTE),
    })
  })

  it('stays where it is when text is inserted after it', () => {
    const edited = BODY + ' Uma frase nova no fim.'
    expect(foundText(edited, anchorOf(BODY, QUOTE))?.how).toBe('same')
  })

  it('takes in a word inserted inside its quote', () => {
    const edited = BODY.replace(QUOTE, 'efeitos adversos muito mais comuns')
    expect(foundText(edited, anchorOf(BODY, QUOTE))).toMatchObject({
      text: 'efeitos adversos muito mais comuns',
      how: 'fuzzy',
    })
  })

  it('follows a partly edited quote', () => {
    const edited = BODY.replace(QUOTE, 'efeitos colaterais mais comuns')
    expect(foundText(edited, anchorOf(BODY, QUOTE))).toMatchObject({
      text: 'efeitos colaterais mais comuns',
      how: 'fuzzy',
    })
  })

  it('follows its sentence when the sentence moves elsewhere', () => {
    const sentence = 'Os efeitos adversos mais comuns foram sonolência e diarreia, em geral leves. '
    const edited = BODY.replace(sentence, '') + ' ' + sentence.trim()
    expect(foundText(edited, anchorOf(BODY, QUOTE))).toMatchObject({ text: QUOTE, how: 'moved' })
  })

  it('picks, among duplicates of its quote, the one whose surroundings agree', () => {
    const text = 'Primeiro: a dose foi ajustada. Segundo: a dose foi ajustada com cuidado.'
    const second = text.lastIndexOf('a dose foi ajustada')
    const anchor = anchorAt(text, second, second + 'a dose foi ajustada'.length)
    // The first occurrence is now where the second one was: the context, not the position, decides.
    const edited = 'Antes: a dose foi ajustada. ' + text
    expect(foundText(edited, anchor)).toMatchObject({ from: edited.lastIndexOf('a dose foi ajustada'), how: 'moved' })
  })

  it('keeps to the occurrence it had when the same quote is pasted before it', () => {
    const anchor = anchorOf(BODY, QUOTE)
    const edited = BODY.replace('O canabidiol', `O canabidiol (${QUOTE} foram citados)`)
    expect(foundText(edited, anchor)).toMatchObject({ from: edited.lastIndexOf(QUOTE), how: 'moved' })
  })

  it('is lost when its text is deleted', () => {
    const edited = BODY.replace('Os efeitos adversos mais comuns foram sonolência e diarreia, em geral leves. ', '')
    expect(findAnchor(edited, anchorOf(BODY, QUOTE))).toBeNull()
  })

  it('is lost when most of its quote was rewritten', () => {
    const edited = BODY.replace(QUOTE, 'problemas relatados com frequência')
    expect(findAnchor(edited, anchorOf(BODY, QUOTE))).toBeNull()
  })

  it('finds a short quote only exactly, never approximately', () => {
    const anchor = anchorOf(BODY, 'dose')
    expect(findAnchor(BODY.replace('dose', 'dase'), anchor)).toBeNull()
  })
})

const schema = getSchema([StarterKit.configure({ heading: { levels: [2, 3] } })])

/** The document TipTap makes of the HTML, spaces kept as typed (an editor keeps a double space someone types). */
function docFrom(html: string) {
  const element = document.createElement('div')
  element.innerHTML = html
  return ProseMirrorParser.fromSchema(schema).parse(element, { preserveWhitespace: 'full' })
}

describe("the editor's plain text", () => {
  it('makes each block break and each run of whitespace one space', () => {
    const doc = docFrom('<h2>Título</h2><p>Um   texto</p><ul><li><p>item</p></li></ul>')
    expect(editorPlainText(doc).text).toBe('Título Um texto item')
  })

  it('maps a quote to the document range that holds it and back', () => {
    const doc = docFrom('<p>Primeiro parágrafo.</p><p>Os <strong>efeitos adversos</strong> mais comuns.</p>')
    const plain = editorPlainText(doc)
    const from = plain.text.indexOf(QUOTE)
    const range = rangeAt(plain, from, from + QUOTE.length)
    expect(doc.textBetween(range.from, range.to)).toBe(QUOTE)
    expect([offsetAt(plain, range.from), offsetAt(plain, range.to)]).toEqual([from, from + QUOTE.length])
  })

  it('keeps a quote through formatting, a split paragraph and extra spaces', () => {
    const before = editorPlainText(docFrom(`<p>${BODY}</p>`)).text
    const anchor = anchorOf(before, QUOTE)
    const html = BODY.replace('leves. ', 'leves.</p><p>').replace('adversos', '<em>adversos</em>  ')
    const after = editorPlainText(docFrom(`<p>${html}</p>`)).text
    expect(foundText(after, anchor)).toMatchObject({ text: QUOTE })
  })

  it('keeps a quote that spans two paragraphs when they are joined', () => {
    const before = editorPlainText(docFrom('<p>em geral leves.</p><p>A dose foi ajustada</p>')).text
    const anchor = anchorOf(before, 'leves. A dose')
    const after = editorPlainText(docFrom('<p>em geral leves. A dose foi ajustada</p>')).text
    expect(foundText(after, anchor)).toMatchObject({ text: 'leves. A dose', how: 'same' })
  })
})
