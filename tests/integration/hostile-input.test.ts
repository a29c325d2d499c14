// Issue 18's REST and Storage weaknesses, reproduced against a real local stack (with its storage on
// disk, where over-long names used to surface the server's path) and now refused with a 400.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

describe('hostile input to REST and Storage', () => {
  let admin: SignedInUser
  let dataDir: string
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hostile-input-'))
  })
  // Registered before the stack's, so it runs after the stack has closed.
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true })
  })
  const t = useTestStack(() => ({ dataDir }))
  beforeAll(async () => {
    admin = await t().signUpUser() // the first account: admin, may upload covers
  })

  const storageRows = async (name: string) =>
    (await t().stack.ctx.db.query('select 1 from storage.objects where name = $1', [name])).rows.length

  it('answers 400 PGRST100 for or= nested 2,000 deep, and still runs a filter nested a few levels', async () => {
    const deep = `${'or('.repeat(2000)}id.eq.1${')'.repeat(2000)}`.slice(2)
    const response = await fetch(`${t().url}/rest/v1/posts?select=id&or=${encodeURIComponent(deep)}`, {
      headers: { apikey: t().anonKey },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST100', details: 'logic trees nest at most 16 levels' })
    const { error } = await t()
      .createTestClient()
      .from('posts')
      .select('id')
      .or('title.eq.x,and(slug.eq.y,or(id.is.null,views.gt.0))')
    expect(error).toBeNull()
  })

  it.each([
    ['an RPC argument', '/rest/v1/rpc/search_posts', (deep: string) => `{"search_term":${deep}}`],
    ['a REST insert', '/rest/v1/categories', (deep: string) => `{"name":${deep},"slug":"deep"}`],
  ])('answers 400 PGRST102, not 500, to JSON nested 5,000 deep in %s', async (_, route, body) => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`
    const response = await fetch(`${t().url}${route}`, {
      method: 'POST',
      headers: {
        apikey: t().anonKey,
        authorization: `Bearer ${admin.accessToken}`,
        'content-type': 'application/json',
      },
      body: body(deep),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'JSON nests more than 256 levels' })
  })

  it('refuses an object name with a 300-byte segment with 400, no row left behind and no server path in the answer', async () => {
    const name = `capas/${'x'.repeat(300)}.png`
    const { error } = await t()
      .createTestClient(t().serviceKey)
      .storage.from('post-images')
      .upload(name, PNG, { contentType: 'image/png' })
    expect(error).toMatchObject({ statusCode: '400', message: `Invalid key: ${name}` })
    expect(JSON.stringify(error)).not.toContain(dataDir)
    expect(await storageRows(name)).toBe(0)
  })

  it('matches MIME types exactly: image/png/x is not image/png', async () => {
    const name = `capas/${Date.now()}-mime.png`
    const { error } = await t()
      .createTestClient(t().serviceKey)
      .storage.from('post-images')
      .upload(name, PNG, { contentType: 'image/png/x' })
    expect(error).toMatchObject({ statusCode: '415' })
    expect(await storageRows(name)).toBe(0)
    expect(
      (
        await t()
          .createTestClient(t().serviceKey)
          .storage.from('post-images')
          .upload(name, PNG, { contentType: 'image/png' })
      ).error,
    ).toBeNull()
  })

  it('answers 400, not 500, to a delete whose JSON body is null', async () => {
    const response = await fetch(`${t().url}/storage/v1/object/post-images`, {
      method: 'DELETE',
      headers: {
        apikey: t().anonKey,
        authorization: `Bearer ${admin.accessToken}`,
        'content-type': 'application/json',
      },
      body: 'null',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' })
  })
})
