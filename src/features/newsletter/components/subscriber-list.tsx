import { Trash2 } from 'lucide-react'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import type { Subscriber, SubscriberCounts, SubscriberStatus } from '@/features/newsletter/api/subscribers'
import { SUBSCRIBER_STATUSES } from '@/features/newsletter/api/subscribers'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'
import { htmlDateTime } from '@/lib/dates'
import { cn } from '@/lib/cn'

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pendente',
  confirmed: 'Confirmado',
  unsubscribed: 'Descadastrado',
}

/** The status filter's options and the counts' titles. */
export const SUBSCRIBER_STATUS_PLURALS: Record<SubscriberStatus, string> = {
  pending: 'Pendentes',
  confirmed: 'Confirmados',
  unsubscribed: 'Descadastrados',
}

const STATUS_BADGES: Record<SubscriberStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  unsubscribed: 'bg-slate-200 text-slate-700',
}

const COUNT_HINTS: Record<SubscriberStatus, string> = {
  pending: 'Aguardando o link de confirmação',
  confirmed: 'Recebem os novos posts',
  unsubscribed: 'Cancelaram a inscrição',
}

/** Where the form was: the names the public pages give their newsletter boxes. */
const SOURCE_LABELS: Record<string, string> = {
  home: 'Página inicial',
  'blog-sidebar': 'Barra lateral do blog',
}

export const subscriberSourceLabel = (source: string | null) => (source ? (SOURCE_LABELS[source] ?? source) : null)

/** "Pendentes 4 · Confirmados 27 · Descadastrados 2", as three tiles. */
export function SubscriberCountTiles({ counts }: { counts: SubscriberCounts | undefined }) {
  return (
    <section aria-label="Assinantes por status" className="grid gap-2 sm:grid-cols-3 sm:gap-4">
      {SUBSCRIBER_STATUSES.map((status) => (
        <div
          key={status}
          className="flex items-baseline justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2.5 sm:block sm:p-4"
          data-testid={`count-${status}`}
        >
          <p className="text-sm font-semibold text-slate-600">{SUBSCRIBER_STATUS_PLURALS[status]}</p>
          <p className="text-2xl font-bold text-slate-900 tabular-nums sm:mt-1 sm:text-3xl">
            {counts ? <span>{counts[status].toLocaleString('pt-BR')}</span> : <span className="text-slate-300">—</span>}
          </p>
          <p className="mt-1 hidden text-xs text-slate-500 sm:block">{COUNT_HINTS[status]}</p>
        </div>
      ))}
    </section>
  )
}

const COLUMNS = ['E-mail', 'Status', 'Origem', 'Consentimento', 'Confirmado em', 'Descadastrado em'] as const

/** A cell that, below 1024 px where the table becomes one card per subscriber, names its column. */
function Cell({ column, className, children }: { column: string; className?: string; children: React.ReactNode }) {
  return (
    <td className={cn('block px-0 py-1 align-top lg:table-cell lg:px-3 lg:py-3', className)}>
      <span className="mr-1 text-xs font-semibold text-slate-500 lg:hidden">{column}:</span>
      {children}
    </td>
  )
}

function When({ value }: { value: string | null }) {
  return value ? (
    <time dateTime={htmlDateTime(value)} className="whitespace-nowrap">
      {formatBrasiliaDateTime(value)}
    </time>
  ) : (
    <span className="text-slate-400">—</span>
  )
}

/** The subscribers as a table from 1024 px and as stacked cards below (the same rows, restyled). */
export function SubscriberList({
  subscribers,
  dimmed = false,
  onDelete,
}: {
  subscribers: Subscriber[]
  dimmed?: boolean
  /** Admins only: the row's "Excluir". */
  onDelete?: (subscriber: Subscriber) => void
}) {
  return (
    <table
      className={cn(
        'block w-full text-sm lg:table lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white',
        dimmed && 'opacity-60',
      )}
    >
      <caption className="sr-only">
        Assinantes da newsletter, dos mais recentes aos mais antigos (horário de Brasília)
      </caption>
      <thead className="hidden border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase lg:table-header-group">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-semibold">
              {column}
            </th>
          ))}
          {onDelete ? (
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Ações</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="block space-y-3 lg:table-row-group lg:space-y-0">
        {subscribers.map((subscriber) => (
          <SubscriberRow key={subscriber.id} subscriber={subscriber} onDelete={onDelete} />
        ))}
      </tbody>
    </table>
  )
}

/** One subscriber: a table row from 1024 px, a card below. */
function SubscriberRow({
  subscriber,
  onDelete,
}: {
  subscriber: Subscriber
  onDelete?: (subscriber: Subscriber) => void
}) {
  const source = subscriberSourceLabel(subscriber.source)
  return (
    <tr
      className="block rounded-xl border border-slate-200 bg-white p-4 lg:table-row lg:rounded-none lg:border-0 lg:border-t lg:p-0 first:lg:border-t-0"
      data-testid="subscriber-row"
    >
      <Cell column="E-mail" className="font-medium [overflow-wrap:anywhere] text-slate-900 lg:min-w-48">
        {subscriber.email}
      </Cell>
      <Cell column="Status">
        <span
          className={cn(
            'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
            STATUS_BADGES[subscriber.status],
          )}
        >
          {SUBSCRIBER_STATUS_LABELS[subscriber.status]}
        </span>
      </Cell>
      <Cell column="Origem" className="[overflow-wrap:anywhere] text-slate-700">
        {source || subscriber.consent_page ? (
          <>
            {source ? <span>{source}</span> : null}
            {source && subscriber.consent_page ? <span className="text-slate-400"> · </span> : null}
            {subscriber.consent_page ? <span className="text-slate-500">{subscriber.consent_page}</span> : null}
          </>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </Cell>
      <Cell column="Consentimento" className="text-slate-700 lg:whitespace-nowrap">
        <When value={subscriber.consented_at} />
        {subscriber.consent_version ? (
          <>
            <span className="text-slate-500 lg:hidden"> · </span>
            <span className="whitespace-nowrap text-slate-500 lg:block">versão {subscriber.consent_version}</span>
          </>
        ) : null}
      </Cell>
      <Cell column="Confirmado em" className="whitespace-nowrap text-slate-700">
        <When value={subscriber.confirmed_at} />
      </Cell>
      <Cell column="Descadastrado em" className="whitespace-nowrap text-slate-700">
        <When value={subscriber.unsubscribed_at} />
      </Cell>
      {onDelete ? (
        <td className="block pt-2 lg:table-cell lg:px-3 lg:py-2 lg:text-right">
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={() => onDelete(subscriber)}
            aria-label={`Excluir ${subscriber.email}`}
          >
            <Trash2 aria-hidden="true" />
            Excluir
          </Button>
        </td>
      ) : null}
    </tr>
  )
}
