import type * as React from 'react'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

const number = (value: number) => value.toLocaleString('pt-BR')

/** One section of the report: its title, what it counts, and the figures or a sentence saying there are none. */
export function ReportCard({
  title,
  description,
  emptyText,
  isEmpty,
  children,
}: {
  title: string
  description?: React.ReactNode
  emptyText: string
  isEmpty: boolean
  children: React.ReactNode
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-3">
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{isEmpty ? <p className="text-sm text-slate-500">{emptyText}</p> : children}</CardContent>
    </Card>
  )
}

interface Figure {
  key: string
  name: React.ReactNode
  value: number
  /** What a line shows under its name (e.g. "3 sem resultado"). */
  extra?: React.ReactNode
}

/**
 * A section that is a ranked list of figures, the list named as the card: a list rather than a table,
 * so a long term or host wraps instead of scrolling sideways on a phone. `units`: the noun for one and
 * for any other count ("1 visita", "2 visitas").
 */
export function FigureCard({
  title,
  description,
  emptyText,
  units: [one, many],
  items,
}: {
  title: string
  description?: React.ReactNode
  emptyText: string
  units: [string, string]
  items: Figure[]
}) {
  return (
    <ReportCard title={title} description={description} emptyText={emptyText} isEmpty={!items.length}>
      <ol className="divide-y divide-slate-100" aria-label={title}>
        {items.map((item) => (
          <li key={item.key} className="flex items-start justify-between gap-3 py-2 text-sm">
            <div className="min-w-0 flex-1 break-words text-slate-800">
              {item.name}
              {item.extra ? <div className="text-xs text-slate-500">{item.extra}</div> : null}
            </div>
            <span className="shrink-0 text-slate-700 tabular-nums">
              {number(item.value)} <span className="text-xs text-slate-500">{item.value === 1 ? one : many}</span>
            </span>
          </li>
        ))}
      </ol>
    </ReportCard>
  )
}

export { number as formatCount }
