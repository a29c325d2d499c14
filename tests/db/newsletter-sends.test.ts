// New posts by e-mail (supabase/migrations/20250101123600_newsletter_sends.sql).
import { beforeAll, describe, expect, it } from 'vitest'
import { createCast, errorAs, errorCodeAs, insertPost, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase({ seed: false })
let cast: Cast

/** A subscriber in a given state, as the database owner. */
async function subscriber(email: string, status: 'pending' | 'confirmed' | 'unsubscribed') {
  await db().query(
    `insert into public.newsletter_subscribers (email, status, consent_version) values ($1, $2, '2026-11-v1')`,
    [email, status],
  )
}

beforeAll(async () => {
  cast = await createCast(db())
  await subscriber('confirmada1@example.com', 'confirmed')
  await subscriber('confirmada2@example.com', 'confirmed')
  await subscriber('pendente@example.com', 'pending')
  await subscriber('saiu@example.com', 'unsubscribed')
})

const queued = async (postId: string) =>
  (
    await db().query<{ recipient: string; payload: { title: string; slug: string; unsubscribe_token: string } }>(
      `select o.recipient, o.payload from public.email_outbox o join public.newsletter_sends s on s.id = o.newsletter_send_id
        where s.post_id = $1 order by o.recipient`,
      [postId],
    )
  ).rows

const request = (postId: string) =>
  `select (public.request_newsletter_send('${postId}')).released_at is not null as released`

describe('sending a post by e-mail', () => {
  it('queues one e-mail per confirmed subscriber, with the post and a working unsubscribe link, for a published post', async () => {
    const post = await insertPost(db(), {
      title: 'Canabidiol e sono',
      slug: 'canabidiol-e-sono',
      authorId: cast.editor.id,
    })
    expect(await queryAs(db(), cast.editor, request(post))).toEqual([{ released: true }])
    const messages = await queued(post)
    expect(messages.map((m) => m.recipient)).toEqual(['confirmada1@example.com', 'confirmada2@example.com'])
    expect(messages[0].payload).toMatchObject({ title: 'Canabidiol e sono', slug: 'canabidiol-e-sono' })
    expect(
      await queryAs(db(), 'anon', 'select public.unsubscribe_newsletter($1) as r', [
        messages[0].payload.unsubscribe_token,
      ]),
    ).toEqual([{ r: 'unsubscribed' }])
    await db().query(
      `update public.newsletter_subscribers set status = 'confirmed' where email = 'confirmada1@example.com'`,
    )
  })

  it('refuses a second send of the same post (23505 already_sent) and queues nothing more', async () => {
    const post = await insertPost(db(), { authorId: cast.editor.id })
    await queryAs(db(), cast.admin, request(post))
    expect(await errorAs(db(), cast.editor, request(post))).toMatchObject({ code: '23505', hint: 'already_sent' })
    expect(await queued(post)).toHaveLength(2)
  })

  it('refuses an unknown post with P0002, recording nothing', async () => {
    expect(await errorCodeAs(db(), cast.editor, `select public.request_newsletter_send(gen_random_uuid())`)).toBe(
      'P0002',
    )
    expect(
      (
        await db().query(
          'select 1 from public.newsletter_sends s left join public.posts p on p.id = s.post_id where p.id is null',
        )
      ).rows,
    ).toEqual([])
  })

  it('authors and visitors cannot send, nor read the sends; the tables are closed to them', async () => {
    const post = await insertPost(db(), { authorId: cast.editor.id })
    expect(await errorCodeAs(db(), cast.authorA, request(post))).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', request(post))).toBe('42501')
    expect(await errorCodeAs(db(), cast.authorA, 'select * from public.newsletter_sends_overview()')).toBe('42501')
    expect(await errorCodeAs(db(), cast.editor, 'select * from public.newsletter_sends')).toBe('42501')
    expect(await errorCodeAs(db(), cast.admin, 'select public.release_due_newsletter_sends()')).toBe('42501')
    expect(await queued(post)).toEqual([])
  })

  it('waits for a scheduled post, and the mailer’s round queues it once its time has come, only once', async () => {
    const post = await insertPost(db(), {
      authorId: cast.editor.id,
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 3600_000).toISOString(),
    })
    expect(await queryAs(db(), cast.editor, request(post))).toEqual([{ released: false }])
    await db().query('select public.release_due_newsletter_sends()')
    expect(await queued(post)).toEqual([])
    await db().query(`update public.posts set published_at = now() - interval '1 minute' where id = $1`, [post])
    expect((await db().query<{ n: number }>('select public.release_due_newsletter_sends() as n')).rows[0].n).toBe(1)
    expect((await db().query<{ n: number }>('select public.release_due_newsletter_sends() as n')).rows[0].n).toBe(0)
    expect(await queued(post)).toHaveLength(2)
  })

  it('sums up each send: recipients, sent, failed and waiting, with the last error', async () => {
    const post = await insertPost(db(), { title: 'Resultado do envio', authorId: cast.editor.id })
    await queryAs(db(), cast.editor, request(post))
    const ids = (
      await db().query<{ id: string }>(
        `select o.id from public.email_outbox o join public.newsletter_sends s on s.id = o.newsletter_send_id where s.post_id = $1 order by o.recipient`,
        [post],
      )
    ).rows
    await db().query(`select public.complete_email_outbox($1)`, [ids[0].id])
    await db().query(`select public.complete_email_outbox($1, '550 mailbox unavailable', true)`, [ids[1].id])
    const [row] = await queryAs<Record<string, unknown>>(
      db(),
      cast.editor,
      'select post_title, recipients, sent, failed, pending, last_error from public.newsletter_sends_overview($1)',
      [post],
    )
    expect(row).toEqual({
      post_title: 'Resultado do envio',
      recipients: 2,
      sent: 1,
      failed: 1,
      pending: 0,
      last_error: '550 mailbox unavailable',
    })
  })
})
