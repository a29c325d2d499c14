import { Database, FolderPlus, Loader2, RefreshCw, SlidersHorizontal } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { AccessDenied } from '@/components/feedback/access-denied'
import { DocumentMeta } from '@/components/layout/document-meta'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/hooks/use-toast'
import { signUpErrorMessage } from '@/lib/auth/auth-messages'
import { useSession } from '@/lib/auth/session-context'
import { EXPECTED_MIGRATION } from '@/features/diagnostics/expected-migration'
import { createFirstAdmin, useCreateDefaultCategories, useSetupStatus } from '@/features/setup/api/setup'
import type { SetupStatus } from '@/lib/setup-status'
import { ActivityLog, type LogLine } from '@/features/setup/components/activity-log'
import { CreateAdminForm, type CreateAdminValues } from '@/features/setup/components/create-admin-form'
import { SetupAlreadyDone } from '@/features/setup/components/setup-already-done'
import { SetupIndicators } from '@/features/setup/components/setup-indicators'
import { env } from '@/lib/env'

function describe(status: SetupStatus) {
  const ok = [status.schema.ok, status.categories.ok, status.security.ok, status.admin.ok].filter(Boolean).length
  return `Verificação concluída: ${ok} de 4 indicadores OK.`
}

const isLocalApi = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(env.supabaseUrl)

/**
 * /admin/setup: how a fresh installation is brought up (docs/decisions/008-setup-and-diagnostics.md). Open while no admin
 * exists (bootstrap); afterwards for admins only. Every indicator comes from the database.
 */
export function SetupRoute() {
  const { user, profile, loading } = useSession()
  const status = useSetupStatus(EXPECTED_MIGRATION)
  const categories = useCreateDefaultCategories()
  const [lines, setLines] = useState<LogLine[]>([])
  const nextId = useRef(1)
  const [creatingAdmin, setCreatingAdmin] = useState(false)
  // The person who just created the first admin keeps the page (e.g. waiting for e-mail confirmation).
  const [bootstrapped, setBootstrapped] = useState(false)

  function log(level: LogLine['level'], text: string) {
    setLines((current) => [...current, { id: nextId.current++, at: new Date(), level, text }])
  }

  async function recheck() {
    log('info', 'Verificando o banco de dados…')
    const result = await status.refetch()
    if (result.data) log('success', describe(result.data))
    else log('error', `Erro de conexão: ${result.error?.message || 'Erro desconhecido'}`)
  }

  async function createCategories() {
    log('info', 'Criando categorias padrão…')
    try {
      const result = await categories.mutateAsync()
      log('success', result.created > 0 ? `${result.created} categorias criadas; ${result.existing} já existiam.` : 'As categorias padrão já existiam.')
      toast({ title: 'Categorias padrão prontas' })
    } catch (error) {
      log('error', error instanceof Error && error.message ? error.message : 'Erro desconhecido')
    }
  }

  async function createAdmin(values: CreateAdminValues) {
    setCreatingAdmin(true)
    log('info', `Criando a conta ${values.email}…`)
    try {
      const result = await createFirstAdmin(values)
      setBootstrapped(true)
      if (result.needsConfirmation) {
        log('warning', `Conta criada. Confirme o e-mail enviado para ${values.email} para entrar.`)
      } else if (result.role === 'admin') {
        log('success', `Administrador criado: ${values.email}.`)
        toast({ title: 'Administrador criado', description: values.email })
      } else {
        log('warning', 'Já existia um administrador: a conta foi criada como autor.')
      }
      await status.refetch()
    } catch (error) {
      // Another admin may exist by now: Auth then refuses the sign-up (invitation only).
      const message = signUpErrorMessage(error) || 'Erro desconhecido'
      log('error', message)
      toast({ title: 'Erro', description: message, variant: 'destructive' })
    } finally {
      setCreatingAdmin(false)
    }
  }

  if (status.isPending || loading) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center gap-2 text-slate-600" role="status">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        Verificando o sistema...
      </div>
    )
  }

  const adminExists = status.data?.admin.ok ?? false
  if (adminExists && profile?.role !== 'admin' && !bootstrapped) {
    return user ? <AccessDenied /> : <SetupAlreadyDone />
  }

  const schemaOk = status.data?.schema.ok ?? false
  const canCreateCategories = schemaOk && (!adminExists || profile?.role === 'admin')
  const connected = status.isSuccess

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <DocumentMeta title="Configuração do Sistema" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Configuração do Sistema</h1>
      <p className="mt-1 text-slate-600">Verifique o banco de dados e prepare uma instalação nova: categorias padrão e o primeiro administrador.</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Database className="size-5 text-brand-700" aria-hidden="true" />
              Status do banco de dados
            </CardTitle>
          </CardHeader>
          <CardContent>
            <SetupIndicators status={status.data} checking={status.isFetching} />
            {status.isError ? <p className="mt-2 text-sm text-red-700">Não foi possível verificar: {status.error.message || 'Erro desconhecido'}</p> : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Ações</CardTitle>
            <CardDescription>Seguras de repetir: nada é apagado ou sobrescrito.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void recheck()} disabled={status.isFetching}>
              <RefreshCw aria-hidden="true" className={status.isFetching ? 'animate-spin' : undefined} />
              Verificar novamente
            </Button>
            <Button onClick={() => void createCategories()} disabled={!canCreateCategories || categories.isPending}>
              <FolderPlus aria-hidden="true" />
              Criar categorias padrão
            </Button>
            {profile?.role === 'admin' ? (
              <Link to={paths.admin.settings.href()} className={buttonVariants({ variant: 'outline' })}>
                <SlidersHorizontal aria-hidden="true" />
                Configurações editoriais
              </Link>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Criar administrador</CardTitle>
            <CardDescription>A primeira conta criada enquanto não há administrador se torna administradora.</CardDescription>
          </CardHeader>
          <CardContent>
            <CreateAdminForm locked={adminExists} disabled={!schemaOk} pending={creatingAdmin} onSubmit={createAdmin} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Registro de atividades</CardTitle>
          </CardHeader>
          <CardContent>
            <ActivityLog lines={lines} />
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Projeto</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="project-card">
              <dt className="text-slate-500">API</dt>
              <dd className="font-mono break-all">{env.supabaseUrl}</dd>
              <dt className="text-slate-500">Backend</dt>
              <dd>{isLocalApi ? 'Stack local' : 'Supabase hospedado'}</dd>
              <dt className="text-slate-500">Conexão</dt>
              <dd>
                <Badge variant={connected ? 'success' : 'destructive'}>{connected ? 'Conectado' : 'Sem conexão'}</Badge>
              </dd>
              <dt className="text-slate-500">Ambiente</dt>
              <dd>{import.meta.env.DEV ? 'Desenvolvimento' : 'Produção'}</dd>
              <dt className="text-slate-500">Versão</dt>
              <dd>{__APP_VERSION__}</dd>
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  )
}
