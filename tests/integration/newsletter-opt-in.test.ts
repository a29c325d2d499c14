// The newsletter's double opt-in end to end: the public form's call through the real supabase-js, the
// confirmation e-mail the mailer sends over SMTP into the mailbox, and its link confirming the address.
import { afterEach, describe, expect, it } from 'vitest'
import { NEWSLETTER_CONSENT } from '../../src/features/newsletter/consent.ts'
import { uniqueEmail } from '../utils/local-stack.ts'
import { startTestMailer, TEST_SITE_URL, type TestMailer } from '../utils/mailer-test-env.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
const mailers: TestMailer[] = []
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.stop()))
})
const mailer = () => {
  const started = startTestMailer(t(), { poll: false })
  mailers.push(started)
  return started
}

const subscribe = (email: string) =>
  t().createTestClient().rpc('subscribe_newsletter', {
    p_email: email,
    p_source: 'home',
    p_page: '/',
    p_consent_version: NEWSLETTER_CONSENT.version,
  })

describe('newsletter double opt-in', () => {
  it('the form shows the words the database records for its consent version', async () => {
    const { data, error } = await t()
      .createTestClient()
      .from('newsletter_consent_texts')
      .select('body')
      .eq('version', NEWSLETTER_CONSENT.version)
      .single()
    expect(error).toBeNull()
    expect(data?.body).toBe(NEWSLETTER_CONSENT.text)
  })

  it('answers a new and a known address alike, e-mails one confirmation link, and the link confirms the address', async () => {
    const email = uniqueEmail('leitora')
    const first = await subscribe(email)
    const again = await subscribe(email)
    expect([first.status, first.error, first.data]).toEqual([again.status, again.error, again.data])
    expect(first.error).toBeNull()

    await mailer().flush()
    const mails = await t().mailbox(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ type: 'newsletter_confirmation' })
    expect(mails[0].subject).toContain('Confirme sua inscrição na newsletter')
    const link = mails[0].links.find((href) => href.startsWith(`${TEST_SITE_URL}/newsletter/confirmar?token=`))
    expect(link).toBeDefined()
    expect(mails[0].text).toContain(link!)

    const token = new URL(link!).searchParams.get('token')
    const confirmed = await t().createTestClient().rpc('confirm_newsletter', { p_token: token })
    expect(confirmed).toMatchObject({ data: 'confirmed', error: null })
    const { rows } = await t().stack.ctx.db.query<{ status: string }>(
      'select status from public.newsletter_subscribers where email = $1',
      [email],
    )
    expect(rows).toEqual([{ status: 'confirmed' }])
  })

  it('does not send a confirmation that waited while the address was confirmed', async () => {
    const email = uniqueEmail('apressada')
    await subscribe(email)
    await t().stack.ctx.db.query(`update public.newsletter_subscribers set status = 'confirmed' where email = $1`, [
      email,
    ])
    await mailer().flush()
    expect(await t().mailbox(email)).toEqual([])
    const { rows } = await t().stack.ctx.db.query<{ last_error: string }>(
      `select last_error from public.email_outbox where recipient = $1`,
      [email],
    )
    expect(rows[0].last_error).toContain('the subscription is confirmed')
  })

  it('refuses an invalid address with 22023 invalid_email, nothing stored', async () => {
    const { error } = await subscribe('sem-arroba')
    expect(error).toMatchObject({ code: '22023', hint: 'invalid_email' })
  })
})
