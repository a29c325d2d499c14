/** pt-BR text for the Auth errors staff can meet; unknown errors keep the server's message. */
import { PASSWORD_TOO_LONG } from '@/lib/auth/schemas'
import { toAppError } from '@/lib/errors'

const MESSAGES: Record<string, string> = {
  invalid_credentials: 'E-mail ou senha incorretos.',
  email_not_confirmed: 'Confirme seu e-mail antes de entrar. Verifique sua caixa de entrada.',
  user_already_exists: 'Já existe uma conta com este e-mail.',
  email_exists: 'Já existe uma conta com este e-mail.',
  weak_password: 'A senha deve ter pelo menos 6 caracteres.',
  over_email_send_rate_limit: 'Muitos e-mails enviados. Aguarde um momento e tente novamente.',
  over_request_rate_limit: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  validation_failed: 'Verifique os dados informados.',
  email_address_invalid: 'Digite um e-mail válido.',
  same_password: 'A nova senha deve ser diferente da atual.',
  session_not_found: 'Sua sessão expirou. Faça login novamente.',
  signup_disabled: 'O cadastro de novas contas está desativado.',
  insufficient_aal: 'Confirme o código do aplicativo autenticador para continuar.',
  mfa_factor_name_conflict: 'Você já tem um aplicativo com este nome. Escolha outro nome.',
  too_many_enrolled_mfa_factors: 'Você já tem o máximo de aplicativos autenticadores. Remova um para adicionar outro.',
  mfa_challenge_expired: 'O código expirou. Digite o código que o aplicativo mostra agora.',
  mfa_totp_enroll_not_enabled: 'A verificação em duas etapas não está ativada neste site.',
  mfa_totp_verify_not_enabled: 'A verificação em duas etapas não está ativada neste site.',
}

export function authErrorMessage(error: unknown): string {
  // No answer, or a 5xx without a readable body: supabase-js's text for those is English or "{}".
  const appError = toAppError(error)
  if (appError.kind === 'network' || (appError.status ?? 0) >= 500) return appError.message
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: string; message?: string }
    // Auth answers validation_failed for several reasons; this one the person can fix.
    if (message?.startsWith('Password cannot be longer than')) return PASSWORD_TOO_LONG
    if (code && MESSAGES[code]) return MESSAGES[code]
    if (message) return message
  }
  return 'Erro inesperado ao fazer login/cadastro'
}

/** The database's words for a sign-up without a valid invitation link (the hook's, and the trigger's). */
export const INVITATION_ONLY_MESSAGE =
  'Cadastro somente por convite. Se você foi convidado, crie sua conta pelo link do e-mail de convite; se não, peça um convite a um administrador.'

/**
 * Why a sign-up was refused. Auth's hook refuses a sign-up without the secret of a pending invitation's
 * link for that e-mail with HTTP 403 and its own pt-BR text (code "unknown"), shown as it is. A project without the hook refuses in the
 * database trigger instead, and Auth answers 500 "Database error saving new user": supabase-js does not
 * read the body of a 500 (it gives "{}"), so at sign-up a plain 500 means that refusal too.
 */
export function signUpErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const { message, status } = error as { message?: string; status?: number }
    if (message === 'Database error saving new user' || status === 500) return INVITATION_ONLY_MESSAGE
  }
  return authErrorMessage(error)
}
