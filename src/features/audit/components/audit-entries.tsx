import type * as React from 'react'
import type { AuditEntry } from '@/features/audit/api/get-audit-log'
import { auditActionLabel, auditActorLabel, auditDetails, auditStatusChange } from '@/features/audit/utils/audit-labels'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'
import { htmlDateTime } from '@/lib/dates'
import { cn } from '@/lib/cn'

const ENTITY_LABELS: Record<string, string> = {
  post: 'Post',
  category: 'Categoria',
  menu_item: 'Item do menu',
  menu: 'Menu',
  user: 'Usuário',
  invitation: 'Convite',
  settings: 'Configuração',
}

const COLUMNS = ['Data e hora', 'Pessoa', 'Ação', 'Item', 'Status', 'Detalhes'] as const

/** A cell that, below 768 px where the table becomes one card per entry, names its column. */
function Cell({
  column,
  className,
  children,
}: {
  column: (typeof COLUMNS)[number]
  className?: string
  children: React.ReactNode
}) {
  return (
    <td className={cn('block px-0 py-1 align-top md:table-cell md:px-3 md:py-3', className)}>
      <span className="mr-1 text-xs font-semibold text-slate-500 md:hidden">{column}:</span>
      {children}
    </td>
  )
}

/** The entries as a table from 768 px, and as stacked cards on a phone (the same rows, restyled). */
export function AuditEntries({ entries, dimmed = false }: { entries: AuditEntry[]; dimmed?: boolean }) {
  return (
    <table
      className={cn(
        'block w-full text-sm md:table md:rounded-xl md:border md:border-slate-200 md:bg-white',
        dimmed && 'opacity-60',
      )}
    >
      <caption className="sr-only">Registro de auditoria, do mais recente ao mais antigo (horário de Brasília)</caption>
      <thead className="hidden border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase md:table-header-group">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {entries.map((entry) => {
          const status = auditStatusChange(entry)
          const details = auditDetails(entry)
          return (
            <tr
              key={entry.id}
              className="block rounded-xl border border-slate-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:border-t md:p-0 first:md:border-t-0"
              data-testid="audit-entry"
            >
              <Cell column="Data e hora" className="whitespace-nowrap text-slate-700">
                <time dateTime={htmlDateTime(entry.occurred_at)}>{formatBrasiliaDateTime(entry.occurred_at)}</time>
              </Cell>
              <Cell column="Pessoa" className={entry.actor_id ? 'text-slate-900' : 'text-slate-600 italic'}>
                {auditActorLabel(entry)}
              </Cell>
              <Cell column="Ação" className="font-medium text-slate-900">
                {auditActionLabel(entry.action)}
              </Cell>
              <Cell column="Item" className="break-words text-slate-800">
                <span className="text-slate-500">{ENTITY_LABELS[entry.entity_type] ?? entry.entity_type}</span>
                {entry.entity_label ? <span className="text-slate-900"> · {entry.entity_label}</span> : null}
              </Cell>
              <Cell column="Status" className="whitespace-nowrap text-slate-700">
                {status ?? '—'}
              </Cell>
              <Cell column="Detalhes" className="max-w-md break-words text-slate-700">
                {details.length > 0 ? (
                  <dl className="inline md:block">
                    {details.map((line) => (
                      <div key={line.label}>
                        <dt className="inline font-medium text-slate-600">{line.label}: </dt>
                        <dd className="inline">{line.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  '—'
                )}
              </Cell>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
