// `mfa_reset`: queued by admin_reset_mfa() (supabase/migrations/20250101130000_mfa_verification_hook.sql)
// with {full_name, reset_by_name} when an admin removed the person's two-step verification factors
// (a lost phone) and signed them out everywhere. The person learns who did it and what happens next;
// if they did not ask for it, their admins should hear about it.
import { escapeHtml, oneLine } from './escape-html.ts'
import { heading, paragraph, plainTextEmail, renderLayout } from './layout.ts'
import { optionalLine, TemplateError, type RenderedEmail, type TemplateContext } from './template-error.ts'

export interface MfaResetPayload {
  full_name: string | null
  reset_by_name: string | null
}

export function parseMfaResetPayload(payload: unknown): MfaResetPayload {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload))
    throw new TemplateError('mfa_reset: the payload must be an object')
  const p = payload as Record<string, unknown>
  return {
    full_name: optionalLine('mfa_reset', p, 'full_name'),
    reset_by_name: optionalLine('mfa_reset', p, 'reset_by_name'),
  }
}

const NEXT_SIGN_IN =
  'Você saiu da sua conta em todos os dispositivos. No próximo login, se o site exigir a verificação em duas etapas, você será solicitado a configurá-la de novo com o seu aplicativo autenticador.'
const NOT_ASKED = 'Se você não pediu essa redefinição, entre em contato com os administradores do site o quanto antes.'

export function renderMfaReset(payload: unknown, context: TemplateContext): RenderedEmail {
  const reset = parseMfaResetPayload(payload)
  const site = oneLine(context.siteName)
  const subject = `Sua verificação em duas etapas no ${site} foi redefinida`
  const greeting = reset.full_name ? `Olá, ${reset.full_name}!` : 'Olá!'
  const whoText = (who: string | null, siteText: string) =>
    who
      ? `O administrador ${who} removeu a verificação em duas etapas (o código do aplicativo autenticador) da sua conta no ${siteText}.`
      : `Um administrador removeu a verificação em duas etapas (o código do aplicativo autenticador) da sua conta no ${siteText}.`

  const html = renderLayout({
    title: subject,
    preheader: whoText(reset.reset_by_name, site),
    siteName: site,
    siteUrl: context.siteUrl,
    content: [
      heading(subject),
      paragraph(escapeHtml(greeting)),
      paragraph(
        whoText(reset.reset_by_name && `<strong>${escapeHtml(reset.reset_by_name)}</strong>`, escapeHtml(site)),
      ),
      paragraph(escapeHtml(NEXT_SIGN_IN)),
      paragraph(`<strong>${escapeHtml(NOT_ASKED)}</strong>`),
    ].join('\n'),
  })

  const text = plainTextEmail(
    [greeting, '', whoText(reset.reset_by_name, site), '', NEXT_SIGN_IN, '', NOT_ASKED],
    [site, context.siteUrl],
  )
  return { subject, html, text }
}
