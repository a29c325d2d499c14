import { useQuery } from '@tanstack/react-query'
import type { Factor } from '@supabase/supabase-js'
import { ShieldCheck, Smartphone, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { FormDialog } from '@/components/feedback/form-dialog'
import { toast } from '@/hooks/use-toast'
import { useTotpCodeForm } from '@/hooks/use-totp-code-form'
import { checkTotpCode, TOTP_INPUT_PROPS } from '@/lib/auth/mfa'
import { formatShortDate } from '@/lib/dates'
import { mfaFactorsQuery, removeFactor, useInvalidateMfaFactors } from '@/features/users/api/mfa-factors'
import { EnrolmentPanel } from '@/features/users/components/totp-enrolment'
import { useTotpEnrolment } from '@/features/users/hooks/use-totp-enrolment'

/**
 * "Segurança" on "Meu perfil": the person's authenticator apps (two-step sign-in), added with a QR code
 * or a key and a first code, removed with a current code. `required`: the site demands it of their role.
 */
export function SecuritySection({ userId, required }: { userId: string; required: boolean }) {
  const factors = useQuery(mfaFactorsQuery(userId))
  const enrolment = useTotpEnrolment()
  const [removing, setRemoving] = useState<Factor | null>(null)
  const list = factors.data ?? []

  return (
    <Card id="seguranca">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="text-brand-700 size-5" aria-hidden="true" />
          Segurança
        </CardTitle>
        <CardDescription>
          Verificação em duas etapas: depois da senha, o painel pede o código de 6 números de um aplicativo autenticador
          no seu celular (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis ou outro).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {required && list.length === 0 ? (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Este site exige verificação em duas etapas de administradores e editores. Configure um aplicativo
            autenticador para continuar usando o painel.
          </p>
        ) : null}
        {factors.isError ? (
          <p className="text-sm text-red-700">Não foi possível carregar seus aplicativos. Recarregue a página.</p>
        ) : factors.isPending ? null : list.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhum aplicativo configurado: sua conta usa só a senha.</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-md border border-slate-200"
            aria-label="Aplicativos autenticadores"
          >
            {list.map((factor) => (
              <li key={factor.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="flex min-w-0 items-center gap-2">
                  <Smartphone className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-slate-900">{factor.friendly_name}</span>
                    <span className="block text-xs text-slate-600">
                      Adicionado em {formatShortDate(factor.created_at)}
                    </span>
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRemoving(factor)}
                  aria-label={`Remover ${factor.friendly_name}`}
                >
                  <Trash2 aria-hidden="true" />
                  Remover
                </Button>
              </li>
            ))}
          </ul>
        )}
        {enrolment.state.step === 'closed' ? (
          <Button variant={list.length ? 'outline' : 'default'} onClick={enrolment.open}>
            Adicionar aplicativo autenticador
          </Button>
        ) : (
          <EnrolmentPanel userId={userId} enrolment={enrolment} />
        )}
      </CardContent>
      {removing ? <RemoveFactorDialog userId={userId} factor={removing} onClose={() => setRemoving(null)} /> : null}
    </Card>
  )
}

/** Removing an app asks for a current code of that app (which also makes sure the session is aal2). */
function RemoveFactorDialog({ userId, factor, onClose }: { userId: string; factor: Factor; onClose: () => void }) {
  const invalidate = useInvalidateMfaFactors(userId)
  const { form, submit } = useTotpCodeForm({
    check: async (code) => {
      const checked = await checkTotpCode(factor.id, code)
      if (!checked.ok) return checked
      try {
        await removeFactor(factor.id)
        return checked
      } catch (error) {
        return { ok: false, message: (error as Error).message, signedOut: false }
      }
    },
    onAccepted: () => {
      void invalidate()
      toast({ title: 'Aplicativo removido', description: `"${factor.friendly_name}" não é mais pedido ao entrar.` })
      onClose()
    },
    onSignedOut: onClose,
  })
  const { errors, isSubmitting } = form.formState
  return (
    <FormDialog
      title="Remover aplicativo autenticador"
      description={`Digite um código atual de "${factor.friendly_name}" para confirmar.`}
      onClose={onClose}
      onSubmit={submit}
      pending={isSubmitting}
      submitLabel="Remover"
      pendingLabel="Removendo..."
      lockWhilePending
    >
      <FormField label="Código do aplicativo autenticador" error={errors.code?.message}>
        {(field) => <Input {...field} {...TOTP_INPUT_PROPS} {...form.register('code')} />}
      </FormField>
    </FormDialog>
  )
}
