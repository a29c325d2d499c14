// Issue 32: a script inventing a fresh visitor key per call (decision 010) added about 12,800 likes a
// minute. The stack limits likes and views per address, as an edge rate limit does in production.
import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys.ts'
import { useTestStack } from './fixtures.ts'

/** A POST from a chosen loopback address: another visitor than the script. */
function rpcFrom(base: string, fn: string, body: unknown, localAddress: string): Promise<{ status: number; retryAfter?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`/rest/v1/rpc/${fn}`, base)
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, agent: false, headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' } },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, body: text }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

describe('likes and views per address', () => {
  const t = useTestStack()
  let postId: string
  beforeAll(async () => {
    const { data } = await t().createTestClient().from('posts').select('id').limit(1).single()
    postId = data!.id
  })

  it('counts 30 likes a minute from one address with fresh visitor keys, refuses the 31st with 429, and another address still likes', async () => {
    const like = (address: string) => rpcFrom(t().url, 'set_post_like', { post_id: postId, liked: true, visitor_key: crypto.randomUUID() }, address)
    const statuses = []
    for (let i = 0; i < 31; i++) statuses.push((await like('127.0.0.4')).status)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    const refused = await like('127.0.0.4')
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'over_request_rate_limit' })
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect((await like('127.0.0.5')).status).toBe(200)
  })

  it('counts 120 views a minute from one address and refuses the 121st with 429', async () => {
    const view = () => rpcFrom(t().url, 'increment_post_views', { post_id: postId, visitor_key: crypto.randomUUID() }, '127.0.0.6')
    for (let i = 0; i < 120; i++) expect((await view()).status).toBe(200)
    expect((await view()).status).toBe(429)
  })
})
