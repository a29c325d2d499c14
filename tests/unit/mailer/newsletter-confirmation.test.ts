// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderEmail } from '../../../mailer/templates/registry'
import { TemplateError } from '../../../mailer/templates/template-error'

const CONTEXT = { siteUrl: 'https://blog.example.org/', siteName: 'Cannabis <Medicinal>' }
const TOKEN = 'Ab3_dE-fGh1jKlMnOpQrStUvWxYz0123'
const LINK = `https://blog.example.org/newsletter/confirmar?token=${TOKEN}`

describe('newsletter_confirmation e-mail', () => {
  it('carries the confirmation link and its 48-hour validity in HTML and plain text, with the site name escaped', () => {
    const email = renderEmail('newsletter_confirmation', { token: TOKEN, subscriber_id: 'x' }, CONTEXT)
    expect(email.subject).toBe('Confirme sua inscrição na newsletter do Cannabis <Medicinal>')
    expect(email.html).toContain(`href="${LINK}"`)
    expect(email.html).toContain('Confirmar inscrição')
    expect(email.html).toContain('Cannabis &#60;Medicinal&#62;')
    expect(email.html).not.toContain('Cannabis <Medicinal>')
    expect(email.text).toContain(LINK)
    expect(email.text).toContain('48 horas')
  })

  it('refuses a payload without a well-formed token as a permanent failure', () => {
    for (const payload of [{}, { token: 'curto' }, { token: `${TOKEN}"><script>` }, null]) {
      expect(() => renderEmail('newsletter_confirmation', payload, CONTEXT)).toThrow(TemplateError)
    }
  })
})
