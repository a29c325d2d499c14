import { AccessDenied } from '@/components/feedback/access-denied'
import { DocumentMeta } from '@/components/layout/document-meta'
import { PagedList } from '@/components/paged-list'
import { AUDIT_PAGE_SIZE, useAuditLog } from '@/features/audit/api/get-audit-log'
import { AuditEntries } from '@/features/audit/components/audit-entries'
import { AuditFilters } from '@/features/audit/components/audit-filters'
import { useAuditFilters } from '@/features/audit/hooks/use-audit-filters'
import { useSession } from '@/lib/auth/session-context'
import { useProfiles } from '@/features/users/api/users'

/**
 * /admin/auditoria: who changed what and when (admins only). Filters by person, action and period
 * (Brasília days) live in the query string; paging happens on the server, 25 entries a page.
 */
export function AuditRoute() {
  const { profile } = useSession()
  const isAdmin = profile?.role === 'admin'
  const { filters, filtered, changeFilters, changePage } = useAuditFilters()
  const log = useAuditLog(filters, isAdmin)
  const people = useProfiles(isAdmin)

  if (!isAdmin) return <AccessDenied />

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
        <AuditFilters values={filters} people={people.data ?? []} onChange={changeFilters} />
      </div>

      <div className="mt-6">
        <PagedList
          query={log}
          page={filters.page}
          pageSize={AUDIT_PAGE_SIZE}
          onPageChange={changePage}
          scrollFrom="md"
          empty={{
            title: 'Nenhum registro encontrado',
            description: filtered
              ? 'Nenhuma mudança corresponde aos filtros escolhidos.'
              : 'As mudanças aparecem aqui assim que acontecem.',
          }}
        >
          {(page) => <AuditEntries entries={page.entries} dimmed={log.isPlaceholderData} />}
        </PagedList>
      </div>
    </div>
  )
}
