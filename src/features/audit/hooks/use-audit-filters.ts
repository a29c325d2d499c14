import { useSearchParams } from 'react-router'
import { SYSTEM_ACTOR, type AuditFilters } from '@/features/audit/api/get-audit-log'
import type { AuditFilterValues } from '@/features/audit/components/audit-filters'
import { isAuditAction } from '@/features/audit/utils/audit-labels'
import { useSearchParamUpdate } from '@/hooks/use-search-param-update'
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

/** The audit log's filters and page, kept in the query string (pessoa, acao, de, ate, page). */
export function useAuditFilters() {
  const [searchParams] = useSearchParams()
  const update = useSearchParamUpdate()
  const filters = readFilters(searchParams)
  return {
    filters,
    filtered: Boolean(filters.actor || filters.action || filters.from || filters.to),
    changeFilters: (changes: Partial<AuditFilterValues>) =>
      update(
        Object.fromEntries(
          Object.entries(changes).map(([key, value]) => [PARAM_OF[key as keyof AuditFilterValues], value]),
        ),
      ),
    changePage: (page: number) => update({ page: page > 1 ? String(page) : null }),
  }
}
