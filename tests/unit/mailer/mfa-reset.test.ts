// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderEmail } from '../../../mailer/templates/registry'
import { TemplateError } from '../../../mailer/templates/template-error'

const CONTEXT = { siteUrl: 'https://blog.example.org', siteName: 'Cannabis Medicinal' }
const render = (payload: unknown) => renderEmail('mfa_reset', payload, CONTEXT)

describe('mfa_reset e-mail', () => {
  it('names the admin who removed the two-step verification, what happens next and whom to tell', () => {
    const email = render({ full_name: 'Maria Souza', reset_by_name: 'Ana Admin' })
    expect(email.subject).toBe('Sua verificação em duas etapas no Cannabis Medicinal foi redefinida')
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Olá, Maria Souza!')
      expect(part).toContain(
        'se o site exigir a verificação em duas etapas, você será solicitado a configurá-la de novo',
      )
      expect(part).toContain('Se você não pediu essa redefinição, entre em contato com os administradores do site')
    }
    expect(email.text).toContain(
      'O administrador Ana Admin removeu a verificação em duas etapas (o código do aplicativo autenticador) da sua conta no Cannabis Medicinal.',
    )
    expect(email.html).toContain('O administrador <strong>Ana Admin</strong> removeu')
  })

  it('still says what happened without names', () => {
    const email = render({ full_name: null, reset_by_name: null })
    expect(email.text).toMatch(/^Olá!\n/)
    expect(email.text).toContain('Um administrador removeu a verificação em duas etapas')
  })

  it('escapes hostile names in HTML and keeps them on one line in the text and the subject', () => {
    const email = renderEmail(
      'mfa_reset',
      { full_name: '<img src=x onerror=alert(1)>\nBcc: x@y.z', reset_by_name: '"><script>1</script>' },
      { ...CONTEXT, siteName: 'Blog <b>\nX' },
    )
    expect(email.html).not.toContain('<script>1')
    expect(email.html).not.toContain('<img src=x')
    expect(email.html).not.toContain('<b>')
    expect(email.html).toContain('&#60;img src=x onerror=alert(1)&#62; Bcc: x@y.z')
    expect(email.html).toContain('&#34;&#62;&#60;script&#62;1&#60;/script&#62;')
    expect(email.subject).toBe('Sua verificação em duas etapas no Blog <b> X foi redefinida')
    expect(email.text).toContain('Olá, <img src=x onerror=alert(1)> Bcc: x@y.z!\n')
  })

  it('refuses a payload it cannot render (a permanent failure)', () => {
    expect(() => render(null)).toThrow(TemplateError)
    expect(() => render({ full_name: 42 })).toThrow('mfa_reset: "full_name" must be a string or null')
  })
})
