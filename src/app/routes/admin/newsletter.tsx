import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { AccessDenied } from '@/components/feedback/access-denied'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { DocumentMeta } from '@/components/layout/document-meta'
import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { useNewsletterSends } from '@/features/newsletter/api/sends'
import {
  isSubscriberStatus,
  SUBSCRIBER_STATUSES,
  SUBSCRIBERS_PAGE_SIZE,
  useSubscriberCounts,
  useSubscribers,
  type Subscriber,
} from '@/features/newsletter/api/subscribers'
import { NewsletterSendHistory } from '@/features/newsletter/components/newsletter-send-history'
import { DeleteSubscriberDialog, ExportSubscribersButton } from '@/features/newsletter/components/subscriber-actions'
import {
  SUBSCRIBER_STATUS_PLURALS,
  SubscriberCountTiles,
  SubscriberList,
  SubscriberPager,
} from '@/features/newsletter/components/subscriber-list'
import { useLastPageRedirect } from '@/hooks/use-last-page-redirect'
import { useUrlSearchText } from '@/hooks/use-url-search-text'
import { useSession } from '@/lib/auth/session-context'
import { readPageParam } from '@/lib/page-param'

const ALL = 'all'

/**
 * /admin/newsletter (editors and admins): how many subscribers are pending, confirmed and
 * unsubscribed; the list, searched by e-mail and filtered by status in the URL, 25 a page;
 * "Exportar CSV" with the consent record; "Excluir" on request (admins); and the history of sends.
 * The database refuses authors whatever this screen shows.
 */
export function NewsletterRoute() {
  const { profile } = useSession()
  const allowed = profile?.role === 'editor' || profile?.role === 'admin'
  const isAdmin = profile?.role === 'admin'
  const [searchParams, setSearchParams] = useSearchParams()
  const search = useUrlSearchText()
  const statusParam = searchParams.get('status')
  const status = isSubscriberStatus(statusParam) ? statusParam : null
  const page = readPageParam(searchParams.get('page'))
  const filters = { q: search.value, status }
  const filtered = Boolean(filters.q || filters.status)

  const counts = useSubscriberCounts(allowed)
  const list = useSubscribers(filters, page, allowed)
  const sends = useNewsletterSends(allowed)
  const [deleting, setDeleting] = useState<Subscriber | null>(null)

  const total = list.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE))
  const beyondLastPage = Boolean(list.data && !list.isPlaceholderData && total > 0 && page > pageCount)
  useLastPageRedirect(beyondLastPage, pageCount)

  if (!allowed) return <AccessDenied />

  function update(changes: Record<string, string | null>) {
    setSearchParams((params) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) params.set(key, value)
        else params.delete(key)
      }
      if (!('page' in changes)) params.delete('page')
      return params
    })
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <DocumentMeta title="Newsletter" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Newsletter</h1>
          <p className="mt-1 text-slate-600">
            Quem assina a newsletter, com o registro do consentimento, e os envios de posts por e-mail. Datas no horário de
            Brasília.
          </p>
        </div>
        <ExportSubscribersButton filters={filters} />
      </div>

      <div className="mt-6">
        {counts.isError ? (
          <ErrorState
            title="Erro ao carregar os totais"
            onRetry={() => void counts.refetch()}
            retrying={counts.isFetching}
            className="py-6"
          />
        ) : (
          <SubscriberCountTiles counts={counts.data} />
        )}
      </div>

      <section aria-labelledby="subscribers-heading" className="mt-8">
        <h2 id="subscribers-heading" className="text-xl font-semibold text-slate-900">
          Assinantes
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_14rem_auto]" role="search" aria-label="Filtrar assinantes">
          <SearchInput
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            placeholder="Buscar por e-mail..."
            aria-label="Buscar assinantes por e-mail"
          />
          <Select value={status ?? ALL} onValueChange={(value) => update({ status: value === ALL ? null : value })}>
            <SelectTrigger aria-label="Status" className="h-11 md:h-10">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos os status</SelectItem>
              {SUBSCRIBER_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {SUBSCRIBER_STATUS_PLURALS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {filtered ? (
            <Button variant="outline" onClick={() => update({ q: null, status: null })}>
              Limpar filtros
            </Button>
          ) : null}
        </div>

        <div className="mt-4">
          {list.isPending ? (
            <div className="space-y-3" aria-busy="true">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="h-14" />
              ))}
            </div>
          ) : list.isError && !list.data ? (
            <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : total === 0 ? (
            <EmptyState
              title="Nenhum assinante encontrado"
              description={
                filtered
                  ? 'Nenhum assinante corresponde à busca ou ao status escolhido.'
                  : 'Quem se inscrever pelos formulários do site aparece aqui.'
              }
            />
          ) : (
            <div className="space-y-4">
              {/* A very long address scrolls inside the table instead of widening the page. */}
              <div className="lg:overflow-x-auto">
                <SubscriberList
                  subscribers={list.data.subscribers}
                  dimmed={list.isPlaceholderData}
                  onDelete={isAdmin ? setDeleting : undefined}
                />
              </div>
              <SubscriberPager
                page={Math.min(page, pageCount)}
                pageSize={SUBSCRIBERS_PAGE_SIZE}
                total={total}
                onChange={(next) => update({ page: next > 1 ? String(next) : null })}
              />
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="sends-heading" className="mt-10">
        <h2 id="sends-heading" className="text-xl font-semibold text-slate-900">
          Envios
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Cada post enviado por e-mail aos assinantes confirmados, com o resultado por destinatário.
        </p>
        <div className="mt-3">
          {sends.isPending ? (
            <Skeleton className="h-24" />
          ) : sends.isError ? (
            <ErrorState onRetry={() => void sends.refetch()} retrying={sends.isFetching} />
          ) : sends.data.length === 0 ? (
            <EmptyState
              title="Nenhum envio ainda"
              description="Para enviar um post, use o cartão “Newsletter” no editor do post."
            />
          ) : (
            <NewsletterSendHistory sends={sends.data} />
          )}
        </div>
      </section>

      {deleting ? <DeleteSubscriberDialog key={deleting.id} subscriber={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  )
}
