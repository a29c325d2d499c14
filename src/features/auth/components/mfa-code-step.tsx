import type { Factor } from '@supabase/supabase-js'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useTotpCodeForm } from '@/hooks/use-totp-code-form'
import { checkTotpCode, TOTP_INPUT_PROPS } from '@/lib/auth/mfa'
import { supabase } from '@/lib/supabase'

/**
 * The sign-in's second step for someone with a verified factor: the code of the authenticator app
 * makes the session aal2 (the screen then moves on by itself). Several apps: the person picks one.
 */
export function MfaCodeStep({
  factors,
  onSignedOut,
  onAccepted = () => {},
}: {
  factors: Factor[]
  onSignedOut: (message: string) => void
  onAccepted?: () => void
}) {
  const [factorId, setFactorId] = useState(factors[0]?.id ?? '')
  const { form, submit } = useTotpCodeForm({
    check: (code) => checkTotpCode(factorId, code),
    onAccepted,
    onSignedOut,
  })
  const { errors, isSubmitting } = form.formState

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Abra o aplicativo autenticador no seu celular e digite o código que ele mostra.
      </p>
      {factors.length > 1 ? (
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-slate-900">Aplicativo</legend>
          {factors.map((factor) => (
            <label key={factor.id} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="factor"
                value={factor.id}
                checked={factorId === factor.id}
                onChange={() => setFactorId(factor.id)}
              />
              {factor.friendly_name || 'Aplicativo autenticador'}
            </label>
          ))}
        </fieldset>
      ) : null}
      <FormField label="Código do aplicativo autenticador" error={errors.code?.message}>
        {(field) => <Input {...field} {...TOTP_INPUT_PROPS} autoFocus {...form.register('code')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Verificando...' : 'Verificar'}
      </Button>
      <p className="text-sm text-slate-600">
        Perdeu o celular ou o acesso ao aplicativo? Peça a um administrador do site para redefinir a sua verificação em
        duas etapas; depois, entre só com a senha e configure o aplicativo de novo.
      </p>
      <p className="text-center text-sm">
        <button
          type="button"
          className="text-brand-700 min-h-10 hover:underline"
          onClick={() => void supabase.auth.signOut({ scope: 'local' })}
        >
          Entrar com outra conta
        </button>
      </p>
    </form>
  )
}
