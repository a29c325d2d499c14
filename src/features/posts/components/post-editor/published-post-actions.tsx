import { EyeOff } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { useMoveToDraft } from '@/features/posts/api/change-post'
import type { EditablePost } from '@/features/posts/api/get-post-for-edit'
import { toAppError } from '@/lib/errors'

const failureMessage = (error: unknown) => toAppError(error).message || 'Ocorreu um erro inesperado'

/**
 * The editor's actions for a post visitors can read (docs/product-guide.md#writing-and-publishing):
 * "Despublicar", for whoever may publish, asks first and moves the post back to draft (the database
 * refuses anyone else). "Ver post" is with the public page's status (public-page-status.tsx).
 */
export function PublishedPostActions({
  post,
  canUnpublish,
  onUnpublished,
}: {
  post: EditablePost
  canUnpublish: boolean
  onUnpublished: (row: EditablePost) => void
}) {
  const [asking, setAsking] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const unpublish = useMoveToDraft()

  function unpublishNow() {
    setFailure(null)
    unpublish.mutate(
      { id: post.id, version: post.version },
      {
        onSuccess: (row) => {
          setAsking(false)
          onUnpublished(row)
          toast({ title: 'Post despublicado: voltou para rascunho.' })
        },
        onError: (error) => setFailure(`Não foi possível despublicar: ${failureMessage(error)}`),
      },
    )
  }

  return (
    <>
      {canUnpublish ? (
        <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
          <EyeOff aria-hidden="true" />
          Despublicar
        </Button>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title="Despublicar este post?"
          question="O post sai do site e volta para rascunho. Você pode publicá-lo de novo quando quiser."
          failure={failure}
          pending={unpublish.isPending}
          confirmLabel="Despublicar"
          pendingLabel="Despublicando..."
          onConfirm={unpublishNow}
          onClose={() => {
            setAsking(false)
            setFailure(null)
          }}
        >
          <p className="text-sm font-medium break-words text-slate-900">{post.title}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
