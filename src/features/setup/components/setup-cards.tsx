import { Database, FolderPlus, RefreshCw, ShieldCheck, SlidersHorizontal } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { SetupIndicators } from '@/features/setup/components/setup-indicators'
import type { SetupStatus } from '@/lib/setup-status'
import { env } from '@/lib/env'

const isLocalApi = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(env.supabaseUrl)

/** "Status do banco de dados": the four indicators, and why they could not be read. */
export function DatabaseStatusCard({
  status,
  checking,
  failure,
}: {
  status: SetupStatus | undefined
  checking: boolean
  failure: string | null
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Database className="text-brand-700 size-5" aria-hidden="true" />
          Status do banco de dados
        </CardTitle>
      </CardHeader>
      <CardContent>
        <SetupIndicators status={status} checking={checking} />
        {failure !== null ? (
          <p className="mt-2 text-sm text-red-700">Não foi possível verificar: {failure || 'Erro desconhecido'}</p>
        ) : null}
      </CardContent>
    </Card>
  )
}

/** "Ações": safe to repeat (nothing is deleted or overwritten). */
export function SetupActionsCard({
  checking,
  canCreateCategories,
  isAdmin,
  onRecheck,
  onCreateCategories,
}: {
  checking: boolean
  canCreateCategories: boolean
  isAdmin: boolean
  onRecheck: () => void
  onCreateCategories: () => void
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ações</CardTitle>
        <CardDescription>Seguras de repetir: nada é apagado ou sobrescrito.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onRecheck} disabled={checking}>
          <RefreshCw aria-hidden="true" className={checking ? 'animate-spin' : undefined} />
          Verificar novamente
        </Button>
        <Button onClick={onCreateCategories} disabled={!canCreateCategories}>
          <FolderPlus aria-hidden="true" />
          Criar categorias padrão
        </Button>
        {isAdmin ? (
          <Link to={paths.admin.settings.href()} className={buttonVariants({ variant: 'outline' })}>
            <SlidersHorizontal aria-hidden="true" />
            Configurações editoriais
          </Link>
        ) : null}
      </CardContent>
    </Card>
  )
}

/** "Projeto": which API this build talks to, whether it answers, the environment and the version. */
export function ProjectCard({ connected }: { connected: boolean }) {
  return (
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
  )
}

/** "Segurança da equipe": the recommended two-step sign-in for admins and editors, and where to turn it on. */
export function StaffMfaRecommendationCard({ required }: { required: boolean | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="text-brand-700 size-5" aria-hidden="true" />
          Segurança da equipe
        </CardTitle>
        <CardDescription>
          Recomendado: exigir verificação em duas etapas (senha e código de um aplicativo autenticador) de
          administradores e editores, que publicam e mudam funções.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        {required === undefined ? null : (
          <Badge variant={required ? 'success' : 'warning'}>
            {required ? '2FA obrigatório: ligado' : '2FA obrigatório: desligado'}
          </Badge>
        )}
        <Link to={paths.admin.settings.href()} className={buttonVariants({ variant: 'outline' })}>
          <SlidersHorizontal aria-hidden="true" />
          {required ? 'Ver em Preferências do site' : 'Ligar em Preferências do site'}
        </Link>
      </CardContent>
    </Card>
  )
}
