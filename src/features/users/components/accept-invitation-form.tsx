import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { signUpErrorMessage } from '@/lib/auth/auth-messages'
import { useAcceptInvitation, type AcceptInvitationResult } from '@/features/users/api/accept-invitation'
import type { InvitationPreview } from '@/features/users/api/invitation-types'
import { acceptInvitationSchema, type AcceptInvitationValues } from '@/features/users/schemas'

/**
 * The invited person's form: the invitation's e-mail (not editable), their name (the invitation's, to
 * correct if needed) and a password typed twice. A refusal is shown above the fields, which keep
 * what was typed.
 */
export function AcceptInvitationForm({
  invitation,
  secret,
  onAccepted,
}: {
  invitation: InvitationPreview
  /** The link's secret, sent with the sign-up (never shown). */
  secret: string
  onAccepted: (result: AcceptInvitationResult) => void
}) {
  const accept = useAcceptInvitation()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<AcceptInvitationValues>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { full_name: invitation.full_name ?? '', password: '', confirm: '' },
  })
  const { errors } = form.formState

  const submit = form.handleSubmit(async ({ full_name, password }) => {
    setFailure(null)
    try {
      onAccepted(await accept.mutateAsync({ email: invitation.email, password, full_name, secret }))
    } catch (error) {
      setFailure(signUpErrorMessage(error))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <FormField label="E-mail">
        {(field) => (
          <Input
            {...field}
            type="email"
            value={invitation.email}
            readOnly
            aria-readonly="true"
            className="bg-slate-50"
          />
        )}
      </FormField>
      <FormField label="Nome" error={errors.full_name?.message}>
        {(field) => <Input {...field} autoComplete="name" {...form.register('full_name')} />}
      </FormField>
      <FormField label="Senha" error={errors.password?.message}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField label="Confirme a senha" error={errors.confirm?.message}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('confirm')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Criando...' : 'Criar minha conta'}
      </Button>
    </form>
  )
}
