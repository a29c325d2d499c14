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

export type NewUserValues = z.infer<typeof newUserSchema>
export type EditUserValues = z.infer<typeof editUserSchema>
