import { describe, expect, it } from 'vitest'
import { readAuthParams } from '@/features/auth/auth-url-params'
import { authErrorMessage } from '@/lib/auth/auth-messages'
import { PASSWORD_TOO_LONG, resetPasswordSchema, signUpSchema } from '@/lib/auth/schemas'
import { defaultFullName } from '@/lib/auth/profile'

describe('readAuthParams', () => {
  it('reads tokens from the fragment, as Supabase sends them', () => {
    const params = readAuthParams({ search: '', hash: '#access_token=a&refresh_token=r&type=recovery&expires_in=3600' })
    expect(params).toMatchObject({ accessToken: 'a', refreshToken: 'r', type: 'recovery' })
  })

  it('reads the query string too, and errors with their description', () => {
    expect(readAuthParams({ search: '?type=signup', hash: '' }).type).toBe('signup')
    const failed = readAuthParams({
      search: '',
      hash: '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
    })
    expect(failed).toMatchObject({
      error: 'access_denied',
      errorCode: 'otp_expired',
      errorDescription: 'Email link is invalid',
    })
    expect(readAuthParams({ search: '?code=abc', hash: '' }).code).toBe('abc')
  })
})

describe('authErrorMessage', () => {
  it('translates known auth codes and keeps other messages', () => {
    expect(authErrorMessage({ code: 'invalid_credentials', message: 'Invalid login credentials' })).toBe(
      'E-mail ou senha incorretos.',
    )
    expect(authErrorMessage({ code: 'weak_password', message: 'x' })).toBe('A senha deve ter pelo menos 6 caracteres.')
    expect(authErrorMessage({ message: 'Algo novo' })).toBe('Algo novo')
    expect(authErrorMessage(null)).toBe('Erro inesperado ao fazer login/cadastro')
  })

  it('names the 72-byte password limit Auth refuses with validation_failed, and keeps the generic text for other validation errors', () => {
    expect(
      authErrorMessage({ code: 'validation_failed', message: 'Password cannot be longer than 72 characters' }),
    ).toBe(PASSWORD_TOO_LONG)
    expect(authErrorMessage({ code: 'validation_failed', message: 'data is too large' })).toBe(
      'Verifique os dados informados.',
    )
  })
})

describe('password schemas', () => {
  it('refuse a password over 72 bytes on sign-up and reset, counting accented letters as 2 bytes', () => {
    const ok = { fullName: 'Ana', email: 'ana@example.com', password: 'a'.repeat(72) }
    expect(signUpSchema.safeParse(ok).success).toBe(true)
    const long = signUpSchema.safeParse({ ...ok, password: 'é'.repeat(37) })
    expect(long.success ? [] : long.error.issues.map((issue) => issue.message)).toEqual([PASSWORD_TOO_LONG])
    const reset = resetPasswordSchema.safeParse({ password: 'é'.repeat(37), confirm: 'é'.repeat(37) })
    expect(reset.success ? [] : reset.error.issues.map((issue) => issue.message)).toEqual([PASSWORD_TOO_LONG])
  })
})

describe('defaultFullName', () => {
  it('uses the metadata name, else the e-mail local part, else "Usuário"', () => {
    expect(defaultFullName({ email: 'ana@x.org', user_metadata: { full_name: ' Ana Lima ' } })).toBe('Ana Lima')
    expect(defaultFullName({ email: 'ana@x.org', user_metadata: {} })).toBe('ana')
    expect(defaultFullName({ email: undefined, user_metadata: {} })).toBe('Usuário')
  })
})
