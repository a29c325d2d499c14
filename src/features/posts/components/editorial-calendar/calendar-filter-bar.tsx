import { Badge } from '@/components/ui/badge'
import { ChoiceField } from '@/components/ui/select'
import { POST_STATUS_LABELS } from '@/config/labels'
import { POST_STATUS_BADGE_VARIANTS } from '@/features/posts/components/post-status-badge'
import type { CalendarFilters } from '@/features/posts/utils/calendar-events'
import { isPostStatus, POST_STATUSES } from '@/features/posts/utils/post-status'

const ALL = 'all'

const STATUS_CHOICES = [
  { value: ALL, label: 'Todos' },
  ...POST_STATUSES.map((status) => ({ value: status, label: POST_STATUS_LABELS[status] })),
]

/** The calendar's filters (status, category, author) and what each colour means. */
export function CalendarFilterBar({
  filters,
  categories,
  authors,
  onChange,
}: {
  filters: CalendarFilters
  categories: Array<{ id: string; name: string }> | undefined
  authors: Array<{ id: string; name: string }>
  onChange: (changes: Partial<CalendarFilters>) => void
}) {
  const orNull = (value: string) => (value === ALL ? null : value)
  return (
    <div className="mt-6 space-y-3">
      <div className="grid gap-3 sm:grid-cols-3" role="search" aria-label="Filtrar calendário">
        <ChoiceField
          label="Status"
          value={filters.status ?? ALL}
          onChange={(value) => onChange({ status: isPostStatus(value) ? value : null })}
          choices={STATUS_CHOICES}
        />
        <ChoiceField
          label="Categoria"
          value={filters.category ?? ALL}
          onChange={(value) => onChange({ category: orNull(value) })}
          choices={[
            { value: ALL, label: 'Todas as categorias' },
            ...(categories ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <ChoiceField
          label="Autor"
          value={filters.author ?? ALL}
          onChange={(value) => onChange({ author: orNull(value) })}
          choices={[{ value: ALL, label: 'Todos os autores' }, ...authors.map((a) => ({ value: a.id, label: a.name }))]}
        />
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Legenda">
        {POST_STATUSES.map((status) => (
          <li key={status}>
            <Badge variant={POST_STATUS_BADGE_VARIANTS[status]}>{POST_STATUS_LABELS[status]}</Badge>
          </li>
        ))}
      </ul>
    </div>
  )
}
