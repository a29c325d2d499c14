import { Extension, type Editor } from '@tiptap/react'
import type { Node as ProseMirrorNode } from '@tiptap/pm/model'
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state'
import { Decoration, DecorationSet } from '@tiptap/pm/view'
import { editorPlainText, offsetAt, rangeAt, type EditorPlainText } from '@/features/notes/utils/editor-plain-text'
import { anchorAt, anchorForSelection, findAnchor, type NoteAnchor } from '@/features/notes/utils/note-anchor'

/** A note as the editor tracks it: where it was last saved, and whether it is still open. */
export interface TrackedNote {
  id: string
  anchor: NoteAnchor
  resolved: boolean
}

interface Range {
  from: number
  to: number
}

interface NotesState {
  notes: TrackedNote[]
  /** Where each note's quote is in the document now; a note missing here lost its text. */
  ranges: Map<string, Range>
  activeId: string | null
  /** The selection a note is being written for. */
  draft: Range | null
  decorations: DecorationSet
}

type NotesMeta = { notes: TrackedNote[] } | { activeId: string | null } | { draft: Range | null }

export const notesPluginKey = new PluginKey<NotesState>('postNotes')

/** What the notes feature hears from the editor. */
export interface NotesEditorHandlers {
  onAddNote: () => void
  onNoteClick: (id: string) => void
}

function findRange(plain: EditorPlainText, anchor: NoteAnchor): Range | null {
  const match = findAnchor(plain.text, anchor)
  return match ? rangeAt(plain, match.from, match.to) : null
}

/** Ranges follow the edits; one whose text was all deleted (or replaced at once) is looked for again by its quote. */
function mapRanges(state: NotesState, tr: Transaction): Map<string, Range> {
  const ranges = new Map<string, Range>()
  let plain: EditorPlainText | null = null
  for (const note of state.notes) {
    const range = state.ranges.get(note.id)
    const from = range ? tr.mapping.map(range.from, 1) : 0
    const to = range ? tr.mapping.map(range.to, -1) : 0
    if (range && from < to) {
      ranges.set(note.id, { from, to })
    } else if (range) {
      plain ??= editorPlainText(tr.doc)
      const found = findRange(plain, note.anchor)
      if (found) ranges.set(note.id, found)
    }
  }
  return ranges
}

/** New notes are looked for by their quote; notes already placed keep the place the edits gave them. */
function placeNotes(state: NotesState, notes: TrackedNote[], doc: ProseMirrorNode): Map<string, Range> {
  const ranges = new Map<string, Range>()
  let plain: EditorPlainText | null = null
  const known = new Set(state.notes.map((note) => note.id))
  for (const note of notes) {
    const range = state.ranges.get(note.id)
    if (range) {
      ranges.set(note.id, range)
    } else if (!known.has(note.id)) {
      plain ??= editorPlainText(doc)
      const found = findRange(plain, note.anchor)
      if (found) ranges.set(note.id, found)
    }
  }
  return ranges
}

function decorate(doc: ProseMirrorNode, state: Omit<NotesState, 'decorations'>): DecorationSet {
  const decorations: Decoration[] = []
  for (const note of state.notes) {
    const range = state.ranges.get(note.id)
    if (!range || note.resolved) continue
    const active = note.id === state.activeId
    decorations.push(
      Decoration.inline(range.from, range.to, {
        class: active ? 'post-note-highlight post-note-highlight-active' : 'post-note-highlight',
        'data-note-id': note.id,
      }),
    )
  }
  if (state.draft && state.draft.from < state.draft.to) {
    decorations.push(Decoration.inline(state.draft.from, state.draft.to, { class: 'post-note-highlight-draft' }))
  }
  return DecorationSet.create(doc, decorations)
}

function apply(tr: Transaction, state: NotesState): NotesState {
  const meta = tr.getMeta(notesPluginKey) as NotesMeta | undefined
  if (!meta && !tr.docChanged) return state
  let next: Omit<NotesState, 'decorations'> = state
  if (tr.docChanged) {
    const draft = state.draft
      ? { from: tr.mapping.map(state.draft.from, 1), to: tr.mapping.map(state.draft.to, -1) }
      : null
    next = { ...next, ranges: mapRanges(state, tr), draft }
  }
  if (meta && 'notes' in meta) next = { ...next, notes: meta.notes, ranges: placeNotes(state, meta.notes, tr.doc) }
  if (meta && 'activeId' in meta) next = { ...next, activeId: meta.activeId }
  if (meta && 'draft' in meta) next = { ...next, draft: meta.draft }
  return { ...next, decorations: decorate(tr.doc, next) }
}

/** Each editor's handlers: the extension is made once, the handlers change with every render of the hook. */
const handlersOf = new WeakMap<Editor, NotesEditorHandlers>()

/** Where this editor's notes extension sends "add a note" and "this note was clicked". */
export function listenToNotes(editor: Editor, handlers: NotesEditorHandlers) {
  handlersOf.set(editor, handlers)
}

/**
 * Notes on the post's text as ProseMirror decorations: they are drawn over the text but are not part
 * of the document, so a note never reaches the post's HTML. Mod-Alt-M (Google Docs' shortcut) asks
 * for a note on the selection; a click on highlighted text opens its note.
 */
export const NotesExtension = Extension.create({
  name: 'postNotes',
  addKeyboardShortcuts() {
    return {
      'Mod-Alt-m': ({ editor }) => {
        handlersOf.get(editor)?.onAddNote()
        return true
      },
    }
  },
  addProseMirrorPlugins() {
    const editor = this.editor
    return [
      new Plugin<NotesState>({
        key: notesPluginKey,
        state: {
          init: () => ({ notes: [], ranges: new Map(), activeId: null, draft: null, decorations: DecorationSet.empty }),
          apply,
        },
        props: {
          decorations: (state) => notesPluginKey.getState(state)?.decorations,
          handleClick: (view, pos) => {
            const id = noteAt(view.state, pos)
            if (id) handlersOf.get(editor)?.onNoteClick(id)
            return false
          },
        },
      }),
    ]
  },
})

/** The open note whose highlighted text holds the position, if any. */
function noteAt(state: EditorState, pos: number): string | null {
  const notes = notesPluginKey.getState(state)
  for (const note of notes?.notes ?? []) {
    const range = notes?.ranges.get(note.id)
    if (range && !note.resolved && range.from <= pos && pos <= range.to) return note.id
  }
  return null
}

export function setNotesMeta(tr: Transaction, meta: NotesMeta): Transaction {
  return tr.setMeta(notesPluginKey, meta).setMeta('addToHistory', false)
}

/** Where a note stands in the document now: its anchor as the text reads today, or lost. */
export interface CurrentAnchor {
  anchor: NoteAnchor
  lost: boolean
}

export function currentAnchors(state: EditorState): Map<string, CurrentAnchor> {
  const notes = notesPluginKey.getState(state)
  const result = new Map<string, CurrentAnchor>()
  if (!notes) return result
  const plain = editorPlainText(state.doc)
  for (const note of notes.notes) {
    const range = notes.ranges.get(note.id)
    if (!range) {
      result.set(note.id, { anchor: note.anchor, lost: true })
      continue
    }
    const from = offsetAt(plain, range.from)
    const to = offsetAt(plain, range.to)
    result.set(
      note.id,
      from < to ? { anchor: anchorAt(plain.text, from, to), lost: false } : { anchor: note.anchor, lost: true },
    )
  }
  return result
}

/** The document range of a note's quote now, to scroll to and select; null when its text is gone. */
export function noteRange(state: EditorState, id: string): Range | null {
  return notesPluginKey.getState(state)?.ranges.get(id) ?? null
}

/** The selection without the whitespace at its ends, as the quote of a new note; null when nothing is selected. */
export function selectedQuote(state: EditorState): { quote: string; range: Range } | null {
  const plain = editorPlainText(state.doc)
  const anchor = anchorForSelection(
    plain.text,
    offsetAt(plain, state.selection.from),
    offsetAt(plain, state.selection.to),
  )
  return anchor ? { quote: anchor.quote, range: rangeAt(plain, anchor.from, anchor.to) } : null
}

/** The anchor of the selection a note is being written for, as the text reads now; null once it is gone. */
export function draftAnchor(state: EditorState): NoteAnchor | null {
  const draft = notesPluginKey.getState(state)?.draft
  if (!draft) return null
  const plain = editorPlainText(state.doc)
  return anchorForSelection(plain.text, offsetAt(plain, draft.from), offsetAt(plain, draft.to))
}
