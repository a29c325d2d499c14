import { useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { toast } from '@/hooks/use-toast'
import { useDeletePost } from '@/features/posts/api/change-post'
import { toAppError } from '@/lib/errors'

const failureMessage = (error: unknown) => toAppError(error).message || 'Erro ao deletar post'

/** "Confirmar exclusão" (docs/product-guide.md#back-office); closes only when the delete succeeded. */
export function DeletePostDialog({ post, onClose }: { post: { id: string; title: string }; onClose: () => void }) {
  const remove = useDeletePost({
    meta: { errorToast: (error: unknown) => ({ title: 'Erro ao excluir post', description: failureMessage(error) }) },
  })
  const [failure, setFailure] = useState<string | null>(null)

  function deletePost() {
    setFailure(null)
    remove.mutate(post.id, {
      onSuccess: () => {
        toast({ title: 'Post excluído com sucesso!' })
        onClose()
      },
      onError: (error) => setFailure(`Erro ao excluir post: ${failureMessage(error)}`),
    })
  }

  return (
    <ConfirmDialog
      title="Confirmar exclusão"
      question="Tem certeza que deseja excluir este post? Esta ação não pode ser desfeita."
      failure={failure}
      pending={remove.isPending}
      onConfirm={deletePost}
      onClose={onClose}
    >
      <p className="text-sm font-medium break-words text-slate-900">{post.title}</p>
    </ConfirmDialog>
  )
}
