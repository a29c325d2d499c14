// `newsletter_post`: queued by release_newsletter_send() (supabase/migrations/20250101123600_newsletter_sends.sql),
// one per confirmed subscriber, with the post as it was when it went out: {send_id, post_id, title,
// excerpt, image, slug, unsubscribe_token}. Every e-mail carries the unsubscribe link in its footer and
// in the List-Unsubscribe headers (RFC 2369 and RFC 8058's one-click POST, which Gmail and Yahoo ask
// of bulk senders).
import { escapeHtml, oneLine } from './escape-html.ts'
import { button, heading, paragraph, plainTextEmail, renderLayout } from './layout.ts'
import { TemplateError, type RenderedEmail, type TemplateContext } from './template-error.ts'

const SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/
const UNSUBSCRIBE_TOKEN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/

interface NewsletterPostPayload {
  title: string
  excerpt: string
  image: string | null
  slug: string
  unsubscribe_token: string
}

function parse(payload: unknown): NewsletterPostPayload {
  const p = (payload ?? {}) as Record<string, unknown>
  if (typeof p.title !== 'string' || !p.title.trim()) throw new TemplateError('newsletter_post: "title" is missing')
  if (typeof p.slug !== 'string' || !SLUG.test(p.slug))
    throw new TemplateError('newsletter_post: "slug" is missing or malformed')
  if (typeof p.unsubscribe_token !== 'string' || !UNSUBSCRIBE_TOKEN.test(p.unsubscribe_token)) {
    throw new TemplateError('newsletter_post: "unsubscribe_token" is missing or malformed')
  }
  return {
    title: oneLine(p.title),
    excerpt: typeof p.excerpt === 'string' ? p.excerpt.trim() : '',
    image: typeof p.image === 'string' && p.image.trim() ? p.image.trim() : null,
    slug: p.slug,
    unsubscribe_token: p.unsubscribe_token,
  }
}

const base = (url: string) => url.replace(/\/+$/, '')

/** A cover kept by the site itself ("/seed-images/…") needs the site's address in an e-mail. */
function absolute(url: string, siteUrl: string): string | null {
  try {
    const resolved = new URL(url, `${base(siteUrl)}/`)
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.toString() : null
  } catch {
    return null
  }
}

export function renderNewsletterPost(payload: unknown, context: TemplateContext): RenderedEmail {
  const post = parse(payload)
  const site = oneLine(context.siteName)
  // Tagged so the site's audience counts the e-mail's readers as "Newsletter", per post
  // (docs/decisions/062-audience-without-cookies.md); the tags name the campaign, never the reader.
  const campaign = new URLSearchParams({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: post.slug })
  const link = `${base(context.siteUrl)}/blog/post/${encodeURIComponent(post.slug)}?${campaign.toString()}`
  const unsubscribePage = `${base(context.siteUrl)}/newsletter/descadastrar?token=${encodeURIComponent(post.unsubscribe_token)}`
  const oneClick = context.oneClickUnsubscribeUrl
    ? `${base(context.oneClickUnsubscribeUrl)}?token=${encodeURIComponent(post.unsubscribe_token)}`
    : null
  const image = post.image ? absolute(post.image, context.siteUrl) : null
  const why = `Você recebe este e-mail porque confirmou a inscrição na newsletter do ${site}.`
  const medical =
    'Conteúdo informativo: não substitui a consulta, o diagnóstico ou o acompanhamento de um profissional de saúde.'

  const html = renderLayout({
    title: post.title,
    preheader: post.excerpt || post.title,
    siteName: site,
    siteUrl: context.siteUrl,
    content: [
      image
        ? `<img src="${escapeHtml(image)}" alt="" width="496" style="display:block;width:100%;max-width:496px;height:auto;margin:0 0 20px;border-radius:8px;">`
        : '',
      heading(post.title),
      post.excerpt ? paragraph(escapeHtml(post.excerpt)) : '',
      button(link, 'Ler o artigo'),
      paragraph(escapeHtml(medical), { small: true, muted: true }),
    ]
      .filter(Boolean)
      .join('\n'),
    footer: `${escapeHtml(why)} <a href="${escapeHtml(unsubscribePage)}" target="_blank" class="email-link" style="color:inherit;text-decoration:underline;">Cancelar inscrição</a>`,
  })
  const text = plainTextEmail(
    [post.title, '', ...(post.excerpt ? [post.excerpt, ''] : []), `Leia o artigo: ${link}`, '', medical],
    [why, `Cancelar inscrição: ${unsubscribePage}`, site, context.siteUrl],
  )
  const headers: Record<string, string> = { 'List-Unsubscribe': `<${oneClick ?? unsubscribePage}>` }
  if (oneClick) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click'
  return { subject: post.title, html, text, headers }
}
