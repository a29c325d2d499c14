// The e-mail outbox end to end (docs/decisions/016-email-outbox-and-mailer.md): an admin's
// invite_staff() through the real supabase-js queues a message, the mailer claims it with the
// service role and sends it over SMTP to the stack's receiver, and the mailbox shows it.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSmtpReceiver } from '../../local/supabase/mailbox/smtp-receiver.ts'
import { freePort } from '../utils/free-port.ts'
import { uniqueEmail, type SignedInUser } from '../utils/local-stack.ts'
import { startTestMailer, TEST_SITE_URL, type TestMailer } from '../utils/mailer-test-env.ts'
import { useTestStack } from './fixtures.ts'

interface OutboxRow {
  id: string
  template: string
  recipient: string
  payload: Record<string, unknown>
  attempts: number
  /** next_attempt_at in epoch milliseconds. */
  next_attempt_ms: number
  locked_until: string | null
  sent_at: string | null
  failed_at: string | null
  last_error: string | null
}

const t = useTestStack()
let admin: SignedInUser
let service: SupabaseClient
const mailers: TestMailer[] = []

beforeAll(async () => {
  // The first account of a fresh database is the admin; everyone after it needs an invitation.
  admin = await t().signUpUser({ email: uniqueEmail('ana-admin'), data: { full_name: 'Ana Admin' } })
  service = t().createTestClient(t().serviceKey)
  const { data } = await admin.client.from('profiles').select('role').eq('id', admin.userId).single()
  expect(data?.role).toBe('admin')
})
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.stop()))
  // A test that failed half-way must not leave a due message for the next one to count.
  await t().stack.ctx.db.query(
    `update public.email_outbox set failed_at = now() where sent_at is null and failed_at is null`,
  )
})

function mailer(options: Parameters<typeof startTestMailer>[1] = {}): TestMailer {
  const started = startTestMailer(t(), { poll: false, ...options })
  mailers.push(started)
  return started
}

async function invite(
  email: string,
  role: 'author' | 'editor' | 'admin' = 'editor',
  fullName: string | null = 'Maria Souza',
) {
  const { data, error } = await admin.client.rpc('invite_staff', {
    p_email: email,
    p_role: role,
    p_full_name: fullName,
  })
  expect(error).toBeNull()
  return data as { id: string; email: string; expires_at: string }
}

/** The outbox as the database owner sees it (no API role can read it). */
async function outboxFor(recipient: string): Promise<OutboxRow[]> {
  const { rows } = await t().stack.ctx.db.query<OutboxRow>(
    `select id, template, recipient, payload, attempts, (extract(epoch from next_attempt_at) * 1000)::float8 as next_attempt_ms,
            locked_until::text, sent_at::text,
            failed_at::text, last_error
       from public.email_outbox where recipient = lower($1) order by created_at`,
    [recipient],
  )
  return rows
}

describe('staff invitation e-mail', () => {
  it('reaches the invitee exactly once, with the invitation link, the role in Portuguese, HTML and text', async () => {
    const m = mailer()
    const email = uniqueEmail('convidada')
    const invitation = await invite(email, 'editor', 'Maria Souza')

    expect(await m.flush()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0, skipped: 0 })

    const inbox = await t().mailbox(email)
    expect(inbox).toHaveLength(1)
    const [message] = inbox
    // The link carries the invitation's secret in its fragment; the outbox forgets it once sent.
    const link = message.links.find((href) => href.startsWith(`${TEST_SITE_URL}/admin/convite/${invitation.id}#`)) ?? ''
    const secret = link.split('#')[1]
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(message).toMatchObject({
      to: email,
      type: 'staff_invitation',
      subject: 'Convite para a equipe do Cannabis Medicinal',
    })
    expect(message.text).toContain(link)
    expect(message.text).toContain(
      'Ana Admin convidou você para fazer parte da equipe do Cannabis Medicinal com a função de Editor.',
    )
    expect(message.text).toContain('Olá, Maria Souza!')
    expect(message.html).toContain(`href="${link}"`)
    expect(message.html).toContain('<strong>Editor</strong>')
    expect(message.html).toMatch(/<html lang="pt-BR">/)

    const [row] = await outboxFor(email)
    expect(row).toMatchObject({
      template: 'staff_invitation',
      attempts: 1,
      failed_at: null,
      last_error: null,
      locked_until: null,
    })
    expect(row.sent_at).not.toBeNull()
    expect(row.payload.invitation_id).toBe(invitation.id)
    expect(row.payload).not.toHaveProperty('invitation_secret')

    // Nothing is due any more: a second round sends nothing.
    expect(await m.flush()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0, skipped: 0 })
    expect(await t().mailbox(email)).toHaveLength(1)

    // The link's id and secret are the real invitation: the page it opens finds it, pending.
    const preview = await t()
      .createTestClient()
      .rpc('staff_invitation_preview', { p_id: invitation.id, p_secret: secret })
    expect(preview.data).toMatchObject({ email, role: 'editor', state: 'pending' })
  })

  it('a running mailer delivers a new invitation by itself within its poll interval', async () => {
    mailer({ poll: true, pollMs: 100 })
    const email = uniqueEmail('autor')
    await invite(email, 'author', null)
    await vi.waitFor(async () => expect(await t().mailbox(email)).toHaveLength(1), { timeout: 10_000, interval: 100 })
    const [message] = await t().mailbox(email)
    expect(message.text).toContain('com a função de Autor.')
    expect(message.text).toContain('Olá!')
  })

  it('stop() lets the round in flight finish: its message is sent and reported before stop() resolves', async () => {
    const m = mailer()
    const email = uniqueEmail('parada')
    await invite(email)
    const round = m.flush()
    await m.stop()
    const [row] = await outboxFor(email)
    expect(row.sent_at).not.toBeNull()
    expect(await round).toMatchObject({ claimed: 1, sent: 1 })
    expect(await t().mailbox(email)).toHaveLength(1)
    await expect(m.flush()).rejects.toThrow('The mailer is stopped')
  })

  it('POST /mailbox/flush runs a round of the mailer attached to the stack, and answers 409 without one', async () => {
    expect((await fetch(`${t().url}/mailbox/flush`, { method: 'POST' })).status).toBe(409)
    const m = mailer()
    t().stack.mailbox.attachFlusher(() => m.flush())
    try {
      const email = uniqueEmail('atualizar')
      await invite(email)
      const response = await fetch(`${t().url}/mailbox/flush`, { method: 'POST' })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0, skipped: 0 })
      expect(await t().mailbox(email)).toHaveLength(1)
    } finally {
      t().stack.mailbox.attachFlusher(null)
    }
  })

  it('keeps a message when SMTP cannot be reached, retries it on the schedule, and delivers it once SMTP is back', async () => {
    const port = await freePort()
    const m = mailer({ smtpUrl: `smtp://mailer:senha-smtp-secreta@127.0.0.1:${port}` })
    const email = uniqueEmail('sem-smtp')
    await invite(email)

    const before = Date.now()
    expect(await m.flush()).toEqual({ claimed: 1, sent: 0, retried: 1, failed: 0, skipped: 0 })
    let [row] = await outboxFor(email)
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, locked_until: null })
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i)
    // attempts² minutes: the first retry is a minute later.
    expect(row.next_attempt_ms).toBeGreaterThan(before + 50_000)
    expect(row.next_attempt_ms).toBeLessThan(Date.now() + 61_000)
    // Not due yet: the next round leaves it alone.
    expect(await m.flush()).toMatchObject({ claimed: 0 })
    expect(await t().mailbox(email)).toEqual([])

    // Neither the SMTP password nor the service-role key reaches a log line or the stored error.
    expect(m.logs.join('\n')).not.toContain('senha-smtp-secreta')
    expect(m.logs.join('\n')).not.toContain(t().serviceKey)
    expect(row.last_error).not.toContain('senha-smtp-secreta')

    // SMTP comes back on the same address, and the minute passes.
    const receiver = await startSmtpReceiver(t().stack.mailbox, { port })
    try {
      await t().stack.ctx.db.query(
        `update public.email_outbox set next_attempt_at = now() - interval '1 second' where id = $1`,
        [row.id],
      )
      expect(await m.flush()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0, skipped: 0 })
    } finally {
      await receiver.close()
    }
    ;[row] = await outboxFor(email)
    expect(row).toMatchObject({ attempts: 2, failed_at: null })
    expect(row.sent_at).not.toBeNull()
    expect(await t().mailbox(email)).toHaveLength(1)
  })

  it('never sends the SMTP login in clear text to a server that is not on this machine and offers no STARTTLS', async () => {
    // 127.0.0.2 is this machine too, but not an address the mailer treats as the local stack's receiver.
    const plain = await startSmtpReceiver(t().stack.mailbox, { port: 0, host: '127.0.0.2' })
    try {
      const m = mailer({ smtpUrl: `smtp://mailer:senha-smtp-secreta@127.0.0.2:${plain.port}` })
      const email = uniqueEmail('sem-tls')
      await invite(email)
      expect(await m.flush()).toMatchObject({ claimed: 1, sent: 0, retried: 1 })
      const [row] = await outboxFor(email)
      expect(row.last_error).toMatch(/STARTTLS|TLS/)
      expect(await t().mailbox(email)).toEqual([])
    } finally {
      await plain.close()
    }
  })

  it('does not send a message another mailer claimed and died with while it is locked, and sends it once the lock expires', async () => {
    const m = mailer()
    const email = uniqueEmail('travada')
    await invite(email)
    // The mailer that died: it claimed the message and never reported on it.
    const dead = await service.rpc('claim_email_outbox', { p_limit: 10 })
    expect(dead.error).toBeNull()
    expect((dead.data as OutboxRow[]).map((r) => r.recipient)).toContain(email)

    expect(await m.flush()).toMatchObject({ claimed: 0, sent: 0 })
    expect(await t().mailbox(email)).toEqual([])

    const [locked] = await outboxFor(email)
    expect(locked.locked_until).not.toBeNull()
    await t().stack.ctx.db.query(
      `update public.email_outbox set locked_until = now() - interval '1 second' where id = $1`,
      [locked.id],
    )

    expect(await m.flush()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0, skipped: 0 })
    expect(await m.flush()).toMatchObject({ claimed: 0 })
    expect(await t().mailbox(email)).toHaveLength(1)
    const [row] = await outboxFor(email)
    expect(row.attempts).toBe(2)
    expect(row.sent_at).not.toBeNull()
  })

  it('marks a message failed at once when the SMTP server refuses the recipient (5xx), and never retries it', async () => {
    const m = mailer()
    // The local SMTP receiver refuses the reserved .invalid domain with 550, as a provider refuses an unknown mailbox.
    const email = uniqueEmail('nao-existe').replace('@example.com', '@example.invalid')
    await invite(email)

    expect(await m.flush()).toEqual({ claimed: 1, sent: 0, retried: 0, failed: 1, skipped: 0 })
    const [row] = await outboxFor(email)
    expect(row).toMatchObject({ attempts: 1, sent_at: null, locked_until: null })
    expect(row.failed_at).not.toBeNull()
    expect(row.last_error).toContain('550')
    expect(await m.flush()).toMatchObject({ claimed: 0 })
    expect(await t().mailbox(email)).toEqual([])
  })

  it('marks a message of an unknown template failed at once, with an error that names the template', async () => {
    const m = mailer()
    const email = uniqueEmail('modelo')
    await t().stack.ctx.db.query(`select public.enqueue_email('newsletter_issue', $1, '{}'::jsonb)`, [email])

    expect(await m.flush()).toEqual({ claimed: 1, sent: 0, retried: 0, failed: 1, skipped: 0 })
    const [row] = await outboxFor(email)
    expect(row.failed_at).not.toBeNull()
    expect(row.last_error).toContain('Unknown e-mail template "newsletter_issue"')
    expect(await t().mailbox(email)).toEqual([])
  })
})

describe('a message that is no longer wanted', () => {
  it('is not sent when a resend replaced its link while it waited; the newer e-mail goes out', async () => {
    const m = mailer()
    const email = uniqueEmail('reenviada')
    const invitation = await invite(email)
    const resent = await admin.client.rpc('resend_staff_invitation', { p_id: invitation.id })
    expect(resent.error).toBeNull()

    expect(await m.flush()).toEqual({ claimed: 2, sent: 1, retried: 0, failed: 0, skipped: 1 })
    const [older, newer] = await outboxFor(email)
    expect(older.last_error).toBe('Not sent: the invitation no longer exists, or a newer e-mail replaced this link')
    expect(newer.sent_at).not.toBeNull()
    expect([older.payload, newer.payload].filter((payload) => 'invitation_secret' in payload)).toEqual([])
    expect(await t().mailbox(email)).toHaveLength(1)
  })

  it('is not sent when its invitation was revoked while it waited, and is marked failed with the reason', async () => {
    const m = mailer()
    const email = uniqueEmail('revogada')
    const invitation = await invite(email)
    const revoked = await admin.client.rpc('revoke_staff_invitation', { p_id: invitation.id })
    expect(revoked.error).toBeNull()

    expect(await m.flush()).toEqual({ claimed: 1, sent: 0, retried: 0, failed: 0, skipped: 1 })
    const [row] = await outboxFor(email)
    expect(row.failed_at).not.toBeNull()
    expect(row.sent_at).toBeNull()
    expect(row.last_error).toBe('Not sent: the invitation is revoked')
    expect(await t().mailbox(email)).toEqual([])
  })
})

describe('the outbox is closed to the API roles', () => {
  it('anon and a signed-in admin can neither read email_outbox nor claim or complete its messages', async () => {
    const email = uniqueEmail('fechada')
    await invite(email)
    const [queued] = await outboxFor(email)

    for (const client of [t().createTestClient(), admin.client]) {
      const read = await client.from('email_outbox').select('*')
      expect(read.error?.code).toBe('42501')
      expect(read.data).toBeNull()
      const claim = await client.rpc('claim_email_outbox', { p_limit: 10 })
      expect(claim.error?.code).toBe('42501')
      const complete = await client.rpc('complete_email_outbox', { p_id: queued.id, p_error: null, p_permanent: false })
      expect(complete.error?.code).toBe('42501')
    }

    // Nothing was claimed or marked by those calls.
    const [row] = await outboxFor(email)
    expect(row).toMatchObject({ attempts: 0, locked_until: null, sent_at: null, failed_at: null })
  })
})
