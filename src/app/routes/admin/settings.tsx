import { AccessDenied } from '@/components/feedback/access-denied'
import { ErrorState } from '@/components/feedback/error-state'
import { DocumentMeta } from '@/components/layout/document-meta'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/lib/auth/session-context'
import { useSiteSettings } from '@/features/settings/api/site-settings'
import { CitationStyleCard } from '@/features/settings/components/citation-style-card'
import { EditorialSettingsCard } from '@/features/settings/components/editorial-settings-card'
import { StaffMfaCard } from '@/features/settings/components/staff-mfa-card'

/** /admin/configuracoes: the site's editorial settings (admins only; the database refuses anyone else). */
export function SettingsRoute() {
  const { profile } = useSession()
  const isAdmin = profile?.role === 'admin'
  const settings = useSiteSettings(isAdmin)

  if (!isAdmin) return <AccessDenied />

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <DocumentMeta title="Preferências do site" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Preferências do site</h1>
      <p className="mt-1 text-slate-600">Regras editoriais que valem para toda a equipe.</p>
      <div className="mt-6 space-y-6">
        {settings.isPending ? (
          <Skeleton className="h-48" />
        ) : settings.isError ? (
          <ErrorState onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        ) : (
          <>
            <EditorialSettingsCard settings={settings.data} />
            <CitationStyleCard settings={settings.data} />
            <StaffMfaCard settings={settings.data} />
          </>
        )}
      </div>
    </div>
  )
}
