import { useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { toast } from '@/hooks/use-toast'
import type { MenuItem } from '@/features/menu/api/get-active-menu-items'
import { useDeleteMenuItem } from '@/features/menu/api/menu-items'
import { toAppError } from '@/lib/errors'

/** "Remover item do menu": the item's text under the question; a refusal stays in the dialog with its reason. */
export function DeleteMenuItemDialog({ item, onClose }: { item: MenuItem; onClose: () => void }) {
  const remove = useDeleteMenuItem({
    meta: {
      errorToast: (error: unknown) => ({ title: 'Erro ao remover o item', description: toAppError(error).message }),
    },
  })
  const [failure, setFailure] = useState<string | null>(null)

  return (
    <ConfirmDialog
      title="Remover item do menu"
      question="Tem certeza que deseja remover este item do menu?"
      confirmLabel="Remover"
      pendingLabel="Removendo..."
      failure={failure}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(item.id, {
          onSuccess: () => {
            toast({ title: 'Item removido' })
            onClose()
          },
          onError: (error) => setFailure(toAppError(error).message),
        })
      }
    >
      <p className="text-sm font-medium text-slate-900">{item.label}</p>
    </ConfirmDialog>
  )
}
