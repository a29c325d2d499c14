import { Plus } from 'lucide-react'
import { useState } from 'react'
import { PageHeading } from '@/components/layout/page-heading'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/hooks/use-toast'
import { useSession } from '@/lib/auth/session-context'
import type { MenuItem } from '@/features/menu/api/get-active-menu-items'
import { useDeleteMenuItem, useMenuItems, useReorderMenuItems, useSaveMenuItem } from '@/features/menu/api/menu-items'
import { MenuItemDialog } from '@/features/menu/components/menu-item-dialog'
import { MenuPreview } from '@/features/menu/components/menu-preview'
import { SortableMenuList } from '@/features/menu/components/sortable-menu-list'
import { toAppError } from '@/lib/errors'

/** A failed change's toast: what was tried and the API's reason (raised by the query client from meta). */
const failureToast = (title: string) => ({
  errorToast: (error: unknown) => ({ title, description: toAppError(error).message }),
})

/** /admin/menu: the public header's links, saved to the database; editors and admins change them. */
export function MenuRoute() {
  const { profile } = useSession()
  const canEdit = profile?.role === 'editor' || profile?.role === 'admin'
  const items = useMenuItems()
  const reorder = useReorderMenuItems({ meta: failureToast('Erro ao reordenar o menu') })
  const save = useSaveMenuItem({ meta: failureToast('Erro ao atualizar o item') })
  const remove = useDeleteMenuItem({ meta: failureToast('Erro ao remover o item') })
  const [editing, setEditing] = useState<MenuItem | 'new' | null>(null)
  const [deleting, setDeleting] = useState<MenuItem | null>(null)
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null)

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <PageHeading
        title="Menu"
        description={
          canEdit
            ? 'Os links do cabeçalho do blog. Arraste (ou use o teclado) para mudar a ordem.'
            : 'Os links do cabeçalho do blog. Apenas editores e administradores podem alterá-los.'
        }
        actions={
          canEdit ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              Adicionar item
            </Button>
          ) : null
        }
      />

      <section aria-labelledby="menu-preview-title" className="mt-6">
        <h2 id="menu-preview-title" className="mb-2 text-sm font-semibold text-slate-700">
          Pré-visualização
        </h2>
        <MenuPreview items={items.data ?? []} />
      </section>

      <div className="mt-6">
        {items.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-16 rounded-lg" />
            ))}
          </div>
        ) : items.isError ? (
          <ErrorState onRetry={() => void items.refetch()} retrying={items.isFetching} />
        ) : items.data.length === 0 ? (
          <EmptyState
            title="Nenhum item no menu"
            description={canEdit ? 'Adicione o primeiro link do cabeçalho.' : 'O cabeçalho mostra as categorias.'}
          >
            {canEdit ? (
              <Button onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" />
                Adicionar o primeiro item
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <SortableMenuList
            items={items.data}
            canEdit={canEdit}
            onReorder={(next) => reorder.mutate(next, { onSuccess: () => toast({ title: 'Menu reordenado' }) })}
            onToggle={(item, active) =>
              save.mutate(
                { id: item.id, values: { is_active: active } },
                { onSuccess: () => toast({ title: 'Item atualizado' }) },
              )
            }
            onEdit={setEditing}
            onDelete={(item) => {
              setDeleteFailure(null)
              setDeleting(item)
            }}
          />
        )}
      </div>

      {editing ? (
        <MenuItemDialog
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          items={items.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Remover item do menu"
          question="Tem certeza que deseja remover este item do menu?"
          confirmLabel="Remover"
          pendingLabel="Removendo..."
          failure={deleteFailure}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast({ title: 'Item removido' })
                setDeleting(null)
              },
              onError: (error) => setDeleteFailure(toAppError(error).message),
            })
          }
        >
          <p className="text-sm font-medium text-slate-900">{deleting.label}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  )
}
