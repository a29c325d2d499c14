// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderEmail } from '../../../mailer/templates/registry'
import { TemplateError } from '../../../mailer/templates/template-error'

const TOKEN = '7c1f0c52-3a55-4c1e-9c55-0b8f5f0f2a11.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde'
const PAYLOAD = {
  title: 'Canabidiol & <sono>',
  excerpt: 'Resumo.',
  image: 'javascript:alert(1)',
  slug: 'canabidiol-e-sono',
  unsubscribe_token: TOKEN,
}
const CONTEXT = { siteUrl: 'https://blog.example.org', siteName: 'Cannabis Medicinal' }

describe('newsletter_post e-mail', () => {
  it('escapes the title, drops a cover that is not http(s), and links the article and the unsubscribe page', () => {
    const email = renderEmail('newsletter_post', PAYLOAD, CONTEXT)
    expect(email.subject).toBe('Canabidiol & <sono>')
    expect(email.html).toContain('Canabidiol &#38; &#60;sono&#62;')
    expect(email.html).not.toContain('<img')
    // The article's link carries the campaign the site's audience groups as "Newsletter".
    const article =
      'https://blog.example.org/blog/post/canabidiol-e-sono?utm_source=newsletter&utm_medium=email&utm_campaign=canabidiol-e-sono'
    expect(email.html).toContain(`href="${article.replaceAll('&', '&#38;')}"`)
    expect(email.text).toContain(`Leia o artigo: ${article}`)
    expect(email.text).toContain(
      `Cancelar inscrição: https://blog.example.org/newsletter/descadastrar?token=${encodeURIComponent(TOKEN)}`,
    )
  })

  it('offers the one-click POST only when the mailer has its endpoint; otherwise List-Unsubscribe names the page', () => {
    expect(renderEmail('newsletter_post', PAYLOAD, CONTEXT).headers).toEqual({
      'List-Unsubscribe': `<https://blog.example.org/newsletter/descadastrar?token=${encodeURIComponent(TOKEN)}>`,
    })
    expect(
      renderEmail('newsletter_post', PAYLOAD, {
        ...CONTEXT,
        oneClickUnsubscribeUrl: 'https://mailer.example.org/newsletter/unsubscribe',
      }).headers,
    ).toEqual({
      'List-Unsubscribe': `<https://mailer.example.org/newsletter/unsubscribe?token=${encodeURIComponent(TOKEN)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('refuses a payload without a title, a slug or a signed token as a permanent failure', () => {
    for (const broken of [
      { ...PAYLOAD, title: '' },
      { ...PAYLOAD, slug: '../x' },
      { ...PAYLOAD, unsubscribe_token: 'x' },
    ]) {
      expect(() => renderEmail('newsletter_post', broken, CONTEXT)).toThrow(TemplateError)
    }
  })
})
