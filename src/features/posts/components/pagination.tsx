import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Page numbers around the current page, so long lists stay compact: 1 … 4 5 6 … 12. */
export function visiblePages(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total))
  const sorted = [...pages].sort((a, b) => a - b)
  const result: (number | 'gap')[] = []
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) result.push('gap')
    result.push(page)
  })
  return result
}

/** "Anterior", numbered pages and "Próximo" (docs/product-guide.md#public-site). */
export function Pagination({
  page,
  pageCount,
  onChange,
}: {
  page: number
  pageCount: number
  onChange: (page: number) => void
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-center gap-2">
      <Button variant="outline" size="touch" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      {visiblePages(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'default' : 'outline'}
            size="touch"
            className="min-w-11 md:min-w-8"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Página ${item}`}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button variant="outline" size="touch" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        Próximo
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  )
}
