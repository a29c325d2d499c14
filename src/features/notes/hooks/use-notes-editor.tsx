import type { Editor } from '@tiptap/react'
import { useRef, useState, type ReactNode } from 'react'
import { toast } from '@/hooks/use-toast'
import { toAppError } from '@/lib/errors'
import {
  useAddPostNote,
  useChangePostNote,
  useDeletePostNote,
  usePostNotes,
  type NewNote,
} from '@/features/notes/api/post-notes'
import { AddNoteButton, NotesPanel, type NotesPanelProps } from '@/features/notes/components/notes-panel'
import type { NoteActions } from '@/features/notes/components/note-thread'
import { useNoteAnchoring } from '@/features/notes/hooks/use-note-anchoring'
import type { Mentionable } from '@/features/notes/utils/mentions'
import {
  draftAnchor,
  noteRange,
  notesExtension,
  selectedQuote,
  setNotesMeta,
  type NotesEditorHandlers,
} from '@/features/notes/utils/notes-extension'

/** What the post editor takes from the notes (structurally the posts feature's `EditorAddon`). */
export interface NotesEditorAddon {
  extensions: ReturnType<typeof notesExtension>[]
  onEditor: (editor: Editor | null) => void
  toolbar: (htmlMode: boolean) => ReactNode
}

/** The note being written: its quote and how its save went. */
function useDraftNote(postId: string) {
  const [draft, setDraft] = useState<{ quote: string } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const add = useAddPostNote(postId)
  return { draft, setDraft, failure, setFailure, add }
}

/** Scrolls the panel's article of a note into view (the panel may be below the text, on a phone). */
function scrollToThread(panel: HTMLElement | null, id: string | null) {
  requestAnimationFrame(() => {
    const target = id ? panel?.querySelector(`[data-note-id="${CSS.escape(id)}"]`) : panel
    target?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  })
}

/**
 * Notes in the post editor (docs/decisions/043-notes-anchored-to-quotes.md): the editor extension that
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
  const panelRef = useRef<HTMLDivElement>(null)
  const handlers = useRef<NotesEditorHandlers>({ onAddNote: () => undefined, onNoteClick: () => undefined })
  const [extensions] = useState(() => [notesExtension(handlers)])
  const notes = usePostNotes(postId)
  const change = useChangePostNote(postId)
  const remove = useDeletePostNote(postId)
  const draft = useDraftNote(postId)
  const reply = useAddPostNote(postId)
  useNoteAnchoring(editor, notes.data, (input) => change.mutate(input))

  const dispatch = (meta: Parameters<typeof setNotesMeta>[1]) => {
    if (editor && !editor.isDestroyed) editor.view.dispatch(setNotesMeta(editor.state.tr, meta))
  }
  const activate = (id: string | null) => {
    setActiveId(id)
    dispatch({ activeId: id })
  }

  function startNote() {
    const selected = editor ? selectedQuote(editor.state) : null
    if (!selected) {
      toast({ title: 'Selecione no texto o trecho que a nota comenta.' })
      return
    }
    draft.setDraft({ quote: selected.quote })
    draft.setFailure(null)
    dispatch({ draft: selected.range })
    scrollToThread(panelRef.current, null)
  }
  handlers.current = {
    onAddNote: startNote,
    onNoteClick: (id) => {
      activate(id)
      scrollToThread(panelRef.current, id)
    },
  }

  function closeDraft() {
    draft.setDraft(null)
    dispatch({ draft: null })
  }

  function submitDraft(note: { body: string; mentions: string[] }) {
    const anchor = editor ? draftAnchor(editor.state) : null
    if (!anchor) return draft.setFailure('O trecho selecionado foi apagado. Selecione o texto de novo.')
    draft.setFailure(null)
    draft.add.mutate(
      { post_id: postId, ...note, anchor },
      {
        onSuccess: (created) => {
          closeDraft()
          activate(created.id)
        },
        onError: (error) => draft.setFailure(toAppError(error).message || 'Não foi possível salvar a nota.'),
      },
    )
  }

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
      extensions,
      onEditor: setEditor,
      toolbar: (htmlMode) => (editor ? <AddNoteButton editor={editor} htmlMode={htmlMode} onAdd={startNote} /> : null),
    },
    panel: {
      notes,
      staff,
      profileId,
      activeId,
      draft: draft.draft ? { ...draft.draft, pending: draft.add.isPending, failure: draft.failure } : null,
      onSubmitDraft: submitDraft,
      onCancelDraft: closeDraft,
      actions,
      panelRef,
    },
  }
}
