import type { Editor } from '@tiptap/react'
import { useEditorState } from '@tiptap/react'
import { MessageSquarePlus, MessagesSquare } from 'lucide-react'
import type { RefObject } from 'react'
import { ErrorState } from '@/components/feedback/error-state'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import type { PostNote } from '@/features/notes/api/post-notes'
import { NoteForm } from '@/features/notes/components/note-form'
import { NoteThread, type NoteActions, type NoteThreadData } from '@/features/notes/components/note-thread'
import type { Mentionable } from '@/features/notes/utils/mentions'

export const ADD_NOTE_SHORTCUT = 'Ctrl+Alt+M'

/** "Adicionar nota" in the editor's toolbar: on while text is selected in the visual mode. */
export function AddNoteButton({ editor, htmlMode, onAdd }: { editor: Editor; htmlMode: boolean; onAdd: () => void }) {
  const selected = useEditorState({ editor, selector: ({ editor: e }) => !e.state.selection.empty })
  return (
    <button
      type="button"
      disabled={htmlMode || !selected}
      onMouseDown={(event) => event.preventDefault()} // keep the editor's selection
      onClick={onAdd}
      aria-label="Adicionar nota"
      title={`Adicionar nota ao trecho selecionado (${ADD_NOTE_SHORTCUT})`}
      aria-keyshortcuts="Control+Alt+M"
      className="focus-visible:ring-brand-500 inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:outline-none disabled:opacity-40"
    >
      <MessageSquarePlus className="size-4" aria-hidden="true" />
    </button>
  )
}

/** Top-level notes with their replies: general notes (a returned post's note) first, newest first, then by place in the text. */
export function noteThreads(notes: readonly PostNote[]): NoteThreadData[] {
  const replies = new Map<string, PostNote[]>()
  for (const note of notes) {
    if (note.parent_id) replies.set(note.parent_id, [...(replies.get(note.parent_id) ?? []), note])
  }
  const place = (note: PostNote) => (note.anchor ? (note.anchor_lost ? Infinity : note.anchor.from) : -1)
  return notes
    .filter((note) => !note.parent_id)
    .sort((a, b) => place(a) - place(b) || (a.anchor ? 0 : b.created_at.localeCompare(a.created_at)))
    .map((note) => ({ note, replies: replies.get(note.id) ?? [] }))
}

export interface NotesPanelProps {
  notes: {
    data: PostNote[] | undefined
    isPending: boolean
    isError: boolean
    refetch: () => unknown
    isFetching: boolean
  }
  staff: readonly Mentionable[]
  profileId: string
  activeId: string | null
  /** "Resolvidas" rather than "Abertas". */
  showResolved: boolean
  onShowResolved: (resolved: boolean) => void
  /** The quote of the note being written, while its form is open. */
  draft: { quote: string; pending: boolean; failure: string | null } | null
  onSubmitDraft: (note: { body: string; mentions: string[] }) => void
  onCancelDraft: () => void
  actions: NoteActions
  panelRef: RefObject<HTMLDivElement | null>
}

/** The note being written, under the passage it will point at. */
function DraftNote({
  draft,
  staff,
  onSubmit,
  onCancel,
}: {
  draft: NonNullable<NotesPanelProps['draft']>
  staff: readonly Mentionable[]
  onSubmit: NotesPanelProps['onSubmitDraft']
  onCancel: () => void
}) {
  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50/50 p-3">
      <p className="line-clamp-3 border-l-4 border-amber-400 pl-2 text-xs text-slate-700">“{draft.quote}”</p>
      <NoteForm
        label="Nova nota"
        staff={staff}
        submitLabel="Adicionar nota"
        pending={draft.pending}
        failure={draft.failure}
        autoFocus
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    </div>
  )
}

/** "Abertas (n)" | "Resolvidas (n)". */
function NotesFilter({
  showResolved,
  onShowResolved,
  open,
  resolved,
}: {
  showResolved: boolean
  onShowResolved: (resolved: boolean) => void
  open: number
  resolved: number
}) {
  return (
    <div role="group" aria-label="Mostrar" className="flex gap-1 rounded-md bg-slate-100 p-1 text-sm">
      {([false, true] as const).map((resolvedOnes) => (
        <button
          key={String(resolvedOnes)}
          type="button"
          aria-pressed={resolvedOnes === showResolved}
          onClick={() => onShowResolved(resolvedOnes)}
          className={cn(
            'flex-1 rounded px-2 py-1',
            resolvedOnes === showResolved ? 'bg-white font-semibold shadow-sm' : 'text-slate-600',
          )}
        >
          {resolvedOnes ? `Resolvidas (${resolved})` : `Abertas (${open})`}
        </button>
      ))}
    </div>
  )
}

/**
 * "Notas": the post's notes beside the editor, open or resolved, each thread with the text it points at
 * (a click shows it in the editor). Notes are the team's: they never reach the post or a visitor.
 */
export function NotesPanel({
  notes,
  staff,
  profileId,
  activeId,
  showResolved,
  onShowResolved,
  draft,
  onSubmitDraft,
  onCancelDraft,
  actions,
  panelRef,
}: NotesPanelProps) {
  const threads = noteThreads(notes.data ?? [])
  const open = threads.filter((thread) => thread.note.resolved_at === null)
  const resolved = threads.filter((thread) => thread.note.resolved_at !== null)
  const shown = showResolved ? resolved : open
  const names = new Map(staff.map((person) => [person.id, person.full_name ?? 'Alguém da equipe']))
  return (
    <Card ref={panelRef} aria-labelledby="post-notes-title" role="region">
      <CardHeader className="pb-3">
        <CardTitle id="post-notes-title" className="flex items-center gap-2 text-base">
          <MessagesSquare className="size-4" aria-hidden="true" />
          Notas
        </CardTitle>
        <p className="text-xs text-slate-600">
          Só a equipe vê as notas. Selecione um trecho do texto e clique em “Adicionar nota” na barra de formatação (
          {ADD_NOTE_SHORTCUT}).
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        {draft ? <DraftNote draft={draft} staff={staff} onSubmit={onSubmitDraft} onCancel={onCancelDraft} /> : null}
        <NotesFilter
          showResolved={showResolved}
          onShowResolved={onShowResolved}
          open={open.length}
          resolved={resolved.length}
        />
        {notes.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : notes.isError ? (
          <ErrorState
            title="Erro ao carregar as notas"
            onRetry={() => void notes.refetch()}
            retrying={notes.isFetching}
          />
        ) : shown.length === 0 ? (
          <p className="text-sm text-slate-600">{showResolved ? 'Nenhuma nota resolvida.' : 'Nenhuma nota aberta.'}</p>
        ) : (
          <div className="max-h-[70vh] space-y-3 overflow-y-auto">
            {shown.map((thread) => (
              <NoteThread
                key={thread.note.id}
                thread={thread}
                staff={staff}
                names={names}
                profileId={profileId}
                active={thread.note.id === activeId}
                actions={actions}
              />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  )
}
