import { z } from '@/lib/zod'

export const PASSWORD_MIN = 6
/** bcrypt reads only 72 bytes, so Auth refuses longer passwords (accented letters take 2 bytes). */
export const PASSWORD_MAX_BYTES = 72
export const PASSWORD_TOO_LONG = 'A senha deve ter no máximo 72 caracteres (letras acentuadas contam como 2).'
export const fitsBcrypt = (password: string) => new TextEncoder().encode(password).length <= PASSWORD_MAX_BYTES
const email = z.string().trim().min(1, 'Informe seu e-mail.').email('Digite um e-mail válido.')

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Informe sua senha.'),
})

export const signUpSchema = z.object({
  fullName: z.string().trim().max(120, 'Use no máximo 120 caracteres.'),
  email,
  password: z
    .string()
    .min(1, 'Informe sua senha.')
    .min(PASSWORD_MIN, 'A senha deve ter pelo menos 6 caracteres.')
    .refine(fitsBcrypt, PASSWORD_TOO_LONG),
})

export const recoverySchema = z.object({ email })

/** A password chosen twice (reset, invitation): long enough and within bcrypt's 72 bytes… */
export const newPasswordSchema = z.object({
  password: z
    .string()
    .min(PASSWORD_MIN, 'A senha deve ter pelo menos 6 caracteres.')
    .refine(fitsBcrypt, PASSWORD_TOO_LONG),
  confirm: z.string(),
})
/** …and typed the same both times: `.refine(...passwordsMatch)`. */
export const passwordsMatch: [
  (values: { password: string; confirm: string }) => boolean,
  { message: string; path: string[] },
] = [(values) => values.password === values.confirm, { message: 'As senhas não coincidem.', path: ['confirm'] }]

export const resetPasswordSchema = newPasswordSchema.refine(...passwordsMatch)

export type LoginValues = z.infer<typeof loginSchema>
export type SignUpValues = z.infer<typeof signUpSchema>
export type RecoveryValues = z.infer<typeof recoverySchema>
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>
