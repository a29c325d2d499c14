import { useId, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/hooks/use-toast'
import { useSession } from '@/lib/auth/session-context'
import { SettingSwitch } from '@/features/settings/components/setting-switch'
import { useUpdateSiteSettings, type SiteSettings } from '@/features/settings/api/site-settings'

/**
 * "2FA obrigatório para administradores e editores". The database refuses to turn it on from a session
 * without the code of an authenticator app, so that whoever requires it can still sign in; the card says
 * so first and offers the way: set up one's own app, then come back.
 */
export function StaffMfaCard({ settings }: { settings: SiteSettings }) {
  const update = useUpdateSiteSettings()
  const { assurance } = useSession()
  const [needsOwnApp, setNeedsOwnApp] = useState(false)
  const id = useId()
  const on = settings.require_staff_mfa

  function change(next: boolean) {
    if (next && assurance.current !== 'aal2') return setNeedsOwnApp(true)
    setNeedsOwnApp(false)
    update.mutate(
      { require_staff_mfa: next },
      {
        onSuccess: () =>
          toast({
            title: 'Configuração salva',
            description: next
              ? 'Administradores e editores sem aplicativo autenticador vão configurá-lo ao entrar no painel.'
              : 'A verificação em duas etapas passa a ser opcional para toda a equipe.',
          }),
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Segurança da equipe</CardTitle>
        <CardDescription>
          Quem publica, muda funções e libera alertas de conformidade entra com dois fatores.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <SettingSwitch
          id={id}
          label="2FA obrigatório para administradores e editores"
          on={on}
          disabled={update.isPending}
          onChange={change}
        />
        {needsOwnApp ? (
          <div role="alert" className="space-y-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            <p>Ative a verificação em duas etapas na sua conta antes de exigi-la da equipe.</p>
            <Link
              to={paths.admin.profile.href()}
              state={{ returnTo: paths.admin.settings.href() }}
              className={buttonVariants({ size: 'sm' })}
            >
              Configurar a minha agora
            </Link>
          </div>
        ) : null}
        <p id={`${id}-explanation`} className="text-sm text-slate-600">
          Recomendado. Ligado, cada administrador e editor entra com a senha e o código de um aplicativo autenticador no
          celular; quem ainda não tem um é levado a configurá-lo antes de qualquer outra tela, e o banco de dados recusa
          suas alterações de funções, convites, configurações, publicações e liberações de conformidade sem o código.
          Quem perder o celular pede a um administrador para redefinir a verificação em “Usuários”.
        </p>
      </CardContent>
    </Card>
  )
}
