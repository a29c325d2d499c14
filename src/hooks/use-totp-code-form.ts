import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { totpCodeSchema, type CodeCheck, type TotpCodeValues } from '@/lib/auth/mfa'

/**
 * A one-field form for a code of the authenticator app: checks it with `check`, keeps what was typed
 * and puts the refusal under the field; a refusal that signed the person out goes to `onSignedOut`.
 */
export function useTotpCodeForm({
  check,
  onAccepted,
  onSignedOut,
}: {
  check: (code: string) => Promise<CodeCheck>
  onAccepted: () => void
  onSignedOut?: (message: string) => void
}) {
  const form = useForm<TotpCodeValues, unknown, { code: string }>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  })
  const submit = form.handleSubmit(async ({ code }) => {
    const result = await check(code)
    if (result.ok) return onAccepted()
    if (result.signedOut && onSignedOut) return onSignedOut(result.message)
    form.setError('code', { message: result.message }, { shouldFocus: true })
  })
  return { form, submit }
}
