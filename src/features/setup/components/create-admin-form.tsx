import { zodResolver } from '@hookform/resolvers/zod'
import { Lock } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { z } from '@/lib/zod'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'

const schema = z.object({
  email: z.string().trim().min(1, 'Informe o e-mail.').email('Digite um e-mail válido.'),
  password: z.string().min(6, 'A senha deve ter pelo menos 6 caracteres.'),
  full_name: z.string().trim().min(1, 'Informe o nome completo.'),
})
export type CreateAdminValues = z.infer<typeof schema>

/**
 * "Criar administrador": e-mail, password and name, never pre-filled. Locked once an admin exists:
 * from then on accounts come only by invitation (Auth refuses any other sign-up).
 */
export function CreateAdminForm({
  locked,
  disabled,
  pending,
  onSubmit,
}: {
  locked: boolean
  disabled: boolean
  pending: boolean
  onSubmit: (values: CreateAdminValues) => Promise<void>
}) {
  const form = useForm<CreateAdminValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', full_name: '' },
  })
  const { errors } = form.formState

  if (locked) {
    return (
      <p
        className="flex items-start gap-2 rounded-md bg-slate-100 px-3 py-3 text-sm text-slate-700"
        data-testid="admin-form-locked"
      >
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Já existe um administrador. Novas contas entram somente por convite: um administrador convida em Usuários, já
        com a função (autor, editor ou administrador).
      </p>
    )
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(async (values) => onSubmit(values))} className="space-y-3">
      <FormField label="E-mail do administrador" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label="Senha do administrador" error={errors.password?.message}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField label="Nome completo" error={errors.full_name?.message}>
        {(field) => <Input {...field} autoComplete="name" {...form.register('full_name')} />}
      </FormField>
      <Button type="submit" disabled={disabled || pending}>
        {pending ? 'Criando...' : 'Criar administrador'}
      </Button>
    </form>
  )
}
