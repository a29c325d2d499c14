import { CheckCircle2, MessageSquareReply, Pencil, RotateCcw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'
import { cn } from '@/lib/cn'
import { toAppError } from '@/lib/errors'
import type { NewNote, NoteChange, PostNote } from '@/features/notes/api/post-notes'
import { NoteForm } from '@/features/notes/components/note-form'
import { mentionParts, type Mentionable } from '@/features/notes/utils/mentions'

/** What a thread can ask of the notes panel; each returns a promise that fails with the database's reason. */
export interface NoteActions {
  add: (note: Omit<NewNote, 'post_id'>) => Promise<unknown>
  change: (input: { id: string; change: NoteChange }) => Promise<unknown>
  remove: (id: string) => Promise<unknown>
  /** Scroll the editor to the note's text and select it. */
  show: (id: string) => void
}

export interface NoteThreadData {
  note: PostNote
  replies: PostNote[]
}

const failureText = (error: unknown) => toAppError(error).message || 'Não foi possível salvar a nota.'

/** Runs a note action, keeping its failure to show in place (and what was typed, which the form holds). */
function useNoteAction() {
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  async function run(action: () => Promise<unknown>, onDone?: () => void) {
    setPending(true)
    setFailure(null)
    try {
      await action()
      onDone?.()
    } catch (error) {
      setFailure(failureText(error))
    } finally {
      setPending(false)
    }
  }
  return { pending, failure, run }
}

/** A message's text, its mentions of staff in bold. */
function MessageText({ body, staff }: { body: string; staff: readonly Mentionable[] }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-slate-800">
      {mentionParts(body, staff).map((part, index) =>
        part.mention ? (
          <strong key={index} className="text-brand-800 font-semibold">
            {part.text}
          </strong>
        ) : (
          part.text
        ),
      )}
    </p>
  )
}

/** "Editar" and "Excluir" (after a confirmation) for the message's writer. */
function OwnMessageActions({ note, actions, onEdit }: { note: PostNote; actions: NoteActions; onEdit: () => void }) {
  const [deleting, setDeleting] = useState(false)
  const removal = useNoteAction()
  return (
    <div className="flex gap-1">
      <Button type="button" variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Editar
      </Button>
      <Button type="button" variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setDeleting(true)}>
        <Trash2 aria-hidden="true" />
        Excluir
      </Button>
      {deleting ? (
        <ConfirmDialog
          title="Excluir nota?"
          question={note.parent_id ? 'A resposta será excluída.' : 'A nota e as respostas a ela serão excluídas.'}
          failure={removal.failure}
          pending={removal.pending}
          onConfirm={() =>
            void removal.run(
              () => actions.remove(note.id),
              () => setDeleting(false),
            )
          }
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </div>
  )
}

/** One message: who wrote it and when, its text, and "Editar"/"Excluir" for its writer. */
function NoteMessage({
  note,
  staff,
  names,
  mine,
  actions,
}: {
  note: PostNote
  staff: readonly Mentionable[]
  names: Map<string, string>
  mine: boolean
  actions: NoteActions
}) {
  const [editing, setEditing] = useState(false)
  const edit = useNoteAction()
  const writer = note.author_id ? (names.get(note.author_id) ?? 'Alguém da equipe') : 'Ex-membro da equipe'
  return (
    <div className="space-y-1">
      <p className="text-xs text-slate-600">
        <span className="font-semibold text-slate-900">{writer}</span> · {formatBrasiliaDateTime(note.created_at)}
        {note.edited_at ? ' · editada' : ''}
      </p>
      {editing ? (
        <NoteForm
          label="Editar nota"
          staff={staff}
          initialBody={note.body}
          submitLabel="Salvar nota"
          pending={edit.pending}
          failure={edit.failure}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={({ body, mentions }) =>
            void edit.run(
              () => actions.change({ id: note.id, change: { body, mentions } }),
              () => setEditing(false),
            )
          }
        />
      ) : (
        <MessageText body={note.body} staff={staff} />
      )}
      {mine && !editing ? <OwnMessageActions note={note} actions={actions} onEdit={() => setEditing(true)} /> : null}
    </div>
  )
}

/** The quoted text a note points at: a button that shows it in the editor, or "texto removido". */
function NoteQuote({ note, onShow }: { note: PostNote; onShow: () => void }) {
  if (!note.anchor) return <Badge variant="info">Nota geral</Badge>
  if (note.anchor_lost) {
    return (
      <p className="text-xs text-slate-600">
        <Badge variant="warning">texto removido</Badge>{' '}
        <span className="line-through decoration-slate-400">“{note.anchor.quote}”</span>
      </p>
    )
  }
  return (
    <button
      type="button"
      onClick={onShow}
      className="focus-visible:ring-brand-500 line-clamp-2 w-full rounded border-l-4 border-amber-400 bg-amber-50 px-2 py-1 text-left text-xs text-slate-700 hover:bg-amber-100 focus-visible:ring-2 focus-visible:outline-none"
      title="Mostrar no texto"
    >
      “{note.anchor.quote}”
    </button>
  )
}

/** "Responder" (with its form), and "Resolver" or "Reabrir": anyone on the staff. */
function ThreadActions({
  note,
  staff,
  actions,
}: {
  note: PostNote
  staff: readonly Mentionable[]
  actions: NoteActions
}) {
  const [replying, setReplying] = useState(false)
  const reply = useNoteAction()
  const state = useNoteAction()
  const resolved = note.resolved_at !== null
  return (
    <>
      {replying ? (
        <NoteForm
          label="Responder"
          staff={staff}
          submitLabel="Responder"
          pending={reply.pending}
          failure={reply.failure}
          autoFocus
          onCancel={() => setReplying(false)}
          onSubmit={({ body, mentions }) =>
            void reply.run(
              () => actions.add({ body, mentions, parent_id: note.id }),
              () => setReplying(false),
            )
          }
        />
      ) : null}
      {state.failure ? (
        <p role="alert" className="text-sm text-red-600">
          {state.failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-2">
        {!replying ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setReplying(true)}>
            <MessageSquareReply aria-hidden="true" />
            Responder
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={state.pending}
          onClick={() => void state.run(() => actions.change({ id: note.id, change: { resolved: !resolved } }))}
        >
          {resolved ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          {resolved ? 'Reabrir' : 'Resolver'}
        </Button>
      </div>
    </>
  )
}

/**
 * A note with its replies: the text it points at, the messages, "Responder", "Resolver" or "Reabrir".
 * Anyone on the staff resolves, reopens and replies; only a message's writer edits or deletes it.
 */
export function NoteThread({
  thread: { note, replies },
  staff,
  names,
  profileId,
  active,
  actions,
}: {
  thread: NoteThreadData
  staff: readonly Mentionable[]
  names: Map<string, string>
  profileId: string
  active: boolean
  actions: NoteActions
}) {
  return (
    <article
      data-note-id={note.id}
      aria-current={active ? 'true' : undefined}
      aria-label={note.anchor ? `Nota sobre “${note.anchor.quote}”` : 'Nota geral'}
      className={cn(
        'space-y-3 rounded-lg border bg-white p-3',
        active ? 'border-amber-400 ring-2 ring-amber-200' : 'border-slate-200',
      )}
    >
      <NoteQuote note={note} onShow={() => actions.show(note.id)} />
      {[note, ...replies].map((message) => (
        <NoteMessage
          key={message.id}
          note={message}
          staff={staff}
          names={names}
          mine={message.author_id === profileId}
          actions={actions}
        />
      ))}
      <ThreadActions note={note} staff={staff} actions={actions} />
    </article>
  )
}
