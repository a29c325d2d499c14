import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/hooks/use-toast'
import { useTotpCodeForm } from '@/hooks/use-totp-code-form'
import { checkTotpCode, TOTP_INPUT_PROPS } from '@/lib/auth/mfa'
import type { PendingFactor } from '@/features/users/api/mfa-factors'
import { useInvalidateMfaFactors } from '@/features/users/api/mfa-factors'
import type { useTotpEnrolment } from '@/features/users/hooks/use-totp-enrolment'

type Enrolment = ReturnType<typeof useTotpEnrolment>

const DEFAULT_NAME = 'Aplicativo autenticador'
const NAME_MAX = 60

/** The steps of adding an app, inside "Segurança": a name, then the QR code (or key) and a first code. */
export function EnrolmentPanel({ userId, enrolment }: { userId: string; enrolment: Enrolment }) {
  const { state } = enrolment
  return (
    <section
      aria-label="Adicionar aplicativo autenticador"
      className="space-y-4 rounded-md border border-slate-200 p-4"
    >
      {state.step === 'scanning' ? (
        <ScanStep userId={userId} factor={state.factor} enrolment={enrolment} />
      ) : state.step === 'naming' ? (
        <NameStep failure={state.failure} pending={state.pending} enrolment={enrolment} />
      ) : null}
    </section>
  )
}

function NameStep({ failure, pending, enrolment }: { failure: string | null; pending: boolean; enrolment: Enrolment }) {
  const [name, setName] = useState(DEFAULT_NAME)
  const [error, setError] = useState<string | null>(null)
  function submit(event: React.FormEvent) {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError('Dê um nome ao aplicativo (por exemplo, "Celular").')
    if (trimmed.length > NAME_MAX) return setError(`Use no máximo ${NAME_MAX} caracteres.`)
    setError(null)
    void enrolment.start(trimmed)
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField label="Nome do aplicativo" error={error ?? failure ?? undefined}>
        {(field) => <Input {...field} value={name} onChange={(event) => setName(event.target.value)} />}
      </FormField>
      <p className="text-sm text-slate-600">Um nome para reconhecê-lo na lista, como "Celular" ou "Tablet".</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Preparando...' : 'Continuar'}
        </Button>
        <Button type="button" variant="outline" onClick={enrolment.cancel} disabled={pending}>
          Cancelar
        </Button>
      </div>
    </form>
  )
}

/** Groups of four, as authenticator apps show keys: easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim()

function ScanStep({ userId, factor, enrolment }: { userId: string; factor: PendingFactor; enrolment: Enrolment }) {
  const invalidate = useInvalidateMfaFactors(userId)
  const navigate = useNavigate()
  const returnTo = (useLocation().state as { returnTo?: string } | null)?.returnTo
  const { form, submit } = useTotpCodeForm({
    check: (code) => checkTotpCode(factor.id, code),
    onAccepted: () => {
      enrolment.finish()
      void invalidate()
      toast({
        title: 'Verificação em duas etapas ativada',
        description: 'A partir de agora, o painel pede o código do aplicativo depois da senha.',
      })
      if (returnTo?.startsWith('/admin')) void navigate(returnTo)
    },
  })
  const { errors, isSubmitting } = form.formState
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ol className="list-decimal space-y-4 pl-5 text-sm text-slate-800">
        <li className="space-y-2">
          <p>No aplicativo autenticador, adicione uma conta e escaneie este QR code:</p>
          <img
            src={factor.qrCode}
            alt="QR code para configurar o aplicativo autenticador"
            width={192}
            height={192}
            className="rounded border border-slate-200 bg-white p-2"
          />
          <p>Sem câmera? Digite esta chave no aplicativo:</p>
          <code data-testid="totp-secret" className="block rounded bg-slate-100 p-2 font-mono break-all select-all">
            {grouped(factor.secret)}
          </code>
        </li>
        <li>Digite o código de 6 números que o aplicativo passou a mostrar.</li>
      </ol>
      <FormField label="Código do aplicativo autenticador" error={errors.code?.message}>
        {(field) => <Input {...field} {...TOTP_INPUT_PROPS} {...form.register('code')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Verificando...' : 'Ativar'}
        </Button>
        <Button type="button" variant="outline" onClick={enrolment.cancel} disabled={isSubmitting}>
          Cancelar
        </Button>
      </div>
    </form>
  )
}
