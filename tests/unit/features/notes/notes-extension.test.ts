import { Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { editorPlainText } from '@/features/notes/utils/editor-plain-text'
import { anchorAt } from '@/features/notes/utils/note-anchor'
import {
  currentAnchors,
  draftAnchor,
  noteRange,
  NotesExtension,
  listenToNotes,
  selectedQuote,
  setNotesMeta,
  type TrackedNote,
} from '@/features/notes/utils/notes-extension'

const QUOTE = 'efeitos adversos mais comuns'
const HTML = `<p>O canabidiol reduziu as crises.</p><p>Os ${QUOTE} foram leves.</p>`

let editor: Editor | null = null
afterEach(async () => {
  editor?.destroy()
  editor = null
  // Destroying a view with DOM changes it has not read yet schedules one last read 20 ms later
  // (prosemirror-view's DOMObserver.stop); it must run while jsdom's document still exists, or it
  // throws after the file ended ("document is not defined") and fails the whole run.
  await new Promise((resolve) => setTimeout(resolve, 25))
})

function editorWith(html: string, handlers = { onAddNote: vi.fn(), onNoteClick: vi.fn() }) {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: [StarterKit, NotesExtension],
    content: html,
  })
  listenToNotes(editor, handlers)
  return editor
}

/** A note on the first occurrence of `quote` in the editor's text as it is now. */
function noteOn(e: Editor, quote: string, id = 'n1'): TrackedNote {
  const { text } = editorPlainText(e.state.doc)
  const from = text.indexOf(quote)
  return { id, anchor: anchorAt(text, from, from + quote.length), resolved: false }
}

const track = (e: Editor, notes: TrackedNote[]) => e.view.dispatch(setNotesMeta(e.state.tr, { notes }))
const highlighted = (e: Editor) =>
  [...e.view.dom.querySelectorAll('.post-note-highlight')].map((node) => node.textContent)
const textOf = (e: Editor, id: string) => {
  const range = noteRange(e.state, id)
  return range ? e.state.doc.textBetween(range.from, range.to) : null
}

describe('notes in the editor', () => {
  it('highlights an open note’s passage with a decoration that never enters the saved HTML', () => {
    const e = editorWith(HTML)
    track(e, [noteOn(e, QUOTE)])
    expect(highlighted(e)).toEqual([QUOTE])
    expect(e.getHTML()).toBe(HTML)
    expect(e.getHTML()).not.toContain('note')
  })

  it('does not highlight a resolved note, and keeps following its passage', () => {
    const e = editorWith(HTML)
    track(e, [{ ...noteOn(e, QUOTE), resolved: true }])
    expect(highlighted(e)).toEqual([])
    e.commands.insertContentAt(1, 'Novo: ')
    expect(textOf(e, 'n1')).toBe(QUOTE)
  })

  it('follows its passage when text is typed before it and inside it', () => {
    const e = editorWith(HTML)
    track(e, [noteOn(e, QUOTE)])
    e.commands.insertContentAt(1, 'Um começo novo. ')
    expect(highlighted(e)).toEqual([QUOTE])
    const range = noteRange(e.state, 'n1')
    e.commands.insertContentAt((range?.from ?? 0) + 'efeitos'.length, ' colaterais e')
    expect(textOf(e, 'n1')).toBe('efeitos colaterais e adversos mais comuns')
    const now = currentAnchors(e.state).get('n1')
    expect(now?.lost).toBe(false)
    expect(now?.anchor.quote).toBe('efeitos colaterais e adversos mais comuns')
    expect(now?.anchor.from).toBe(editorPlainText(e.state.doc).text.indexOf('efeitos colaterais'))
  })

  it('does not take in text typed right at its ends', () => {
    const e = editorWith(HTML)
    track(e, [noteOn(e, QUOTE)])
    const range = noteRange(e.state, 'n1')
    e.commands.insertContentAt(range?.to ?? 0, ' e raros')
    e.commands.insertContentAt(range?.from ?? 0, 'os ')
    expect(textOf(e, 'n1')).toBe(QUOTE)
  })

  it('marks the note lost when its passage is deleted, keeping its last anchor', () => {
    const e = editorWith(HTML)
    const note = noteOn(e, QUOTE)
    track(e, [note])
    const range = noteRange(e.state, 'n1')
    e.commands.deleteRange({ from: (range?.from ?? 0) - 1, to: (range?.to ?? 0) + 1 })
    expect(highlighted(e)).toEqual([])
    expect(currentAnchors(e.state).get('n1')).toEqual({ anchor: note.anchor, lost: true })
  })

  it('finds its passage again when the whole text is replaced (HTML mode, a restored revision)', () => {
    const e = editorWith(HTML)
    track(e, [noteOn(e, QUOTE)])
    e.commands.setContent(`<h2>Resumo</h2>${HTML.replace('foram', 'foram <strong>quase sempre</strong>')}`)
    expect(highlighted(e)).toEqual([QUOTE])
  })

  it('places a note saved elsewhere by its quote when the editor first gets it', () => {
    const e = editorWith(`<p>Texto novo antes.</p>${HTML}`)
    const elsewhere = editorPlainText(editorWith(HTML).state.doc).text
    const from = elsewhere.indexOf(QUOTE)
    track(e, [{ id: 'n1', anchor: anchorAt(elsewhere, from, from + QUOTE.length), resolved: false }])
    expect(textOf(e, 'n1')).toBe(QUOTE)
  })

  it('quotes the selection without its outer spaces, and keeps a draft’s anchor through edits', () => {
    const e = editorWith(HTML)
    // Select " efeitos … comuns " (with the spaces around) in document positions.
    const from = findPos(e, QUOTE) - 1
    e.commands.setTextSelection({ from, to: from + QUOTE.length + 2 })
    const selected = selectedQuote(e.state)
    expect(selected?.quote).toBe(QUOTE)
    e.view.dispatch(setNotesMeta(e.state.tr, { draft: selected?.range ?? null }))
    e.commands.insertContentAt(1, 'Antes. ')
    expect(draftAnchor(e.state)?.quote).toBe(QUOTE)
  })

  it('opens a note when its highlighted text is clicked, and asks for a note on Mod-Alt-M', () => {
    const handlers = { onAddNote: vi.fn(), onNoteClick: vi.fn() }
    const e = editorWith(HTML, handlers)
    track(e, [noteOn(e, QUOTE)])
    const inside = findPos(e, QUOTE) + 3
    e.view.someProp('handleClick', (handle) => handle(e.view, inside, new MouseEvent('click')))
    expect(handlers.onNoteClick).toHaveBeenCalledWith('n1')
    e.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', ctrlKey: true, altKey: true, bubbles: true }))
    expect(handlers.onAddNote).toHaveBeenCalled()
  })
})

/** The document position where `text` starts (within one text node). */
function findPos(e: Editor, text: string): number {
  let found = -1
  e.state.doc.descendants((node, pos) => {
    if (found === -1 && node.isText && node.text?.includes(text)) found = pos + (node.text?.indexOf(text) ?? 0)
  })
  return found
}
