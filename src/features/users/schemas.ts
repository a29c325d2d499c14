import { newPasswordSchema, passwordsMatch } from '@/lib/auth/schemas'
import { z } from '@/lib/zod'

export const ROLES = ['author', 'editor', 'admin'] as const

export const newUserSchema = z.object({
  email: z.string().trim().min(1, 'Informe o e-mail.').email('Digite um e-mail válido.'),
  password: z.string().min(1, 'Informe a senha.').min(6, 'A senha deve ter pelo menos 6 caracteres.'),
  full_name: z.string().trim().min(1, 'Informe o nome completo.'),
  role: z.enum(ROLES),
})

export const editUserSchema = z.object({
  full_name: z.string().trim().min(1, 'Informe o nome completo.'),
  role: z.enum(ROLES),
})

/** "Convidar": the invited person chooses their password from the e-mail's link. */
export const inviteSchema = z.object({
  email: z.string().trim().min(1, 'Informe o e-mail.').email('Digite um e-mail válido.'),
  full_name: z.string().trim().max(120, 'O nome pode ter até 120 caracteres.'),
  role: z.enum(ROLES),
})

/** The invitation page's form; the e-mail is the invitation's and is not typed. */
export const acceptInvitationSchema = newPasswordSchema
  .extend({ full_name: z.string().trim().min(1, 'Informe seu nome.').max(120, 'O nome pode ter até 120 caracteres.') })
  .refine(...passwordsMatch)

export type NewUserValues = z.infer<typeof newUserSchema>
export type EditUserValues = z.infer<typeof editUserSchema>
export type InviteValues = z.infer<typeof inviteSchema>
export type AcceptInvitationValues = z.infer<typeof acceptInvitationSchema>
