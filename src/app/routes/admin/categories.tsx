import { Plus } from 'lucide-react'
import { useState } from 'react'
import { PageHeading } from '@/components/layout/page-heading'
import { EmptyState } from '@/components/feedback/empty-state'
import { QueryList } from '@/components/feedback/query-list'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/lib/auth/session-context'
import { useAllCategories, type StaffCategory } from '@/features/categories/api/get-all-categories'
import { CategoryCard } from '@/features/categories/components/category-card'
import { CategoryDialog } from '@/features/categories/components/category-dialog'
import { DeleteCategoryDialog } from '@/features/categories/components/delete-category-dialog'

/** /admin/categorias: every category; editors and admins create, edit and delete (authors read). */
export function CategoriesRoute() {
  const { profile } = useSession()
  const canEdit = profile?.role === 'editor' || profile?.role === 'admin'
  const categories = useAllCategories()
  const [editing, setEditing] = useState<StaffCategory | 'new' | null>(null)
  const [deleting, setDeleting] = useState<StaffCategory | null>(null)
  const create = canEdit ? (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      Nova Categoria
    </Button>
  ) : null

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeading
        title="Categorias"
        description={
          canEdit
            ? 'Organize os assuntos do blog.'
            : 'As categorias do blog. Apenas editores e administradores podem alterá-las.'
        }
        actions={create}
      />
      <div className="mt-8">
        <QueryList
          query={categories}
          loading={
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-44 rounded-xl" />
              ))}
            </div>
          }
          errorTitle="Erro ao carregar categorias"
          empty={
            <EmptyState
              title="Nenhuma categoria encontrada"
              description={canEdit ? 'Crie a primeira para organizar os posts.' : undefined}
            >
              {create}
            </EmptyState>
          }
        >
          {(items) => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((category) => (
                <li key={category.id}>
                  <CategoryCard
                    category={category}
                    onEdit={canEdit ? () => setEditing(category) : undefined}
                    onDelete={canEdit ? () => setDeleting(category) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryList>
      </div>

      {editing ? (
        <CategoryDialog
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? null : editing}
          others={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteCategoryDialog key={deleting.id} category={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </div>
  )
}
