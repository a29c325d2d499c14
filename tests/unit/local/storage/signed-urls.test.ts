/** @vitest-environment node */
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { LOCAL_JWT_SECRET } from '../../../../local/keys.ts'
import { createSignedUrl, downloadSigned } from '../../../../local/supabase/storage/signed-urls.ts'
import { ANON, BUCKET_SQL, bucketRow, failure, fakeDeps, rolesUsed, USER } from './fake-storage.ts'

const SECRET = new TextEncoder().encode(LOCAL_JWT_SECRET)
const VISIBLE_SQL = /^select 1 from storage\.objects where bucket_id = \$1 and name = \$2$/
const BASE = 'http://127.0.0.1:54321/storage/v1'

const signRequest = (body?: unknown) =>
  new Request(`${BASE}/object/sign/covers/a b.png`, {
    method: 'POST',
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })

function signSetup(visible = true) {
  const fake = fakeDeps()
  fake.db.on(VISIBLE_SQL, () => (visible ? [{ '?column?': 1 }] : []))
  return fake
}

async function tokenOf(response: Response) {
  const { signedURL } = (await response.json()) as { signedURL: string }
  const prefix = '/object/sign/covers/a b.png?token='
  expect(signedURL.startsWith(prefix)).toBe(true)
  return signedURL.slice(prefix.length)
}

async function sign(payload: Record<string, unknown>, secret = SECRET, expiresIn: string | number = '1h') {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(expiresIn).sign(secret)
}

describe('createSignedUrl', () => {
  it('signs {url: "<bucket>/<name>"} with the JWT secret, HS256, for the requested seconds', async () => {
    const fake = signSetup()
    const token = await tokenOf(
      await createSignedUrl(fake.deps, signRequest({ expiresIn: 300 }), USER, 'covers', 'a b.png'),
    )
    const { payload } = await jwtVerify(token, SECRET, { algorithms: ['HS256'] })
    expect(payload.url).toBe('covers/a b.png')
    expect(payload.exp! - payload.iat!).toBe(300)
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5)
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' })
    const [query] = fake.db.sql(VISIBLE_SQL)
    expect(query.params).toEqual(['covers', 'a b.png'])
    expect(query.inTransaction).toBe(true)
    expect(rolesUsed(fake.db)).toEqual(['authenticated'])
  })

  it('defaults to 60 seconds for a missing, invalid or zero expiresIn, and allows at least 1 second', async () => {
    const cases: Array<[unknown, number]> = [
      [undefined, 60],
      ['not json', 60],
      [{}, 60],
      [{ expiresIn: 'abc' }, 60],
      [{ expiresIn: 0 }, 60],
      [{ expiresIn: '120' }, 120],
      [{ expiresIn: -10 }, 1],
      [{ expiresIn: 0.5 }, 1],
    ]
    for (const [body, seconds] of cases) {
      const token = await tokenOf(await createSignedUrl(signSetup().deps, signRequest(body), USER, 'covers', 'a b.png'))
      const claims = decodeJwt(token)
      expect(claims.exp! - claims.iat!, JSON.stringify(body)).toBeCloseTo(seconds, 0)
    }
  })

  it('answers NoSuchKey when the caller cannot see the object', async () => {
    const fake = signSetup(false)
    expect(
      await failure(createSignedUrl(fake.deps, signRequest({ expiresIn: 60 }), ANON, 'covers', 'a b.png')),
    ).toEqual({
      status: 400,
      body: { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' },
    })
    expect(rolesUsed(fake.db)).toEqual(['anon'])
  })
})

describe('downloadSigned', () => {
  function downloadSetup(bucket = bucketRow({ public: false })) {
    const fake = fakeDeps()
    fake.db.on(BUCKET_SQL, () => [bucket])
    fake.db.on(/^select id, name, metadata/, () => [
      {
        id: '1',
        name: 'a.png',
        metadata: { mimetype: 'image/png' },
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
      },
    ])
    void fake.blobs.put('covers', 'a.png', new TextEncoder().encode('png'))
    return fake
  }
  const download = (token?: string) =>
    new Request(`${BASE}/object/sign/covers/a.png${token === undefined ? '' : `?token=${token}`}`)

  it('sends the object of a valid token, even from a private bucket, without RLS', async () => {
    const fake = downloadSetup()
    const response = await downloadSigned(fake.deps, download(await sign({ url: 'covers/a.png' })), 'covers', 'a.png')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('png')
    expect(rolesUsed(fake.db)).toEqual([])
  })

  it('accepts the token createSignedUrl issued', async () => {
    const token = await tokenOf(await createSignedUrl(signSetup().deps, signRequest({}), USER, 'covers', 'a b.png'))
    const fake = downloadSetup()
    fake.db.on(/^select id, name, metadata/, () => [
      { id: '1', name: 'a b.png', metadata: null, updated_at: null, created_at: null, last_accessed_at: null },
    ])
    await fake.blobs.put('covers', 'a b.png', new TextEncoder().encode('spaced'))
    const request = new Request(`${BASE}/object/sign/covers/a%20b.png?token=${token}`)
    expect(await (await downloadSigned(fake.deps, request, 'covers', 'a b.png')).text()).toBe('spaced')
  })

  it('answers InvalidJWT "Missing token" without a token or with an empty one', async () => {
    for (const token of [undefined, '']) {
      const fake = downloadSetup()
      expect(await failure(downloadSigned(fake.deps, download(token), 'covers', 'a.png'))).toEqual({
        status: 400,
        body: { statusCode: '400', code: 'InvalidJWT', error: 'Unauthorized', message: 'Missing token' },
      })
      expect(fake.db.queries).toEqual([])
    }
  })

  it('answers InvalidJWT with the verifier message for a bad signature, an expired token or garbage', async () => {
    const cases: Array<[string, string]> = [
      [await sign({ url: 'covers/a.png' }, new TextEncoder().encode('x'.repeat(40))), 'signature verification failed'],
      [
        await sign({ url: 'covers/a.png' }, SECRET, Math.floor(Date.now() / 1000) - 10),
        '"exp" claim timestamp check failed',
      ],
      ['garbage', 'Invalid Compact JWS'],
    ]
    for (const [token, message] of cases) {
      const fake = downloadSetup()
      expect((await failure(downloadSigned(fake.deps, download(token), 'covers', 'a.png'))).body, message).toEqual({
        statusCode: '400',
        code: 'InvalidJWT',
        error: 'Unauthorized',
        message,
      })
      expect(fake.db.queries).toEqual([])
    }
  })

  it('refuses a token signed with another algorithm than HS256', async () => {
    const token = await new SignJWT({ url: 'covers/a.png' }).setProtectedHeader({ alg: 'HS512' }).sign(SECRET)
    expect(
      (await failure(downloadSigned(downloadSetup().deps, download(token), 'covers', 'a.png'))).body,
    ).toMatchObject({
      code: 'InvalidJWT',
      message: '"alg" (Algorithm) Header Parameter value not allowed',
    })
  })

  it('answers InvalidJWT "Invalid signature" for a token signed for another object', async () => {
    for (const payload of [{ url: 'covers/b.png' }, { url: 'other/a.png' }, { url: 'covers/a.png/' }, {}]) {
      const fake = downloadSetup()
      const token = await sign(payload)
      expect((await failure(downloadSigned(fake.deps, download(token), 'covers', 'a.png'))).body).toEqual({
        statusCode: '400',
        code: 'InvalidJWT',
        error: 'Unauthorized',
        message: 'Invalid signature',
      })
      expect(fake.db.queries).toEqual([])
    }
  })
})
