// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { renderEmail } from '../../../mailer/templates/registry'
import { renderStaffInvitation } from '../../../mailer/templates/staff-invitation'
import { TemplateError } from '../../../mailer/templates/template-error'

const CONTEXT = { siteUrl: 'https://blog.example.org', siteName: 'Cannabis Medicinal' }
const INVITATION_ID = '7c1f0c52-3a55-4c1e-9c55-0b8f5f0f2a11'
const SECRET = 'q7Xo2kR9-vB_3nTfW0yZcLd8uE5hJ1aMgPsK4iN6rQw'
const LINK = `https://blog.example.org/admin/convite/${INVITATION_ID}#${SECRET}`

function payload(overrides: Record<string, unknown> = {}) {
  return {
    invitation_id: INVITATION_ID,
    invitation_secret: SECRET,
    role: 'editor',
    full_name: 'Maria Souza',
    invited_by_name: 'Ana Admin',
    // 02:30 UTC on the 22nd is still the 21st in Brasília (UTC−3).
    expires_at: '2025-03-22T02:30:00.123456+00:00',
    ...overrides,
  }
}

const originalTz = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTz
})

describe('staff_invitation e-mail', () => {
  it('names the inviter, the role in Portuguese and the link, in HTML and in plain text', () => {
    const email = renderStaffInvitation(payload(), CONTEXT)
    expect(email.subject).toBe('Convite para a equipe do Cannabis Medicinal')
    expect(email.text).toContain(
      'Ana Admin convidou você para fazer parte da equipe do Cannabis Medicinal com a função de Editor.',
    )
    expect(email.text).toContain(`\n${LINK}\n`)
    expect(email.html).toContain(`href="${LINK}"`)
    expect(email.html).toContain('Aceitar convite')
    expect(email.html).toContain('<strong>Editor</strong>')
    expect(email.text).toContain('Se você não esperava este convite, pode ignorar este e-mail')
    expect(email.text).toContain('O link é pessoal e serve para um único cadastro: não o encaminhe.')
  })

  it.each([
    ['author', 'Autor'],
    ['editor', 'Editor'],
    ['admin', 'Administrador'],
  ])('calls the %s role "%s"', (role, label) => {
    const email = renderStaffInvitation(payload({ role }), CONTEXT)
    expect(email.text).toContain(`com a função de ${label}.`)
    expect(email.html).toContain(`<strong>${label}</strong>`)
  })

  it('says who is invited without an inviter or a name', () => {
    const email = renderStaffInvitation(payload({ invited_by_name: null, full_name: null }), CONTEXT)
    expect(email.text).toMatch(/^Olá!\n/)
    expect(email.text).toContain(
      'Você recebeu um convite para fazer parte da equipe do Cannabis Medicinal com a função de Editor.',
    )
  })

  it('gives the expiry in Brasília time, in pt-BR, whatever the server time zone', () => {
    process.env.TZ = 'Asia/Tokyo'
    const email = renderStaffInvitation(payload(), CONTEXT)
    expect(email.text).toContain('O convite vale até 21 de março de 2025, às 23:30 (horário de Brasília).')
    expect(email.html).toContain('21 de março de 2025, às 23:30 (horário de Brasília)')
  })

  it('escapes every value it puts in the HTML', () => {
    const email = renderStaffInvitation(
      payload({
        full_name: '<script>alert(1)</script>',
        invited_by_name: 'Zé "Admin" <img src=x onerror=alert(2)> & Cia',
      }),
      { siteUrl: 'https://blog.example.org/?a="><b>', siteName: "Blog <i>d'Ana</i>" },
    )
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('<img')
    expect(email.html).not.toContain('<i>')
    expect(email.html).not.toContain('"><b>')
    expect(email.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(email.html).toContain('Zé &#34;Admin&#34; &#60;img src=x onerror=alert(2)&#62; &#38; Cia')
    expect(email.html).toContain('Blog &#60;i&#62;d&#39;Ana&#60;/i&#62;')
    // Plain text is not HTML: the names read as typed, but on one line.
    expect(email.text).toContain('Olá, <script>alert(1)</script>!')
  })

  it('keeps a name with line breaks on one line of the plain text', () => {
    const email = renderStaffInvitation(payload({ invited_by_name: 'Ana\n\nClique aqui: http://mal.example' }), CONTEXT)
    expect(email.text).toContain('Ana Clique aqui: http://mal.example convidou você')
  })

  it('refuses a payload it cannot render (a permanent failure for the mailer)', () => {
    expect(() => renderStaffInvitation(payload({ role: 'owner' }), CONTEXT)).toThrow(TemplateError)
    expect(() => renderStaffInvitation(payload({ invitation_id: '../../admin' }), CONTEXT)).toThrow(TemplateError)
    expect(() => renderStaffInvitation(payload({ expires_at: 'amanhã' }), CONTEXT)).toThrow(TemplateError)
    // Queued before links carried a secret, or a secret that would break out of the fragment.
    expect(() => renderStaffInvitation(payload({ invitation_secret: undefined }), CONTEXT)).toThrow(/invitation_secret/)
    expect(() => renderStaffInvitation(payload({ invitation_secret: `${SECRET.slice(1)}"` }), CONTEXT)).toThrow(
      TemplateError,
    )
    expect(() => renderStaffInvitation(null, CONTEXT)).toThrow(TemplateError)
  })

  it('is what the registry renders for staff_invitation; an unknown template is a TemplateError naming it', () => {
    expect(renderEmail('staff_invitation', payload(), CONTEXT)).toEqual(renderStaffInvitation(payload(), CONTEXT))
    expect(() => renderEmail('newsletter_issue', {}, CONTEXT)).toThrow(TemplateError)
    expect(() => renderEmail('newsletter_issue', {}, CONTEXT)).toThrow(/Unknown e-mail template "newsletter_issue"/)
    expect(() => renderEmail('toString', {}, CONTEXT)).toThrow(TemplateError)
  })
})
