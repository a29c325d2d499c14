// The mailer's audience roll-up (mailer/audience-rollup.ts, decision 062) on the real stack: landings
// a visitor records through the API wait as raw events until a round moves them into daily counts, and
// a running mailer does it by itself every AUDIENCE_ROLLUP_MS. Only the service role may roll up.
import { afterEach, describe, expect, it } from 'vitest'
import { startTestMailer, type TestMailer } from '../utils/mailer-test-env.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack({ seed: false })
let mailer: TestMailer | undefined
afterEach(async () => {
  await mailer?.stop()
  mailer = undefined
})

const rawEvents = async () =>
  Number(
    (await t().stack.ctx.db.query<{ n: number }>('select count(*)::int as n from public.audience_events')).rows[0].n,
  )
const dailyVisits = async (host: string) =>
  (
    await t().stack.ctx.db.query<{ count: number }>(
      `select count from public.audience_daily where metric = 'referrer' and key = $1`,
      [host],
    )
  ).rows.map((row) => row.count)

async function land(host: string): Promise<void> {
  const { error } = await t().createTestClient().rpc('record_visit', { p_path: '/blog', p_referrer_host: host })
  expect(error).toBeNull()
}

describe('the audience roll-up', () => {
  it('a round moves the raw events into daily counts and deletes them', async () => {
    mailer = startTestMailer(t(), { poll: false })
    await land('exemplo-um.org')
    await land('exemplo-um.org')
    expect(await rawEvents()).toBeGreaterThanOrEqual(1)
    expect(await mailer.rollUpAudience()).toBeGreaterThanOrEqual(1)
    expect(await rawEvents()).toBe(0)
    expect(await dailyVisits('exemplo-um.org')).toEqual([2])
    expect(await mailer.rollUpAudience()).toBe(0)
  })

  it('a running mailer rolls up by itself at its interval', async () => {
    mailer = startTestMailer(t(), { audienceRollupMs: 200 })
    await land('exemplo-dois.org')
    await expect.poll(dailyVisits.bind(null, 'exemplo-dois.org'), { timeout: 5_000, interval: 100 }).toEqual([1])
    expect(await rawEvents()).toBe(0)
    expect(mailer.summary.audienceRollupMs).toBe(200)
  })

  it('visitors and signed-in users cannot roll up: only the service role', async () => {
    const { error } = await t().createTestClient().rpc('rollup_audience_events')
    expect(error).toMatchObject({ code: '42501' })
  })
})
