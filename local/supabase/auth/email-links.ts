import { createHash, randomInt } from 'node:crypto'
import type { AuthDeps } from './auth-deps.ts'
import type { UserRow } from './user-row.ts'

export type EmailOtpType = 'signup' | 'recovery' | 'magiclink' | 'invite'

/** GoTrue's token hash: hex sha224 of e-mail + OTP (the link carries the hash, the e-mail the OTP). */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex')
}

/**
 * `redirect_to` as GoTrue's allow-list would take it: pages on this machine (any port) or the
 * site URL's origin; anything else falls back to the site URL.
 */
export function resolveRedirect(deps: AuthDeps, requested: string | null | undefined): string {
  if (requested) {
    try {
      const url = new URL(requested)
      const site = new URL(deps.config.siteUrl)
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
      if ((url.protocol === 'http:' || url.protocol === 'https:') && (local || url.origin === site.origin)) {
        return url.toString()
      }
    } catch {
      // not a URL: use the site URL
    }
  }
  return deps.config.siteUrl
}

const SUBJECTS: Record<EmailOtpType, string> = {
  signup: 'Confirme seu cadastro',
  recovery: 'Redefina sua senha',
  magiclink: 'Seu link de acesso',
  invite: 'Você foi convidado',
}

const ACTIONS: Record<EmailOtpType, string> = {
  signup: 'Siga este link para confirmar seu e-mail:',
  recovery: 'Siga este link para redefinir a senha da sua conta:',
  magiclink: 'Siga este link para entrar:',
  invite: 'Siga este link para aceitar o convite:',
}

/**
 * Stores a fresh one-time token on the user and "sends" the e-mail to the mailbox. Rate-limited.
 * Returns the token hash (a PKCE flow is keyed by it).
 */
export async function sendAuthEmail(
  deps: AuthDeps,
  user: UserRow,
  type: EmailOtpType,
  redirectTo: string,
  pkce?: { challenge: string; method: string },
): Promise<string> {
  const email = user.email ?? ''
  deps.emailRateLimit.take(email)
  deps.otpGuesses.reset(email)
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const hash = tokenHash(email, otp)
  const column = type === 'signup' || type === 'invite' ? 'confirmation' : 'recovery'
  await deps.ctx.db.query(
    `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, hash],
  )
  if (pkce) deps.pkce.start(hash, pkce.challenge, pkce.method, type)
  const link = new URL(`${deps.ctx.publicUrl}/auth/v1/verify`)
  link.searchParams.set('token', pkce ? `pkce_${hash}` : hash)
  link.searchParams.set('type', type)
  link.searchParams.set('redirect_to', redirectTo)
  const href = link.toString()
  deps.mailbox.send({
    to: email,
    subject: SUBJECTS[type],
    type,
    text: `${ACTIONS[type]}\n${href}\n\nOu use o código: ${otp}`,
    html: `<h2>${SUBJECTS[type]}</h2><p>${ACTIONS[type]}</p><p><a href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${SUBJECTS[type]}</a></p><p>Ou use o código: <code>${otp}</code></p>`,
    links: [href],
  })
  return hash
}
