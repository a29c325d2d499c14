import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { Controller, useForm, type Control, type Path } from 'react-hook-form'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { FormDialog } from '@/components/feedback/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/hooks/use-toast'
import type { Profile, Role } from '@/lib/auth/profile'
import { authErrorMessage } from '@/lib/auth/auth-messages'
import { useCreateUser, useDeleteUser, useResetUserMfa, useUpdateUser } from '@/features/users/api/users'
import { RoleSelect } from '@/features/users/components/role-select'
import { editUserSchema, newUserSchema, type EditUserValues, type NewUserValues } from '@/features/users/schemas'
import { invitationErrorTarget } from '@/features/users/utils/invitation-errors'

/**
 * The "Função" select of both dialogs, bound to the form's `role`. `lockedReason`: the select is
 * disabled and says why (the database refuses the change anyway).
 */
function RoleField<T extends { role: Role }>({
  control,
  error,
  lockedReason,
}: {
  control: Control<T>
  error?: string
  lockedReason?: string
}) {
  const reasonId = useId()
  return (
    <FormField label="Função" error={error}>
      {(field) => (
        <>
          <Controller
            control={control}
            name={'role' as Path<T>}
            render={({ field: role }) => (
              <RoleSelect
                id={field.id}
                value={role.value as Role}
                onChange={role.onChange}
                disabled={Boolean(lockedReason)}
                describedBy={
                  [field['aria-describedby'], lockedReason ? reasonId : undefined].filter(Boolean).join(' ') ||
                  undefined
                }
              />
            )}
          />
          {lockedReason ? (
            <p id={reasonId} className="text-sm text-slate-600">
              {lockedReason}
            </p>
          ) : null}
        </>
      )}
    </FormField>
  )
}

/** A failed create or edit's toast: Auth's and the database's reasons in pt-BR. */
const failureMeta = { errorToast: (error: unknown) => ({ title: 'Erro', description: authErrorMessage(error) }) }

/** The toast came from the mutation's meta; the rejection needs nothing more here. */
const reported = () => undefined

/**
 * "Criar Novo Usuário": an invitation without e-mail, then the sign-up with the password (the account
 * gets the invitation's role). The admin stays signed in; the form keeps its values if creation fails,
 * and a refusal about the e-mail (an account or a pending invitation already has it) shows at the field.
 */
export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateUser({ meta: failureMeta })
  const form = useForm<NewUserValues>({
    resolver: zodResolver(newUserSchema),
    defaultValues: { email: '', password: '', full_name: '', role: 'author' },
  })
  const { errors } = form.formState

  const submit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => {
        toast({ title: 'Sucesso', description: 'Usuário criado com sucesso!' })
        form.reset()
        onOpenChange(false)
      },
      (error) => {
        const { field, message } = invitationErrorTarget(error)
        if (field) form.setError(field, { type: 'server', message })
      },
    ),
  )

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Criar Novo Usuário"
      description="A nova pessoa poderá entrar no painel com este e-mail e senha."
      onSubmit={submit}
      pending={create.isPending}
      submitLabel="Criar Usuário"
      pendingLabel="Criando..."
    >
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      <FormField label="Senha" error={errors.password?.message}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField label="Nome Completo" error={errors.full_name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...form.register('full_name')} />}
      </FormField>
      <RoleField control={form.control} error={errors.role?.message} />
    </FormDialog>
  )
}

/** "Editar Usuário": only the full name and the role; `isSelf`: an admin's own role cannot change. */
export function EditUserDialog({
  user,
  isSelf = false,
  onClose,
}: {
  user: Profile
  isSelf?: boolean
  onClose: () => void
}) {
  const update = useUpdateUser({ meta: failureMeta })
  const form = useForm<EditUserValues>({
    resolver: zodResolver(editUserSchema),
    defaultValues: { full_name: user.full_name ?? '', role: user.role },
  })
  const { errors } = form.formState

  const submit = form.handleSubmit((values) =>
    update.mutateAsync({ id: user.id, ...values }).then(() => {
      toast({ title: 'Sucesso', description: 'Usuário atualizado com sucesso!' })
      onClose()
    }, reported),
  )

  return (
    <FormDialog
      onClose={onClose}
      title="Editar Usuário"
      description={user.id}
      descriptionClassName="font-mono text-xs break-all"
      onSubmit={submit}
      pending={update.isPending}
      submitLabel="Salvar Alterações"
      pendingLabel="Salvando..."
    >
      <FormField label="Nome Completo" error={errors.full_name?.message}>
        {(field) => <Input {...field} {...form.register('full_name')} />}
      </FormField>
      <RoleField
        control={form.control}
        error={errors.role?.message}
        lockedReason={isSelf ? 'Você não pode alterar a sua própria função.' : undefined}
      />
    </FormDialog>
  )
}

const failureOf = (fallback: string) => (error: unknown) => (error instanceof Error ? error.message : fallback)
const deleteFailure = failureOf('Erro ao deletar usuário')
const resetFailure = failureOf('Erro ao redefinir a verificação em duas etapas')

/**
 * A confirmed action on one person: the dialog stays open, with the reason, if the database refuses,
 * and closes with `done`'s toast when it succeeds.
 */
function usePersonAction(
  mutation: { mutate: (id: string, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void },
  describeFailure: (error: unknown) => string,
  done: () => void,
) {
  const [failure, setFailure] = useState<string | null>(null)
  return {
    failure,
    run: (id: string) => {
      setFailure(null)
      mutation.mutate(id, { onSuccess: done, onError: (error) => setFailure(describeFailure(error)) })
    },
  }
}

/** Confirmation before `delete_user_admin`. */
export function DeleteUserDialog({ user, onClose }: { user: Profile; onClose: () => void }) {
  const remove = useDeleteUser({
    meta: { errorToast: (error: unknown) => ({ title: 'Erro', description: deleteFailure(error) }) },
  })
  const action = usePersonAction(remove, deleteFailure, () => {
    toast({ title: 'Sucesso', description: 'Usuário excluído com sucesso!' })
    onClose()
  })

  return (
    <ConfirmDialog
      title="Excluir usuário"
      question="Tem certeza que deseja excluir este usuário?"
      failure={action.failure}
      pending={remove.isPending}
      onConfirm={() => action.run(user.id)}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        <strong>{user.full_name || 'Usuário'}</strong> perderá o acesso ao painel. Esta ação não pode ser desfeita.
      </p>
    </ConfirmDialog>
  )
}

/** Confirmation before `admin_reset_mfa`: for someone who lost the phone with their authenticator app. */
export function ResetMfaDialog({ user, onClose }: { user: Profile; onClose: () => void }) {
  const reset = useResetUserMfa()
  const name = user.full_name || 'Usuário'
  const action = usePersonAction(reset, resetFailure, () => {
    toast({ title: 'Verificação em duas etapas redefinida', description: `${name} recebeu um e-mail avisando.` })
    onClose()
  })

  return (
    <ConfirmDialog
      title="Redefinir verificação em duas etapas"
      question={`Remover os aplicativos autenticadores de ${name}?`}
      failure={action.failure}
      pending={reset.isPending}
      confirmLabel="Redefinir"
      pendingLabel="Redefinindo..."
      onConfirm={() => action.run(user.id)}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        <strong>{name}</strong> sai de todas as sessões e recebe um e-mail avisando. No próximo acesso, entra só com a
        senha e configura um aplicativo de novo. Faça isso só depois de confirmar, por outro meio, que o pedido veio
        dessa pessoa.
      </p>
    </ConfirmDialog>
  )
}
