import { adminCheck, profilesCheck, sessionCheck, storageCheck } from '@/features/diagnostics/api/checks'
import { appTarget } from '@/features/diagnostics/app-target'
import { DiagnosticPage } from '@/features/diagnostics/components/diagnostic-page'

const CHECKS = [sessionCheck(appTarget), profilesCheck(appTarget), adminCheck(appTarget), storageCheck(appTarget)]

/** /admin/supabase-test: the app's own supabase-js client — session, profiles under RLS, admin, storage. */
export function SupabaseTestRoute() {
  return (
    <DiagnosticPage
      title="Teste do Supabase"
      description="O cliente supabase-js do app: sessão, leitura de profiles com RLS, administrador e Storage."
      checks={CHECKS}
    />
  )
}
