import { useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { toast } from '@/hooks/use-toast'
import type { StaffCategory } from '@/features/categories/api/get-all-categories'
import { useDeleteCategory } from '@/features/categories/api/save-category'
import { toAppError } from '@/lib/errors'

/** The spec's question, plus what happens to the category's posts. */
export function DeleteCategoryDialog({ category, onClose }: { category: StaffCategory; onClose: () => void }) {
  const remove = useDeleteCategory({
    meta: {
      errorToast: (error: unknown) => ({
        title: 'Erro ao excluir a categoria',
        description: toAppError(error).message,
      }),
    },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const posts = category.post_count

  return (
    <ConfirmDialog
      title="Excluir categoria"
      question="Tem certeza que deseja excluir esta categoria?"
      failure={failure}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        setFailure(null)
        remove.mutate(category.id, {
          onSuccess: () => {
            toast({ title: 'Categoria excluída com sucesso!' })
            onClose()
          },
          onError: (error) => setFailure(`Erro ao excluir a categoria: ${toAppError(error).message}`),
        })
      }}
    >
      <p className="text-sm text-slate-700" data-testid="delete-category-consequence">
        <strong>{category.name}</strong>:{' '}
        {posts === 0
          ? 'nenhum post usa esta categoria.'
          : `${posts} ${posts === 1 ? 'post ficará' : 'posts ficarão'} "Sem categoria". Os posts não são excluídos.`}
      </p>
    </ConfirmDialog>
  )
}
