import { useSearchParams } from 'react-router'
import { AccessDenied } from '@/components/feedback/access-denied'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { DocumentMeta } from '@/components/layout/document-meta'
import { Skeleton } from '@/components/ui/skeleton'
import { AUDIT_PAGE_SIZE, SYSTEM_ACTOR, useAuditLog, type AuditFilters } from '@/features/audit/api/get-audit-log'
import { AuditEntries, AuditPager } from '@/features/audit/components/audit-entries'
import { AuditFilters as AuditFiltersForm, type AuditFilterValues } from '@/features/audit/components/audit-filters'
import { isAuditAction } from '@/features/audit/utils/audit-labels'
import { useSession } from '@/lib/auth/session-context'
import { useProfiles } from '@/features/users/api/users'
import { useLastPageRedirect } from '@/hooks/use-last-page-redirect'
import { readPageParam } from '@/lib/page-param'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The filters a URL asks for; anything malformed (an edited or old link) is ignored rather than sent. */
function readFilters(params: URLSearchParams): AuditFilters {
  const actor = params.get('pessoa')
  const action = params.get('acao')
  const from = params.get('de')
  const to = params.get('ate')
  return {
    actor: actor === SYSTEM_ACTOR || (actor && UUID.test(actor)) ? actor : null,
    action: isAuditAction(action) ? action : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    page: readPageParam(params.get('page')),
  }
}

const PARAM_OF: Record<keyof AuditFilterValues, string> = { actor: 'pessoa', action: 'acao', from: 'de', to: 'ate' }

/**
 * /admin/auditoria: who changed what and when (admins only). Filters by person, action and period
 * (Brasília days) live in the query string; paging happens on the server, 25 entries a page.
 */
export function AuditRoute() {
  const { profile } = useSession()
  const isAdmin = profile?.role === 'admin'
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = readFilters(searchParams)
  const filtered = Boolean(filters.actor || filters.action || filters.from || filters.to)
  const log = useAuditLog(filters, isAdmin)
  const people = useProfiles(isAdmin)

  const total = log.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE))
  const beyondLastPage = Boolean(log.data && !log.isPlaceholderData && total > 0 && filters.page > pageCount)
  useLastPageRedirect(beyondLastPage, pageCount)

  if (!isAdmin) return <AccessDenied />

  function changeFilters(changes: Partial<AuditFilterValues>) {
    setSearchParams((params) => {
      for (const [key, value] of Object.entries(changes) as Array<[keyof AuditFilterValues, string | null]>) {
        if (value) params.set(PARAM_OF[key], value)
        else params.delete(PARAM_OF[key])
      }
      params.delete('page')
      return params
    })
  }

  function changePage(page: number) {
    setSearchParams((params) => {
      if (page > 1) params.set('page', String(page))
      else params.delete('page')
      return params
    })
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <DocumentMeta title="Registro de auditoria" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Registro de auditoria</h1>
      <p className="mt-1 text-slate-600">
        Quem publicou, agendou, retirou ou excluiu posts, mudou categorias, o menu, funções, convites e configurações —
        com data e hora de Brasília. “Sistema” são mudanças feitas pelo próprio banco de dados ou por ferramentas do
        servidor.
      </p>

      <div className="mt-6">
        <AuditFiltersForm values={filters} people={people.data ?? []} onChange={changeFilters} />
      </div>

      <div className="mt-6">
        {log.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </div>
        ) : log.isError && !log.data ? (
          <ErrorState onRetry={() => void log.refetch()} retrying={log.isFetching} />
        ) : total === 0 ? (
          <EmptyState
            title="Nenhum registro encontrado"
            description={
              filtered
                ? 'Nenhuma mudança corresponde aos filtros escolhidos.'
                : 'As mudanças aparecem aqui assim que acontecem.'
            }
          />
        ) : (
          <div className="space-y-4">
            {/* A very long item or detail scrolls inside the table instead of widening the page. */}
            <div className="md:overflow-x-auto">
              <AuditEntries entries={log.data.entries} dimmed={log.isPlaceholderData} />
            </div>
            <AuditPager
              page={Math.min(filters.page, pageCount)}
              pageSize={AUDIT_PAGE_SIZE}
              total={total}
              onChange={changePage}
            />
          </div>
        )}
      </div>
    </div>
  )
}
