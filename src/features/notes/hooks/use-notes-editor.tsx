import type { Editor } from '@tiptap/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'
import { toast } from '@/hooks/use-toast'
import { toAppError } from '@/lib/errors'
import {
  useAddPostNote,
  useChangePostNote,
  useDeletePostNote,
  usePostNotes,
  type NewNote,
  type PostNote,
} from '@/features/notes/api/post-notes'
import { AddNoteButton, type NotesPanelProps } from '@/features/notes/components/notes-panel'
import type { NoteActions } from '@/features/notes/components/note-thread'
import { useNoteAnchoring } from '@/features/notes/hooks/use-note-anchoring'
import type { Mentionable } from '@/features/notes/utils/mentions'
import { QUOTE_MAX } from '@/features/notes/utils/note-anchor'
import {
  draftAnchor,
  listenToNotes,
  noteRange,
  NotesExtension,
  selectedQuote,
  setNotesMeta,
} from '@/features/notes/utils/notes-extension'

const NOTES_EXTENSIONS = [NotesExtension]

/** What the post editor takes from the notes (structurally the posts feature's `EditorAddon`). */
export interface NotesEditorAddon {
  extensions: (typeof NotesExtension)[]
  onEditor: (editor: Editor | null) => void
  toolbar: (htmlMode: boolean) => ReactNode
}

type NotesMeta = Parameters<typeof setNotesMeta>[1]

/** Hands the editor's notes plugin what changed (once there is an editor). */
function notesDispatch(editor: Editor | null) {
  return (meta: NotesMeta) => {
    if (editor && !editor.isDestroyed) editor.view.dispatch(setNotesMeta(editor.state.tr, meta))
  }
}

/**
 * The note being written: "Adicionar nota" takes the selection (its passage stays marked while the note
 * is written, following edits), and sending anchors the note where that passage is then.
 */
function useDraftNote(postId: string, editor: Editor | null, onCreated: (id: string) => void) {
  const [draft, setDraft] = useState<{ quote: string } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const add = useAddPostNote(postId)
  const dispatch = notesDispatch(editor)

  /** False (and says why) when nothing usable is selected. */
  function start(): boolean {
    const selected = editor ? selectedQuote(editor.state) : null
    if (!selected || selected.quote.length > QUOTE_MAX) {
      toast({
        title: selected
          ? `Selecione um trecho menor: até ${QUOTE_MAX.toLocaleString('pt-BR')} caracteres.`
          : 'Selecione no texto o trecho que a nota comenta.',
      })
      return false
    }
    setDraft({ quote: selected.quote })
    setFailure(null)
    dispatch({ draft: selected.range })
    return true
  }

  function close() {
    setDraft(null)
    dispatch({ draft: null })
  }

  function submit(note: { body: string; mentions: string[] }) {
    const anchor = editor ? draftAnchor(editor.state) : null
    if (!anchor) return setFailure('O trecho selecionado foi apagado. Selecione o texto de novo.')
    setFailure(null)
    add.mutate(
      { post_id: postId, ...note, anchor },
      {
        onSuccess: (created) => {
          close()
          onCreated(created.id)
        },
        onError: (error) => setFailure(toAppError(error).message || 'Não foi possível salvar a nota.'),
      },
    )
  }

  return { start, close, submit, shown: draft ? { ...draft, pending: add.isPending, failure } : null }
}

/**
 * A link to a note (`?nota={id}`, a notification's): once the notes are there, its thread (a reply's
 * parent) is opened in the panel, under "Resolvidas" if it is resolved.
 */
function useLinkedNote(notes: readonly PostNote[] | undefined, open: (note: PostNote) => void) {
  const [params] = useSearchParams()
  const linked = params.get('nota')
  const opened = useRef<string | null>(null)
  useEffect(() => {
    const note = notes?.find((candidate) => candidate.id === linked)
    const thread = note?.parent_id ? notes?.find((candidate) => candidate.id === note.parent_id) : note
    if (!linked || !thread || opened.current === linked) return
    // After this frame: the panel renders the thread first.
    const frame = requestAnimationFrame(() => {
      opened.current = linked
      open(thread)
    })
    return () => cancelAnimationFrame(frame)
  }, [notes, linked, open])
}

/** Scrolls the panel's article of a note into view (the panel may be below the text, on a phone). */
function scrollToThread(panel: HTMLElement | null, id: string | null) {
  requestAnimationFrame(() => {
    const target = id ? panel?.querySelector(`[data-note-id="${CSS.escape(id)}"]`) : panel
    target?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  })
}

/**
 * Notes in the post editor (docs/decisions/045-notes-in-the-editor.md): the editor extension that
 * highlights the notes' text and the toolbar's "Adicionar nota", and the panel's data and actions.
 * The route composes them into the editor, which knows nothing of notes.
 */
export function useNotesEditor({
  postId,
  profileId,
  staff,
}: {
  postId: string
  profileId: string
  staff: readonly Mentionable[]
}): { addon: NotesEditorAddon; panel: NotesPanelProps } {
  const [editor, setEditor] = useState<Editor | null>(null)
  const [activeId, setActiveId] = useState<string | null>(null)
  const [showResolved, setShowResolved] = useState(false)
  const panelRef = useRef<HTMLDivElement>(null)
  // Asked once the editor has painted: the post comes first (docs/admin-loading.md, step 12).
  const notes = usePostNotes(postId, useAfterFirstPaint())
  const change = useChangePostNote(postId)
  const remove = useDeletePostNote(postId)
  const reply = useAddPostNote(postId)
  useNoteAnchoring(editor, notes.data, (input) => change.mutate(input))

  const activate = (id: string | null) => {
    setActiveId(id)
    notesDispatch(editor)({ activeId: id })
  }
  const draft = useDraftNote(postId, editor, activate)
  const startNote = () => {
    if (!draft.start()) return
    setShowResolved(false)
    scrollToThread(panelRef.current, null)
  }
  useEffect(() => {
    if (!editor) return
    listenToNotes(editor, {
      onAddNote: startNote,
      onNoteClick: (id) => {
        activate(id)
        setShowResolved(false) // only open notes are highlighted
        scrollToThread(panelRef.current, id)
      },
    })
  })

  useLinkedNote(notes.data, (note) => {
    setShowResolved(note.resolved_at !== null)
    activate(note.id)
    scrollToThread(panelRef.current, note.id)
  })

  const actions: NoteActions = {
    add: (note: Omit<NewNote, 'post_id'>) => reply.mutateAsync({ post_id: postId, ...note }),
    change: (input) => change.mutateAsync(input),
    remove: (id) => remove.mutateAsync(id),
    show: (id) => {
      const range = editor ? noteRange(editor.state, id) : null
      activate(id)
      if (editor && range) editor.chain().focus().setTextSelection(range).scrollIntoView().run()
    },
  }

  return {
    addon: {
      extensions: NOTES_EXTENSIONS,
      onEditor: setEditor,
      toolbar: (htmlMode) => (editor ? <AddNoteButton editor={editor} htmlMode={htmlMode} onAdd={startNote} /> : null),
    },
    panel: {
      notes,
      staff,
      profileId,
      activeId,
      showResolved,
      onShowResolved: setShowResolved,
      draft: draft.shown,
      onSubmitDraft: draft.submit,
      onCancelDraft: draft.close,
      actions,
      panelRef,
    },
  }
}
