// public.email_outbox and the mailer's two functions (supabase/migrations/20250101122300_email_outbox.sql):
// what claim_email_outbox() hands out, how complete_email_outbox() schedules retries and gives up,
// and that no API role reaches any of it.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCast, errorCodeAs, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})
beforeEach(async () => {
  await db().query('delete from public.email_outbox')
})

interface Row {
  id: string
  recipient: string
  attempts: number
  locked_until: string | null
  sent_at: string | null
  failed_at: string | null
  last_error: string | null
}

/** Queues a message as the database owner, due `dueInSeconds` from now (negative = overdue). */
async function enqueue(recipient: string, dueInSeconds = 0): Promise<string> {
  const { rows } = await db().query<{ id: string }>(
    `select public.enqueue_email('staff_invitation', $1, '{"x": 1}') as id`,
    [recipient],
  )
  await db().query(`update public.email_outbox set next_attempt_at = now() + make_interval(secs => $2) where id = $1`, [
    rows[0].id,
    dueInSeconds,
  ])
  return rows[0].id
}

const claim = (limit: number | null = 10) =>
  queryAs<Row>(db(), 'service_role', 'select * from public.claim_email_outbox($1)', [limit])

const complete = (id: string, error: string | null = null, permanent = false) =>
  queryAs(db(), 'service_role', 'select public.complete_email_outbox($1, $2, $3)', [id, error, permanent])

async function row(id: string) {
  const { rows } = await db().query<Row & { retry_in_seconds: number }>(
    `select *, extract(epoch from next_attempt_at - now())::float8 as retry_in_seconds from public.email_outbox where id = $1`,
    [id],
  )
  return rows[0]
}

/** Makes a message due now (the retry delay has passed). */
const makeDue = (id: string) =>
  db().query(`update public.email_outbox set next_attempt_at = now() - interval '1 second' where id = $1`, [id])

describe('claim_email_outbox()', () => {
  it('hands out the messages due longest first, at most p_limit, each locked and counted as an attempt', async () => {
    const late = await enqueue('late@example.com', -60)
    const later = await enqueue('later@example.com', -30)
    const now = await enqueue('now@example.com', -1)
    await enqueue('future@example.com', 600)

    // Which messages a claim takes follows the due time; the order of the rows it returns does not (UPDATE … RETURNING).
    const first = await claim(2)
    expect(first.map((r) => r.id).sort()).toEqual([late, later].sort())
    for (const r of first) {
      expect(r.attempts).toBe(1)
      expect(r.locked_until).not.toBeNull()
    }
    // The next claim gets what is left and due; the future message waits for its time.
    expect((await claim(10)).map((r) => r.id)).toEqual([now])
    expect(await claim(10)).toEqual([])
  })

  it('keeps p_limit between 1 and 100 (null means 10)', async () => {
    for (let i = 0; i < 12; i++) await enqueue(`m${i}@example.com`, -1)
    expect(await claim(0)).toHaveLength(1)
    expect(await claim(null)).toHaveLength(10)
    expect(await claim(1000)).toHaveLength(1)
  })

  it('never hands out a locked message until its lock expires', async () => {
    const id = await enqueue('locked@example.com', -1)
    expect(await claim()).toHaveLength(1)
    expect(await claim()).toEqual([])
    await db().query(`update public.email_outbox set locked_until = now() - interval '1 second' where id = $1`, [id])
    const again = await claim()
    expect(again.map((r) => [r.id, r.attempts])).toEqual([[id, 2]])
  })

  it('never hands out a sent or a failed message, even when due and unlocked', async () => {
    const sent = await enqueue('sent@example.com', -1)
    const failed = await enqueue('failed@example.com', -1)
    await db().query(`update public.email_outbox set sent_at = now() where id = $1`, [sent])
    await db().query(`update public.email_outbox set failed_at = now() where id = $1`, [failed])
    expect(await claim()).toEqual([])
  })
})

describe('complete_email_outbox()', () => {
  it('marks a sent message sent and unlocked; a late error report cannot undo it', async () => {
    const id = await enqueue('ok@example.com')
    await claim()
    await complete(id)
    const sent = await row(id)
    expect(sent).toMatchObject({ locked_until: null, failed_at: null, last_error: null, attempts: 1 })
    expect(sent.sent_at).not.toBeNull()

    await complete(id, 'timeout', true)
    expect(await row(id)).toMatchObject({ sent_at: sent.sent_at, failed_at: null, last_error: null })
  })

  it('retries a temporary failure after attempts² minutes, and gives up after the sixth attempt', async () => {
    const id = await enqueue('retry@example.com')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await makeDue(id)
      expect((await claim()).map((r) => r.attempts)).toEqual([attempt])
      await complete(id, `451 try again (${attempt})`)
      const after = await row(id)
      expect(after).toMatchObject({
        attempts: attempt,
        sent_at: null,
        failed_at: null,
        locked_until: null,
        last_error: `451 try again (${attempt})`,
      })
      expect(after.retry_in_seconds).toBeGreaterThan(attempt * attempt * 60 - 5)
      expect(after.retry_in_seconds).toBeLessThanOrEqual(attempt * attempt * 60)
      // Not due before its time.
      expect(await claim()).toEqual([])
    }
    await makeDue(id)
    expect((await claim()).map((r) => r.attempts)).toEqual([6])
    await complete(id, '451 try again (6)')
    const last = await row(id)
    expect(last.failed_at).not.toBeNull()
    expect(last.sent_at).toBeNull()
    await makeDue(id)
    expect(await claim()).toEqual([])
  })

  it('marks a permanent failure failed at once, and keeps at most 500 characters of the error', async () => {
    const id = await enqueue('gone@example.com')
    await claim()
    await complete(id, `550 5.1.1 no such user ${'x'.repeat(600)}`, true)
    const failed = await row(id)
    expect(failed.attempts).toBe(1)
    expect(failed.failed_at).not.toBeNull()
    expect(failed.last_error).toHaveLength(500)
    await makeDue(id)
    expect(await claim()).toEqual([])
  })
})

describe('the outbox and its functions are closed to the API roles', () => {
  it.each(['anon', 'author', 'admin'] as const)(
    '%s gets permission errors reading, writing, claiming, completing or queueing',
    async (who) => {
      const actor = who === 'anon' ? 'anon' : who === 'author' ? cast.authorA : cast.admin
      const id = await enqueue('closed@example.com', -1)
      expect(await errorCodeAs(db(), actor, 'select * from public.email_outbox')).toBe('42501')
      expect(
        await errorCodeAs(
          db(),
          actor,
          `insert into public.email_outbox (template, recipient) values ('staff_invitation', 'a@example.com')`,
        ),
      ).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'update public.email_outbox set sent_at = now()')).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'delete from public.email_outbox')).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'select * from public.claim_email_outbox(10)')).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'select public.complete_email_outbox($1)', [id])).toBe('42501')
      expect(
        await errorCodeAs(db(), actor, `select public.enqueue_email('staff_invitation', 'a@example.com', '{}')`),
      ).toBe('42501')
      // Untouched by all of that.
      expect(await row(id)).toMatchObject({ attempts: 0, locked_until: null, sent_at: null, failed_at: null })
      const { rows } = await db().query('select 1 from public.email_outbox')
      expect(rows).toHaveLength(1)
    },
  )
})
