import { CornerUpLeft } from 'lucide-react'
import { useState } from 'react'
import { FormDialog } from '@/components/feedback/form-dialog'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import { toAppError } from '@/lib/errors'
import type { EditablePost } from '@/features/posts/api/get-post-for-edit'
import { useReturnPostToAuthor } from '@/features/posts/api/post-status-history'

export const RETURN_NOTE_MAX = 2000

/** The dialog's check before sending (the database checks the same): 1 to 2,000 characters once trimmed. */
export function returnNoteProblem(note: string): string | null {
  const length = note.trim().length
  if (length === 0) return 'Escreva para o autor o que precisa mudar.'
  if (length > RETURN_NOTE_MAX) {
    return `A nota pode ter no máximo ${RETURN_NOTE_MAX.toLocaleString('pt-BR')} caracteres (tem ${length.toLocaleString('pt-BR')}).`
  }
  return null
}

/**
 * "Devolver ao autor" (editors and admins, a post in review): a required note, then the post goes back
 * to draft; the author finds the note at the top of the post's notes. The dialog stays open with the
 * text when the database refuses it.
 */
export function ReturnToAuthorButton({
  post,
  onReturned,
}: {
  post: EditablePost
  onReturned: (row: EditablePost) => void
}) {
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const giveBack = useReturnPostToAuthor()

  function submit() {
    const found = returnNoteProblem(note)
    setProblem(found)
    setFailure(null)
    if (found) return
    giveBack.mutate(
      { id: post.id, note: note.trim() },
      {
        onSuccess: (row) => {
          setOpen(false)
          setNote('')
          onReturned(row)
          toast({ title: 'Post devolvido ao autor: voltou para rascunho.' })
        },
        onError: (error) => setFailure(`Não foi possível devolver o post: ${toAppError(error).message}`),
      },
    )
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CornerUpLeft aria-hidden="true" />
        Devolver ao autor
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Devolver ao autor"
        description="O post volta para rascunho. A nota fica no topo das notas do post, para o autor."
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        failure={failure}
        pending={giveBack.isPending}
        submitLabel="Devolver ao autor"
        pendingLabel="Devolvendo..."
        lockWhilePending
      >
        <FormField label="Nota para o autor" error={problem ?? undefined}>
          {(field) => <Textarea {...field} rows={5} value={note} onChange={(event) => setNote(event.target.value)} />}
        </FormField>
      </FormDialog>
    </>
  )
}
