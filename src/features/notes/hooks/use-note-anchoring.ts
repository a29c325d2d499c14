import type { Editor } from '@tiptap/react'
import { useEffect, useMemo, useRef } from 'react'
import type { NoteChange, PostNote } from '@/features/notes/api/post-notes'
import { QUOTE_MAX, sameAnchor } from '@/features/notes/utils/note-anchor'
import { currentAnchors, setNotesMeta, type TrackedNote } from '@/features/notes/utils/notes-extension'

/** How long the text rests before anchors that moved are saved. */
const SAVE_AFTER_MS = 1000

function trackedNotes(notes: readonly PostNote[] | undefined): TrackedNote[] {
  return (notes ?? []).flatMap((note) =>
    note.anchor && !note.parent_id ? [{ id: note.id, anchor: note.anchor, resolved: note.resolved_at !== null }] : [],
  )
}

/**
 * Keeps the notes' highlights on their text and their anchors in the database in step with it: the
 * editor gets the notes whenever they change, and a while after the text last changed every note whose
 * quote moved, changed or disappeared ("texto removido") gets its new anchor saved. Anyone on the staff
 * may re-anchor (the database allows it); a save is not repeated for the same anchor.
 */
export function useNoteAnchoring(
  editor: Editor | null,
  notes: readonly PostNote[] | undefined,
  saveAnchor: (input: { id: string; change: NoteChange }) => void,
) {
  const tracked = useMemo(() => trackedNotes(notes), [notes])
  const stored = useRef(new Map<string, PostNote>())
  const sent = useRef(new Map<string, string>())
  const save = useRef(saveAnchor)

  useEffect(() => {
    save.current = saveAnchor
    stored.current = new Map((notes ?? []).map((note) => [note.id, note]))
  })

  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const saveMoved = () => {
      if (editor.isDestroyed) return
      for (const [id, now] of currentAnchors(editor.state)) {
        const note = stored.current.get(id)
        if (!note?.anchor) continue
        const unchanged = now.lost ? note.anchor_lost : !note.anchor_lost && sameAnchor(now.anchor, note.anchor)
        const key = JSON.stringify(now)
        // A passage grown past what the database keeps stays where it was last saved.
        if (unchanged || sent.current.get(id) === key || now.anchor.quote.length > QUOTE_MAX) continue
        sent.current.set(id, key)
        save.current({ id, change: { anchor: now.anchor, anchor_lost: now.lost } })
      }
    }
    const later = () => {
      clearTimeout(timer)
      timer = setTimeout(saveMoved, SAVE_AFTER_MS)
    }
    editor.view.dispatch(setNotesMeta(editor.state.tr, { notes: tracked }))
    later()
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (transaction.docChanged) later()
    }
    editor.on('transaction', onTransaction)
    return () => {
      clearTimeout(timer)
      editor.off('transaction', onTransaction)
    }
  }, [editor, tracked])
}
