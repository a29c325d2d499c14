import { Pencil, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { StaffCategory } from '@/features/categories/api/get-all-categories'
import { categoryColor } from '@/lib/category-colors'
import { formatShortDate } from '@/lib/dates'
import { countLabel } from '@/lib/counts'

/** A category in the admin grid (docs/product-guide.md#back-office): name, description, posts, "Inativa", created date. */
export function CategoryCard({
  category,
  onEdit,
  onDelete,
}: {
  category: StaffCategory
  onEdit?: () => void
  onDelete?: () => void
}) {
  const posts = category.post_count
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="category-card">
      <div className="flex items-start gap-3">
        <span
          className="mt-1.5 size-3 shrink-0 rounded-full"
          style={{ backgroundColor: categoryColor(category.color) }}
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-slate-900">{category.name}</h2>
          <p className="font-mono text-xs break-all text-slate-500">{category.slug}</p>
        </div>
        {category.is_active ? null : <Badge variant="secondary">Inativa</Badge>}
      </div>
      <p className="text-sm text-slate-600">{category.description?.trim() || 'Sem descrição'}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <span data-testid="category-post-count">{countLabel(posts, 'post', 'posts')}</span>
        <span>Criada em {formatShortDate(category.created_at)}</span>
      </div>
      {onEdit || onDelete ? (
        <div className="flex gap-2 border-t border-slate-100 pt-3">
          {onEdit ? (
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${category.name}`}>
              <Pencil aria-hidden="true" />
              Editar
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="outline"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              onClick={onDelete}
              aria-label={`Excluir ${category.name}`}
            >
              <Trash2 aria-hidden="true" />
              Excluir
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  )
}
