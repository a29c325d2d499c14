import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { FailureAlert, FormDialog } from '@/components/feedback/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/hooks/use-toast'
import { useInviteStaff } from '@/features/users/api/invite-staff'
import { RoleSelect } from '@/features/users/components/role-select'
import { inviteSchema, type InviteValues } from '@/features/users/schemas'
import { invitationErrorTarget } from '@/features/users/utils/invitation-errors'

const EMPTY: InviteValues = { email: '', full_name: '', role: 'author' }

/**
 * "Convidar": an e-mail, an optional name and the role. The invited person gets an e-mail with a link
 * to choose their password. A refusal shows at its field (or in the dialog) and keeps what was typed.
 */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInviteStaff()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: EMPTY })
  const { errors } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const invitation = await invite.mutateAsync({
        email: values.email,
        role: values.role,
        full_name: values.full_name || null,
      })
      toast({ title: 'Sucesso', description: `Convite enviado para ${invitation.email}.` })
      form.reset(EMPTY)
      onOpenChange(false)
    } catch (error) {
      const { field, message } = invitationErrorTarget(error)
      if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true })
      else setFailure(message)
    }
  })

  function close() {
    setFailure(null)
    onOpenChange(false)
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Convidar para a equipe"
      description="A pessoa recebe um e-mail com um link para criar a senha. O convite vale 7 dias."
      onSubmit={submit}
      pending={invite.isPending}
      submitLabel="Enviar convite"
      pendingLabel="Enviando..."
    >
      <FailureAlert failure={failure} />
      <FormField label="E-mail" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      <FormField label="Nome (opcional)" error={errors.full_name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...form.register('full_name')} />}
      </FormField>
      <FormField label="Função" error={errors.role?.message}>
        {(field) => (
          <Controller
            control={form.control}
            name="role"
            render={({ field: role }) => <RoleSelect id={field.id} value={role.value} onChange={role.onChange} />}
          />
        )}
      </FormField>
    </FormDialog>
  )
}
