import { useState } from 'react'
import { AccessDenied } from '@/components/feedback/access-denied'
import { ErrorState } from '@/components/feedback/error-state'
import { PageHeading } from '@/components/layout/page-heading'
import { PagedList } from '@/components/paged-list'
import { useNewsletterSends } from '@/features/newsletter/api/sends'
import {
  SUBSCRIBERS_PAGE_SIZE,
  useSubscriberCounts,
  useSubscribers,
  type Subscriber,
} from '@/features/newsletter/api/subscribers'
import { NewsletterSendsSection } from '@/features/newsletter/components/newsletter-send-history'
import { DeleteSubscriberDialog, ExportSubscribersButton } from '@/features/newsletter/components/subscriber-actions'
import { SubscriberFilters } from '@/features/newsletter/components/subscriber-filters'
import { SubscriberCountTiles, SubscriberList } from '@/features/newsletter/components/subscriber-list'
import { useSubscriberFilters } from '@/features/newsletter/hooks/use-subscriber-filters'
import { useSession } from '@/lib/auth/session-context'

/**
 * /admin/newsletter (editors and admins): how many subscribers are pending, confirmed and
 * unsubscribed; the list, searched by e-mail and filtered by status in the URL, 25 a page;
 * "Exportar CSV" with the consent record; "Excluir" on request (admins); and the history of sends.
 * The database refuses authors whatever this screen shows.
 */
export function NewsletterRoute() {
  const { profile } = useSession()
  const allowed = profile?.role === 'editor' || profile?.role === 'admin'
  const { search, filters, filtered, page, update } = useSubscriberFilters()
  const counts = useSubscriberCounts(allowed)
  const list = useSubscribers(filters, page, allowed)
  const sends = useNewsletterSends(allowed)
  const [deleting, setDeleting] = useState<Subscriber | null>(null)

  if (!allowed) return <AccessDenied />

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeading
        title="Newsletter"
        description="Quem assina a newsletter, com o registro do consentimento, e os envios de posts por e-mail. Datas no horário de Brasília."
        actions={<ExportSubscribersButton filters={filters} />}
        className="items-start"
      />

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
        <SubscriberFilters search={search} status={filters.status} filtered={filtered} onChange={update} />
        <div className="mt-4">
          <PagedList
            query={list}
            page={page}
            pageSize={SUBSCRIBERS_PAGE_SIZE}
            onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
            scrollFrom="lg"
            empty={{
              title: 'Nenhum assinante encontrado',
              description: filtered
                ? 'Nenhum assinante corresponde à busca ou ao status escolhido.'
                : 'Quem se inscrever pelos formulários do site aparece aqui.',
            }}
          >
            {(data) => (
              <SubscriberList
                subscribers={data.subscribers}
                dimmed={list.isPlaceholderData}
                onDelete={profile.role === 'admin' ? setDeleting : undefined}
              />
            )}
          </PagedList>
        </div>
      </section>

      <NewsletterSendsSection sends={sends} />

      {deleting ? (
        <DeleteSubscriberDialog key={deleting.id} subscriber={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </div>
  )
}
