import { useQuery } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import { AccessDenied } from '@/components/feedback/access-denied'
import { DocumentMeta } from '@/components/layout/document-meta'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { staffMfaPolicyQuery } from '@/lib/auth/mfa'
import { useSession } from '@/lib/auth/session-context'
import { EXPECTED_MIGRATION } from '@/features/diagnostics/expected-migration'
import { ActivityLog } from '@/features/setup/components/activity-log'
import { CreateAdminForm } from '@/features/setup/components/create-admin-form'
import { SetupAlreadyDone } from '@/features/setup/components/setup-already-done'
import {
  DatabaseStatusCard,
  ProjectCard,
  SetupActionsCard,
  StaffMfaRecommendationCard,
} from '@/features/setup/components/setup-cards'
import { useSetupActions } from '@/features/setup/hooks/use-setup-actions'

/**
 * /admin/setup: how a fresh installation is brought up (docs/decisions/008-setup-and-diagnostics.md). Open while no admin
 * exists (bootstrap); afterwards for admins only. Every indicator comes from the database.
 */
export function SetupRoute() {
  const { user, profile, loading } = useSession()
  const setup = useSetupActions(EXPECTED_MIGRATION)
  const { status } = setup
  const staffMfa = useQuery({ ...staffMfaPolicyQuery(), enabled: profile?.role === 'admin' })

  if (status.isPending || loading) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center gap-2 text-slate-600" role="status">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        Verificando o sistema...
      </div>
    )
  }

  const isAdmin = profile?.role === 'admin'
  const adminExists = status.data?.admin.ok ?? false
  if (adminExists && !isAdmin && !setup.bootstrapped) {
    return user ? <AccessDenied /> : <SetupAlreadyDone />
  }
  const schemaOk = status.data?.schema.ok ?? false

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <DocumentMeta title="Configuração do Sistema" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Configuração do Sistema</h1>
      <p className="mt-1 text-slate-600">
        Verifique o banco de dados e prepare uma instalação nova: categorias padrão e o primeiro administrador.
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <DatabaseStatusCard
          status={status.data}
          checking={status.isFetching}
          failure={status.isError ? status.error.message : null}
        />
        <SetupActionsCard
          checking={status.isFetching}
          canCreateCategories={schemaOk && (!adminExists || isAdmin) && !setup.creatingCategories}
          isAdmin={isAdmin}
          onRecheck={() => void setup.recheck()}
          onCreateCategories={() => void setup.createCategories()}
        />
        <Card>
          <CardHeader>
            <CardTitle>Criar administrador</CardTitle>
            <CardDescription>
              A primeira conta criada enquanto não há administrador se torna administradora.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CreateAdminForm
              locked={adminExists}
              disabled={!schemaOk}
              pending={setup.creatingAdmin}
              onSubmit={setup.createAdmin}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Registro de atividades</CardTitle>
          </CardHeader>
          <CardContent>
            <ActivityLog lines={setup.lines} />
          </CardContent>
        </Card>
        {isAdmin ? <StaffMfaRecommendationCard required={staffMfa.data} /> : null}
        <ProjectCard connected={status.isSuccess} />
      </div>
    </div>
  )
}
