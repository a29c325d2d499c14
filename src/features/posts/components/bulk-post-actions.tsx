import { FilePen, Send, Trash2, X } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { useChangePostsInBulk } from '@/features/posts/api/change-posts-in-bulk'
import { useCompliancePack } from '@/lib/compliance/use-compliance-pack'
import { bulkResultMessage, type BulkPostAction } from '@/features/posts/utils/bulk-result'
import { toAppError } from '@/lib/errors'
import { countLabel } from '@/lib/counts'

interface SelectedPost {
  id: string
  title: string
  status: string
}

/**
 * One action on all the selected posts; the toast says what was done and what was left, and why.
 * "Excluir" asks first.
 */
function useBulkChange(posts: SelectedPost[], onDone: (ids: string[]) => void) {
  const bulk = useChangePostsInBulk()
  const pack = useCompliancePack().data
  const [confirmingDelete, setConfirmingDelete] = useState(false)

  function run(action: BulkPostAction) {
    bulk.mutate(
      { action, posts, pack },
      {
        onSuccess: (result) => {
          setConfirmingDelete(false)
          onDone(result.done.map((post) => post.id))
          toast(bulkResultMessage(result))
        },
        onError: (error) => {
          setConfirmingDelete(false)
          toast({
            title: 'Erro',
            description: toAppError(error).message || 'Ocorreu um erro inesperado',
            variant: 'destructive',
          })
        },
      },
    )
  }

  return { run, pending: bulk.isPending, confirmingDelete, setConfirmingDelete }
}

/** "Excluir n posts?", listing them. */
function ConfirmBulkDelete({
  posts,
  pending,
  onConfirm,
  onClose,
}: {
  posts: SelectedPost[]
  pending: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const count = posts.length
  return (
    <ConfirmDialog
      title={`Excluir ${countLabel(count, 'post', 'posts')}?`}
      question="Esta ação não pode ser desfeita."
      failure={null}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <ul className="max-h-40 list-disc overflow-y-auto pl-5 text-sm text-slate-900">
        {posts.map((post) => (
          <li key={post.id} className="break-words">
            {post.title}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  )
}

/**
 * The table view's bar for the selected posts: "Publicar" (only for whoever may publish),
 * "Mover para rascunho" and "Excluir" (after a confirmation). The database decides each post under
 * the person's rights; the toast tells which ones were left as they were, and why.
 */
export function BulkPostActions({
  posts,
  canPublish,
  onDone,
  onClear,
}: {
  posts: SelectedPost[]
  canPublish: boolean
  /** The ids that changed (to unselect them). */
  onDone: (ids: string[]) => void
  onClear: () => void
}) {
  const { run, pending, confirmingDelete, setConfirmingDelete } = useBulkChange(posts, onDone)
  const count = posts.length

  return (
    <div
      role="toolbar"
      aria-label="Ações em lote"
      className="border-brand-200 bg-brand-50 mb-3 flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2"
    >
      <p className="mr-auto text-sm font-medium text-slate-800" aria-live="polite">
        {countLabel(count, 'selecionado', 'selecionados')}
      </p>
      {canPublish ? (
        <Button size="sm" variant="outline" disabled={pending} onClick={() => run('publish')}>
          <Send aria-hidden="true" />
          Publicar
        </Button>
      ) : null}
      <Button size="sm" variant="outline" disabled={pending} onClick={() => run('draft')}>
        <FilePen aria-hidden="true" />
        Mover para rascunho
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-red-700"
        disabled={pending}
        onClick={() => setConfirmingDelete(true)}
      >
        <Trash2 aria-hidden="true" />
        Excluir
      </Button>
      <Button size="sm" variant="ghost" disabled={pending} onClick={onClear}>
        <X aria-hidden="true" />
        Limpar seleção
      </Button>
      {confirmingDelete ? (
        <ConfirmBulkDelete
          posts={posts}
          pending={pending}
          onConfirm={() => run('delete')}
          onClose={() => setConfirmingDelete(false)}
        />
      ) : null}
    </div>
  )
}
