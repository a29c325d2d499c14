// The newsletter with double opt-in and a consent record (supabase/migrations/20250101123500_newsletter_consent.sql).
import { beforeAll, describe, expect, it } from 'vitest'
import { affectedAs, createCast, errorAs, errorCodeAs, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const CONSENT = '2026-11-v1'

const subscribeSql = (email: string, version = CONSENT) =>
  `select public.subscribe_newsletter('${email}', 'home', '/blog/post/canabidiol', '${version}')`

async function subscribe(email: string) {
  expect(await errorCodeAs(db(), 'anon', subscribeSql(email))).toBeUndefined()
}

const row = async (email: string) =>
  (
    await db().query<{
      id: string
      status: string
      consent_version: string
      consent_page: string
      confirmed_at: Date | null
      unsubscribed_at: Date | null
    }>(
      `select id, status, consent_version, consent_page, confirmed_at, unsubscribed_at from public.newsletter_subscribers where email = $1`,
      [email],
    )
  ).rows[0]

/** The confirmation e-mails queued for an address, newest first, with the raw token the mailer gets. */
const confirmations = async (email: string) =>
  (
    await db().query<{ token: string }>(
      `select payload->>'token' as token from public.email_outbox where template = 'newsletter_confirmation' and recipient = $1 order by created_at desc`,
      [email],
    )
  ).rows.map((r) => r.token)

const rpcAs = async (fn: string, arg: string) =>
  (await queryAs<{ result: string }>(db(), 'anon', `select public.${fn}($1) as result`, [arg]))[0]?.result

const unsubscribeToken = async (id: string) =>
  (await db().query<{ token: string }>('select public.newsletter_unsubscribe_token($1) as token', [id])).rows[0].token

describe('subscribing (double opt-in)', () => {
  it('stores a pending subscription with the consent version, form and page, normalised, and queues one confirmation e-mail', async () => {
    await subscribe('  Leitora@Example.COM ')
    expect(await row('leitora@example.com')).toMatchObject({
      status: 'pending',
      consent_version: CONSENT,
      consent_page: '/blog/post/canabidiol',
      confirmed_at: null,
    })
    expect(await confirmations('leitora@example.com')).toHaveLength(1)
  })

  it('answers the same for a known address, and does not send a second e-mail within 10 minutes', async () => {
    await subscribe('repetida@example.com')
    await subscribe('REPETIDA@example.com')
    await subscribe('repetida@example.com')
    expect(await confirmations('repetida@example.com')).toHaveLength(1)
  })

  it('sends at most 5 confirmation e-mails a day to one address, however often the form is sent', async () => {
    await subscribe('insistente@example.com')
    for (let i = 0; i < 8; i++) {
      await db().query(
        `update public.newsletter_subscribers set last_confirmation_at = last_confirmation_at - interval '11 minutes' where email = 'insistente@example.com'`,
      )
      await subscribe('insistente@example.com')
    }
    expect(await confirmations('insistente@example.com')).toHaveLength(5)
  })

  it('refuses an invalid address or an unknown consent version with 22023, storing nothing', async () => {
    expect(await errorAs(db(), 'anon', subscribeSql('not-an-email'))).toMatchObject({
      code: '22023',
      hint: 'invalid_email',
    })
    expect(await errorAs(db(), 'anon', subscribeSql('valida@example.com', 'v-inventada'))).toMatchObject({
      code: '22023',
      hint: 'consent_version',
    })
    expect(await row('valida@example.com')).toBeUndefined()
  })

  it('visitors and staff neither read, write nor delete the table directly; the token columns are closed to every API role', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select email from public.newsletter_subscribers')).toBe('42501')
    expect(
      await errorCodeAs(
        db(),
        'anon',
        `insert into public.newsletter_subscribers (email) values ('direto@example.com')`,
      ),
    ).toBe('42501')
    for (const who of [cast.authorA, cast.editor, cast.admin]) {
      expect(
        await errorCodeAs(db(), who, `insert into public.newsletter_subscribers (email) values ('staff@example.com')`),
      ).toBe('42501')
      expect(await errorCodeAs(db(), who, `update public.newsletter_subscribers set status = 'confirmed'`)).toBe(
        '42501',
      )
      expect(await errorCodeAs(db(), who, 'select confirmation_token_hash from public.newsletter_subscribers')).toBe(
        '42501',
      )
    }
    expect(await errorCodeAs(db(), 'anon', `select public.newsletter_unsubscribe_token(gen_random_uuid())`)).toBe(
      '42501',
    )
    expect(await errorCodeAs(db(), 'anon', `select public.queue_newsletter_confirmation(gen_random_uuid())`)).toBe(
      '42501',
    )
    expect(await errorCodeAs(db(), 'anon', 'select key from public.newsletter_signing_key')).toBe('42501')
  })
})

describe('confirming', () => {
  it('confirms with the e-mailed link, once: the same link again says already confirmed, and the consent history has both events', async () => {
    await subscribe('confirma@example.com')
    const [token] = await confirmations('confirma@example.com')
    expect(await rpcAs('confirm_newsletter', token)).toBe('confirmed')
    expect(await row('confirma@example.com')).toMatchObject({ status: 'confirmed' })
    expect(await rpcAs('confirm_newsletter', token)).toBe('already-confirmed')
    const events = await queryAs<{ event: string }>(
      db(),
      cast.editor,
      `select e.event from public.newsletter_consent_events e join public.newsletter_subscribers s on s.id = e.subscriber_id where s.email = 'confirma@example.com' order by e.id`,
    )
    expect(events.map((e) => e.event)).toEqual(['subscribed', 'confirmed'])
  })

  it('refuses a link older than 48 hours (hint expired) and an unknown one (hint invalid); "Reenviar" sends a new link that works', async () => {
    await subscribe('atrasada@example.com')
    const [old] = await confirmations('atrasada@example.com')
    await db().query(
      `update public.newsletter_subscribers set confirmation_expires_at = now() - interval '1 minute', last_confirmation_at = now() - interval '49 hours' where email = 'atrasada@example.com'`,
    )
    expect(await errorAs(db(), 'anon', 'select public.confirm_newsletter($1)', [old])).toMatchObject({
      code: '22023',
      hint: 'expired',
    })
    expect(await errorAs(db(), 'anon', 'select public.confirm_newsletter($1)', ['inventado'])).toMatchObject({
      code: '22023',
      hint: 'invalid',
    })
    expect(await errorCodeAs(db(), 'anon', 'select public.resend_newsletter_confirmation($1)', [old])).toBeUndefined()
    const [fresh] = await confirmations('atrasada@example.com')
    expect(fresh).not.toBe(old)
    expect(await rpcAs('confirm_newsletter', fresh)).toBe('confirmed')
  })

  it('the consent history is not readable by visitors nor authors', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select * from public.newsletter_consent_events')).toBe('42501')
    expect(await queryAs(db(), cast.authorA, 'select * from public.newsletter_consent_events')).toEqual([])
  })
})

describe('unsubscribing', () => {
  it('takes effect at once with the signed link; a second click still says unsubscribed; an altered link is refused', async () => {
    await subscribe('sai@example.com')
    await rpcAs('confirm_newsletter', (await confirmations('sai@example.com'))[0])
    const { id } = await row('sai@example.com')
    const token = await unsubscribeToken(id)
    expect(await rpcAs('unsubscribe_newsletter', token)).toBe('unsubscribed')
    expect(await row('sai@example.com')).toMatchObject({ status: 'unsubscribed' })
    expect(await rpcAs('unsubscribe_newsletter', token)).toBe('unsubscribed')
    const altered = `${id}.${'A'.repeat(43)}`
    expect(await errorAs(db(), 'anon', 'select public.unsubscribe_newsletter($1)', [altered])).toMatchObject({
      code: '22023',
      hint: 'invalid',
    })
    expect(await errorAs(db(), 'anon', 'select public.unsubscribe_newsletter($1)', ['lixo'])).toMatchObject({
      code: '22023',
      hint: 'invalid',
    })
  })

  it('a re-subscription after unsubscribing needs a new opt-in', async () => {
    await subscribe('volta@example.com')
    await rpcAs('confirm_newsletter', (await confirmations('volta@example.com'))[0])
    await rpcAs('unsubscribe_newsletter', await unsubscribeToken((await row('volta@example.com')).id))
    await db().query(
      `update public.newsletter_subscribers set last_confirmation_at = now() - interval '11 minutes' where email = 'volta@example.com'`,
    )
    await subscribe('volta@example.com')
    expect(await row('volta@example.com')).toMatchObject({ status: 'pending', unsubscribed_at: null })
    expect(await confirmations('volta@example.com')).toHaveLength(2)
  })
})

describe('reading and deleting on request', () => {
  it('authors read nothing and delete nothing', async () => {
    await subscribe('para-autor@example.com')
    expect(await queryAs(db(), cast.authorA, 'select email from public.newsletter_subscribers')).toEqual([])
    expect(await affectedAs(db(), cast.authorA, 'delete from public.newsletter_subscribers')).toBe(0)
  })

  it('editors read the consent fields but do not delete', async () => {
    await subscribe('para-editor@example.com')
    const rows = await queryAs(
      db(),
      cast.editor,
      `select email, status, consent_version, consent_page from public.newsletter_subscribers where email = 'para-editor@example.com'`,
    )
    expect(rows).toEqual([
      {
        email: 'para-editor@example.com',
        status: 'pending',
        consent_version: CONSENT,
        consent_page: '/blog/post/canabidiol',
      },
    ])
    expect(await affectedAs(db(), cast.editor, 'delete from public.newsletter_subscribers')).toBe(0)
  })

  it('an admin deletes on request: the address is gone, only its hash and the withdrawal remain, and unsent e-mails to it are dropped', async () => {
    await subscribe('apagar@example.com')
    expect(
      await affectedAs(
        db(),
        cast.admin,
        `delete from public.newsletter_subscribers where email = 'apagar@example.com'`,
      ),
    ).toBe(1)
    expect(await row('apagar@example.com')).toBeUndefined()
    expect(await confirmations('apagar@example.com')).toEqual([])
    const { rows } = await db().query<{ event: string; subscriber_id: string | null }>(
      `select event, subscriber_id from public.newsletter_consent_events where email_hash = public.newsletter_email_hash('apagar@example.com') order by id`,
    )
    expect(rows).toEqual([
      { event: 'subscribed', subscriber_id: null },
      { event: 'deleted', subscriber_id: null },
    ])
    const { rows: leaks } = await db().query(
      `select 1 from public.newsletter_consent_events e where e.page like '%apagar%' or e.source like '%apagar%'`,
    )
    expect(leaks).toEqual([])
  })
})
