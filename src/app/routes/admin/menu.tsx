import { Plus } from 'lucide-react'
import { useState } from 'react'
import { PageHeading } from '@/components/layout/page-heading'
import { EmptyState } from '@/components/feedback/empty-state'
import { QueryList } from '@/components/feedback/query-list'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/hooks/use-toast'
import { useSession } from '@/lib/auth/session-context'
import type { MenuItem } from '@/features/menu/api/get-active-menu-items'
import { useMenuItems, useReorderMenuItems, useSaveMenuItem } from '@/features/menu/api/menu-items'
import { DeleteMenuItemDialog } from '@/features/menu/components/delete-menu-item-dialog'
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
  const [editing, setEditing] = useState<MenuItem | 'new' | null>(null)
  const [deleting, setDeleting] = useState<MenuItem | null>(null)

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <PageHeading
        title="Menu"
        description={
          canEdit
            ? 'Os links do cabeçalho do blog. Arraste (ou use o teclado) para mudar a ordem.'
            : 'Os links do cabeçalho do blog. Apenas editores e administradores podem alterá-los.'
        }
        actions={canEdit ? <AddButton label="Adicionar item" onClick={() => setEditing('new')} /> : null}
      />
      <section aria-labelledby="menu-preview-title" className="mt-6">
        <h2 id="menu-preview-title" className="mb-2 text-sm font-semibold text-slate-700">
          Pré-visualização
        </h2>
        <MenuPreview items={items.data ?? []} />
      </section>
      <div className="mt-6">
        <QueryList
          query={items}
          loading={
            <div className="flex flex-col gap-2" aria-busy="true">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="h-16 rounded-lg" />
              ))}
            </div>
          }
          empty={
            <EmptyState
              title="Nenhum item no menu"
              description={canEdit ? 'Adicione o primeiro link do cabeçalho.' : 'O cabeçalho mostra as categorias.'}
            >
              {canEdit ? <AddButton label="Adicionar o primeiro item" onClick={() => setEditing('new')} /> : null}
            </EmptyState>
          }
        >
          {(list) => (
            <SortableMenuList
              items={list}
              canEdit={canEdit}
              onReorder={(next) => reorder.mutate(next, { onSuccess: () => toast({ title: 'Menu reordenado' }) })}
              onToggle={(item, active) =>
                save.mutate(
                  { id: item.id, values: { is_active: active } },
                  { onSuccess: () => toast({ title: 'Item atualizado' }) },
                )
              }
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          )}
        </QueryList>
      </div>
      {editing ? (
        <MenuItemDialog
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          items={items.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteMenuItemDialog key={deleting.id} item={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  )
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  )
}
