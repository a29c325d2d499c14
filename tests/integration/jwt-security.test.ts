// Forged and tampered tokens against every service of the local stack (expired ones: server-http.test.ts).
// Each case presents a token that claims service_role (or a real user) and must get nothing a visitor could not get.
import { SignJWT, decodeJwt } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../local/keys.ts'
import type { SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
let user: SignedInUser
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const b64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
const secret = (text: string) => new TextEncoder().encode(text)
const claims = () => ({ role: 'service_role', iss: 'supabase-demo', sub: user.userId, aud: 'authenticated' })

/** Every way a token can be wrong, each claiming service_role. */
async function forgedTokens(): Promise<Record<string, string>> {
  const [header, , signature] = LOCAL_SERVICE_ROLE_KEY.split('.')
  const userParts = user.accessToken.split('.')
  return {
    'signed with the wrong secret': await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(secret('another-secret-another-secret-another-secret')),
    'alg none': `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...claims(), exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
    'HS512 with the right secret': await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(secret(LOCAL_JWT_SECRET)),
    // The service key's header and signature with the user's payload, and the user's header and
    // signature with a payload promoted to service_role.
    'tampered payload, right header': `${header}.${userParts[1]}.${signature}`,
    'user token promoted to service_role': `${userParts[0]}.${b64url({ ...(decodeJwt(user.accessToken) as Record<string, unknown>), role: 'service_role' })}.${userParts[2]}`,
  }
}

const bearer = (token: string) => ({ apikey: t().anonKey, authorization: `Bearer ${token}` })

beforeAll(async () => {
  user = await t().signUpUser({ data: { full_name: 'Usuária' } })
  // Something only service_role may read: newsletter subscribers.
  const service = t().createTestClient(t().serviceKey)
  const { error } = await service.from('newsletter_subscribers').insert({ email: `segredo-${Date.now()}@example.com` })
  expect(error).toBeNull()
})

describe('REST refuses forged tokens with 401 PGRST301', () => {
  it.each([
    'signed with the wrong secret',
    'alg none',
    'HS512 with the right secret',
    'tampered payload, right header',
    'user token promoted to service_role',
  ])('%s', async (name) => {
    const token = (await forgedTokens())[name]
    const response = await fetch(`${t().url}/rest/v1/newsletter_subscribers?select=email`, { headers: bearer(token) })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { code: string }).code).toBe('PGRST301')
  })

  it('the genuine service key does read the table (the forged ones were refused for their forgery)', async () => {
    const response = await fetch(`${t().url}/rest/v1/newsletter_subscribers?select=email`, {
      headers: bearer(LOCAL_SERVICE_ROLE_KEY),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0)
  })
})

describe('Storage refuses forged tokens', () => {
  it.each([
    'signed with the wrong secret',
    'alg none',
    'HS512 with the right secret',
    'tampered payload, right header',
    'user token promoted to service_role',
  ])('%s: no upload, no bucket listing', async (name) => {
    const token = (await forgedTokens())[name]
    const upload = await fetch(`${t().url}/storage/v1/object/post-images/forjado-${Date.now()}.png`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'image/png' },
      body: PNG,
    })
    expect(upload.status).toBeGreaterThanOrEqual(400)
    expect(upload.status).toBeLessThan(500)
    const buckets = await fetch(`${t().url}/storage/v1/bucket`, { headers: bearer(token) })
    expect(buckets.status).toBeGreaterThanOrEqual(400)
    const { data } = await t()
      .createTestClient(t().serviceKey)
      .storage.from('post-images')
      .list('', { search: 'forjado' })
    expect(data).toEqual([])
  })
})

describe('Auth refuses forged tokens', () => {
  it.each([
    'signed with the wrong secret',
    'alg none',
    'HS512 with the right secret',
    'tampered payload, right header',
    'user token promoted to service_role',
  ])('%s: /user answers 403 bad_jwt and the admin API 403', async (name) => {
    const token = (await forgedTokens())[name]
    const me = await fetch(`${t().url}/auth/v1/user`, { headers: bearer(token) })
    expect(me.status).toBe(403)
    expect(((await me.json()) as { code: string }).code).toBe('bad_jwt')
    const admin = await fetch(`${t().url}/auth/v1/admin/users`, { headers: bearer(token) })
    expect(admin.status).toBe(403)
  })
})

describe('signed URLs open only the object they were signed for', () => {
  it('a token signed for one object does not open another, and a tampered token opens nothing', async () => {
    const service = t().createTestClient(t().serviceKey)
    const mine = `assinado-${Date.now()}-a.png`
    const other = `assinado-${Date.now()}-b.png`
    for (const name of [mine, other])
      expect(
        (await service.storage.from('post-images').upload(name, PNG, { contentType: 'image/png' })).error,
      ).toBeNull()
    const { data, error } = await user.client.storage.from('post-images').createSignedUrl(mine, 60)
    expect(error).toBeNull()
    const signed = new URL(data!.signedUrl)
    expect((await fetch(signed)).status).toBe(200)

    const forOther = new URL(signed)
    forOther.pathname = forOther.pathname.replace(mine, other)
    const swapped = await fetch(forOther)
    expect(swapped.status).toBe(400)
    expect(await swapped.json()).toMatchObject({ code: 'InvalidJWT' })

    const token = signed.searchParams.get('token')!
    const [header, payload, signature] = token.split('.')
    const widened = b64url({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), url: `post-images/${other}` })
    const tampered = new URL(forOther)
    tampered.searchParams.set('token', `${header}.${widened}.${signature}`)
    const response = await fetch(tampered)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'InvalidJWT' })
  })
})
