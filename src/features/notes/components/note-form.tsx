import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { mentionBeingTyped, type Mentionable } from '@/features/notes/utils/mentions'
import { checkNoteBody, NOTE_BODY_MAX } from '@/features/notes/utils/note-body'
import { cn } from '@/lib/cn'

const SUGGESTIONS = 6

function matchingStaff(staff: readonly Mentionable[], query: string) {
  const wanted = query.trim().toLocaleLowerCase('pt-BR')
  return staff
    .filter((person) => person.full_name?.toLocaleLowerCase('pt-BR').includes(wanted))
    .slice(0, SUGGESTIONS) as Array<Mentionable & { full_name: string }>
}

/** The "@nome" autocomplete: the staff whose name holds what follows the "@" before the cursor. */
function useMentionSuggestions(staff: readonly Mentionable[], body: string, setBody: (body: string) => void) {
  const [cursor, setCursor] = useState(0)
  const [highlighted, setHighlighted] = useState(0)
  const [dismissed, setDismissed] = useState<number | null>(null)
  const typing = mentionBeingTyped(body, cursor)
  const options = typing && dismissed !== typing.start ? matchingStaff(staff, typing.query) : []

  function pick(person: Mentionable & { full_name: string }, textarea: HTMLTextAreaElement | null) {
    if (!typing) return
    const inserted = `@${person.full_name} `
    setBody(body.slice(0, typing.start) + inserted + body.slice(cursor))
    const caret = typing.start + inserted.length
    setCursor(caret)
    requestAnimationFrame(() => textarea?.setSelectionRange(caret, caret))
  }

  /** Arrows move through the names, Enter or Tab picks one, Escape closes the list; true when the key was used. */
  function onKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (options.length === 0) return false
    const active = Math.min(highlighted, options.length - 1)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setHighlighted((active + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length)
    } else if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === 'Tab') {
      pick(options[active], event.currentTarget)
    } else if (event.key === 'Escape') {
      setDismissed(typing?.start ?? null)
    } else {
      return false
    }
    event.preventDefault()
    return true
  }

  return { options, active: Math.min(highlighted, Math.max(0, options.length - 1)), setCursor, pick, onKey }
}

type MentionSuggestions = ReturnType<typeof useMentionSuggestions>

/** The staff whose names match the "@…" being typed; a click (or Enter) puts the name in the text. */
function MentionList({
  listId,
  mention,
  textarea,
}: {
  listId: string
  mention: MentionSuggestions
  textarea: RefObject<HTMLTextAreaElement | null>
}) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Membros da equipe"
      hidden={mention.options.length === 0}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-56 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
    >
      {mention.options.map((person, index) => (
        <li
          key={person.id}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === mention.active}
          onMouseDown={(event) => {
            event.preventDefault() // the textarea keeps the focus
            mention.pick(person, textarea.current)
          }}
          className={cn('cursor-pointer px-3 py-1.5 text-sm', index === mention.active && 'bg-brand-50 text-brand-900')}
        >
          {person.full_name}
        </li>
      ))}
    </ul>
  )
}

/** How many characters of the 2,000, "Cancelar" and the send button. */
function NoteFormFooter({
  countId,
  length,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  countId: string
  length: number
  submitLabel: string
  pending: boolean
  onSubmit: () => void
  onCancel?: () => void
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span id={countId} className={cn('text-xs text-slate-500', length > NOTE_BODY_MAX && 'text-red-600')}>
        {length.toLocaleString('pt-BR')}/{NOTE_BODY_MAX.toLocaleString('pt-BR')}
      </span>
      <div className="flex gap-2">
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
        ) : null}
        <Button type="button" size="sm" onClick={onSubmit} disabled={pending}>
          {pending ? 'Salvando...' : submitLabel}
        </Button>
      </div>
    </div>
  )
}

interface NoteFormProps {
  label: string
  staff: readonly Mentionable[]
  initialBody?: string
  submitLabel: string
  pending: boolean
  failure: string | null
  onSubmit: (note: { body: string; mentions: string[] }) => void
  onCancel?: () => void
  autoFocus?: boolean
}

/**
 * A note's text: at most 2,000 characters, "@nome" mentions of staff members picked from a list as
 * they are typed. Not a <form>: it sits inside the post editor's form, and its buttons must not save
 * the post. What is typed stays when the check or the save fails; Ctrl+Enter sends.
 */
export function NoteForm({
  label,
  staff,
  initialBody = '',
  submitLabel,
  pending,
  failure,
  onSubmit,
  onCancel,
  autoFocus,
}: NoteFormProps) {
  const id = useId()
  const textarea = useRef<HTMLTextAreaElement>(null)
  const [body, setBody] = useState(initialBody)
  const [problem, setProblem] = useState<string | null>(null)
  const mention = useMentionSuggestions(staff, body, setBody)
  const message = problem ?? failure
  const listId = `${id}-mentions`

  function submit() {
    const checked = checkNoteBody(body, staff)
    if (!checked.ok) return setProblem(checked.message)
    setProblem(null)
    onSubmit({ body: checked.body, mentions: checked.mentions })
  }

  return (
    <div className="space-y-2" role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <div className="relative">
        <Textarea
          ref={textarea}
          id={id}
          value={body}
          rows={3}
          autoFocus={autoFocus}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={mention.options.length > 0}
          aria-controls={listId}
          aria-activedescendant={mention.options.length > 0 ? `${listId}-${mention.active}` : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : `${id}-count`}
          placeholder="Escreva a nota. Use @ para mencionar alguém da equipe."
          onChange={(event) => {
            setBody(event.target.value)
            mention.setCursor(event.target.selectionStart)
          }}
          onSelect={(event) => mention.setCursor(event.currentTarget.selectionStart)}
          onKeyDown={(event) => {
            if (mention.onKey(event)) return
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault()
              submit()
            }
          }}
        />
        <MentionList listId={listId} mention={mention} textarea={textarea} />
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {message}
        </p>
      ) : null}
      <NoteFormFooter
        countId={`${id}-count`}
        length={body.trim().length}
        submitLabel={submitLabel}
        pending={pending}
        onSubmit={submit}
        onCancel={onCancel}
      />
    </div>
  )
}
