// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderEmail } from '../../../mailer/templates/registry'
import { renderStaffNotifications } from '../../../mailer/templates/staff-notifications'
import { TemplateError } from '../../../mailer/templates/template-error'

const CONTEXT = { siteUrl: 'https://blog.example.org/', siteName: 'Cannabis Medicinal' }
const POST = '7c1f0c52-3a55-4c1e-9c55-0b8f5f0f2a11'
const NOTE = '0b8f5f0f-2a11-4c1e-9c55-7c1f0c523a55'

function item(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'post_submitted',
    post_id: POST,
    post_title: 'CBD na epilepsia',
    note_id: null,
    actor_name: 'Ana Autora',
    // 02:30 UTC on the 22nd is still the 21st in Brasília (UTC−3).
    created_at: '2026-03-22T02:30:00+00:00',
    ...overrides,
  }
}

describe('staff_notifications e-mail', () => {
  it('says what happened in its subject, links the post and the preferences, in HTML and in plain text', () => {
    const email = renderStaffNotifications({ digest: false, items: [item()] }, CONTEXT)
    expect(email.subject).toBe('Ana Autora enviou “CBD na epilepsia” para revisão')
    expect(email.text).toContain('- Ana Autora enviou “CBD na epilepsia” para revisão.')
    expect(email.text).toContain(
      `21 de março de 2026, às 23:30 (horário de Brasília): https://blog.example.org/admin/posts/${POST}`,
    )
    expect(email.text).toContain('https://blog.example.org/admin/notificacoes#preferencias')
    expect(email.html).toContain('<strong>“CBD na epilepsia”</strong>')
    expect(email.html).toContain(`href="https://blog.example.org/admin/posts/${POST}"`)
    expect(email.html).toContain('href="https://blog.example.org/admin/notificacoes#preferencias"')
    expect(email.html).toContain('Cannabis Medicinal')
  })

  it('puts a burst in one e-mail, each notice with its own link, a note’s opening the note', () => {
    const items = [
      item({ kind: 'note_mention', note_id: NOTE, actor_name: 'Edu Editor' }),
      item({ kind: 'post_returned', actor_name: 'Edu Editor' }),
      item({ kind: 'post_live', actor_name: null }),
    ]
    const email = renderStaffNotifications({ digest: false, items }, CONTEXT)
    expect(email.subject).toBe('3 novidades na redação do Cannabis Medicinal')
    expect(email.text).toContain('Edu Editor mencionou você em uma nota em “CBD na epilepsia”.')
    expect(email.text).toContain(`/admin/posts/${POST}?nota=${NOTE}`)
    expect(email.text).toContain('Edu Editor devolveu “CBD na epilepsia” ao autor, com uma nota.')
    expect(email.text).toContain('“CBD na epilepsia” foi publicado.')
    expect(email.html.match(/<li /g)).toHaveLength(3)
  })

  it('calls the daily digest a digest', () => {
    const email = renderStaffNotifications({ digest: true, items: [item(), item({ kind: 'review_due' })] }, CONTEXT)
    expect(email.subject).toBe('Resumo diário da redação do Cannabis Medicinal')
    expect(email.text).toContain('A revisão técnica de “CBD na epilepsia” vence em até 7 dias.')
  })

  it('escapes a hostile title and name in HTML and keeps them on one line in the subject', () => {
    const hostile = item({ post_title: '<img src=x onerror=alert(1)>\nBcc: x@y.z', actor_name: '"><script>1</script>' })
    const email = renderStaffNotifications({ digest: false, items: [hostile] }, CONTEXT)
    expect(email.html).not.toContain('<img src=x')
    expect(email.html).not.toContain('<script>1')
    expect(email.html).toContain('&#60;img src=x onerror=alert(1)&#62; Bcc: x@y.z')
    expect(email.subject).not.toMatch(/[\r\n]/)
  })

  it.each([
    [{ digest: false, items: [] }, /non-empty/],
    [{ items: [item({ kind: 'gossip' })] }, /unknown kind/],
    [{ items: [item({ post_id: '../../admin' })] }, /UUID/],
    [{ items: [item({ created_at: 'ontem' })] }, /ISO date/],
    [null, /object/],
  ])('refuses a payload it cannot send (%#) as a permanent failure', (payload, message) => {
    expect(() => renderEmail('staff_notifications', payload, CONTEXT)).toThrow(TemplateError)
    expect(() => renderEmail('staff_notifications', payload, CONTEXT)).toThrow(message)
  })
})
