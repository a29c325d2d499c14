// `newsletter_confirmation`: queued by subscribe_newsletter() and resend_newsletter_confirmation()
// (supabase/migrations/20250101123500_newsletter_consent.sql) with {token, subscriber_id}. The link opens
// the SPA's /newsletter/confirmar?token=…, which confirms the subscription (double opt-in).
import { escapeHtml, oneLine } from './escape-html.ts'
import { button, fallbackLink, heading, paragraph, plainTextEmail, renderLayout } from './layout.ts'
import { TemplateError, type RenderedEmail, type TemplateContext } from './template-error.ts'

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/

export function newsletterConfirmationUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/newsletter/confirmar?token=${encodeURIComponent(token)}`
}

export function renderNewsletterConfirmation(payload: unknown, context: TemplateContext): RenderedEmail {
  const token = (payload as { token?: unknown } | null)?.token
  if (typeof token !== 'string' || !TOKEN.test(token))
    throw new TemplateError('newsletter_confirmation: "token" is missing or malformed')
  const site = oneLine(context.siteName)
  const link = newsletterConfirmationUrl(context.siteUrl, token)
  const subject = `Confirme sua inscrição na newsletter do ${site}`
  const why = `Recebemos um pedido para enviar os novos artigos do ${site} para este endereço.`
  const ignore = 'Se não foi você, ignore este e-mail: sem a confirmação, este endereço não recebe nada.'

  const html = renderLayout({
    title: subject,
    preheader: 'Falta só um clique para receber os novos artigos por e-mail.',
    siteName: site,
    siteUrl: context.siteUrl,
    content: [
      heading(subject),
      paragraph(escapeHtml(why)),
      paragraph('Para confirmar a inscrição, use o botão abaixo:'),
      button(link, 'Confirmar inscrição'),
      paragraph('Se o botão não funcionar, copie este endereço no navegador:', { small: true, muted: true }),
      fallbackLink(link),
      paragraph('O link vale por <strong>48 horas</strong>.'),
      paragraph(escapeHtml(ignore), { small: true, muted: true }),
    ].join('\n'),
  })
  const text = plainTextEmail(
    [why, '', 'Para confirmar a inscrição, abra este endereço:', link, '', 'O link vale por 48 horas.', '', ignore],
    [site, context.siteUrl],
  )
  return { subject, html, text }
}
