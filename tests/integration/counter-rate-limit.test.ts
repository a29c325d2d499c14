// Issues 32 and 45: a script inventing a fresh visitor key per call (decision 010) added about 12,800
// likes a minute; then `POST /rest/v1/rpc/set%5Fpost%5Flike` went past the gateway's count (35 of 35)
// and 15 `subscribe%5Fnewsletter` calls queued 15 confirmation e-mails. The database functions now
// count per address themselves (decision 039) and the gateway counts decoded paths: each is tried
// here alone, and both together.
import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys.ts'
import { useTestStack } from './fixtures.ts'

interface Answer {
  status: number
  retryAfter?: string
  body: string
}

/** A POST to a raw path (sent as written, escapes included) from a chosen loopback address. */
function postFrom(
  base: string,
  path: string,
  body: unknown,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(base)
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: text,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

/** Counts run in one-minute windows: a sequence must not straddle the turn of a minute. */
async function awayFromMinuteEnd(): Promise<void> {
  const second = new Date().getUTCSeconds() + new Date().getUTCMilliseconds() / 1000
  if (second > 50) await new Promise((resolve) => setTimeout(resolve, (60.2 - second) * 1000))
}

function expectRateLimited(answer: Answer) {
  expect(answer.status).toBe(429)
  expect(JSON.parse(answer.body)).toMatchObject({ code: 'over_request_rate_limit' })
  expect(Number(answer.retryAfter)).toBeGreaterThan(0)
}

const SETUPS = {
  'the database and the gateway': {},
  'the database alone (the gateway’s limits off, as on a hosted project)': { publicRpcRateLimits: {} },
  'the gateway alone (the database’s limits lifted)': { databaseRateLimits: false },
}

for (const [setup, clientLimits] of Object.entries(SETUPS)) {
  describe(`limits per address held by ${setup}`, () => {
    const t = useTestStack({ clientLimits })
    let postId: string
    beforeAll(async () => {
      const { data } = await t().createTestClient().from('posts').select('id').limit(1).single()
      postId = data!.id
    })

    it('refuses the 31st of 35 percent-encoded set%5Fpost%5Flike calls with fresh visitor keys from one address (429, Retry-After), and another address still likes', async () => {
      await awayFromMinuteEnd()
      const like = (address: string, path = '/rest/v1/rpc/set%5Fpost%5Flike') =>
        postFrom(t().url, path, { post_id: postId, liked: true, visitor_key: crypto.randomUUID() }, address)
      const answers: Answer[] = []
      for (let i = 0; i < 35; i++)
        answers.push(await like('127.0.0.4', i % 2 ? '/rest/v1/rpc/set%5Fpost%5Flike' : '/rest/v1/rpc/set_post_like'))
      expect(answers.slice(0, 30).map((a) => a.status)).toEqual(Array(30).fill(200))
      for (const refused of answers.slice(30)) expectRateLimited(refused)
      expect((await like('127.0.0.5')).status).toBe(200)
    })

    it('a forged cf-connecting-ip, x-real-ip or x-forwarded-for does not make one address many', async () => {
      await awayFromMinuteEnd()
      const statuses: number[] = []
      for (let i = 0; i < 31; i++) {
        const forged = {
          'cf-connecting-ip': `198.51.100.${i}`,
          'x-real-ip': `198.51.100.${i}`,
          'x-forwarded-for': `198.51.100.${i}`,
        }
        statuses.push(
          (
            await postFrom(
              t().url,
              '/rest/v1/rpc/set_post_like',
              { post_id: postId, liked: true, visitor_key: crypto.randomUUID() },
              '127.0.0.6',
              forged,
            )
          ).status,
        )
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
      expect(statuses[30]).toBe(429)
    })

    it('refuses the 11th of 15 subscribe%5Fnewsletter calls from one address, and only 10 confirmation e-mails are queued', async () => {
      await awayFromMinuteEnd()
      const run = crypto.randomUUID().slice(0, 8)
      const answers: Answer[] = []
      for (let i = 0; i < 15; i++) {
        const body = {
          p_email: `vitima-${run}-${i}@example.com`,
          p_source: 'home',
          p_page: '/',
          p_consent_version: '2026-11-v1',
        }
        answers.push(await postFrom(t().url, '/rest/v1/rpc/subscribe%5Fnewsletter', body, '127.0.0.7'))
      }
      expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(204))
      for (const refused of answers.slice(10)) expectRateLimited(refused)
      const { rows } = await t().stack.ctx.db.query(
        `select 1 from public.email_outbox where template = 'newsletter_confirmation' and recipient like $1`,
        [`vitima-${run}-%`],
      )
      expect(rows).toHaveLength(10)
    })

    it('counts 120 views a minute from one address and refuses the 121st with 429', async () => {
      await awayFromMinuteEnd()
      const view = () => postFrom(t().url, '/rest/v1/rpc/increment%5Fpost%5Fviews', { post_id: postId }, '127.0.0.8')
      for (let i = 0; i < 120; i++) expect((await view()).status).toBe(200)
      expectRateLimited(await view())
    })
  })
}
