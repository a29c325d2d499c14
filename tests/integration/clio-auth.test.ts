// Only staff spend the AI budget: every Clio POST needs a valid Supabase access token of a user
// whose profile has an editorial role. Checked with the JWT secret and with the Auth API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestClio, type TestClio } from '../utils/clio-test-env.ts'
import type { SignedInUser } from '../utils/local-stack.ts'
import { userToken } from '../utils/tokens.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
let clio: TestClio
let admin: SignedInUser

beforeAll(async () => {
  clio = await startTestClio(t())
  admin = await t().signUpUser()
})
afterAll(async () => {
  await clio?.close()
})

const TEXT_REQUEST = { tema: 'Canabidiol e sono' }

/** A token with a real staff user's claims, signed with `secret`. */
async function deleteProfile(userId: string) {
  const response = await fetch(`${t().url}/rest/v1/profiles?id=eq.${userId}`, {
    method: 'DELETE',
    headers: { apikey: t().serviceKey, authorization: `Bearer ${t().serviceKey}`, prefer: 'return=representation' },
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toHaveLength(1)
}

describe('clio auth: refusals (JWT secret mode)', () => {
  it('refuses a POST without a token with 401 Não autenticado', async () => {
    const { status, body } = await clio.post('/api/regenerate-text', TEXT_REQUEST)
    expect(status).toBe(401)
    expect(body).toEqual({
      success: false,
      error: 'Não autenticado',
      details: expect.stringContaining('Authorization'),
    })
  })

  it.each([
    '/api/generate',
    '/api/regenerate-text',
    '/api/regenerate-image',
    '/api/generate-image',
    '/api/generate-pexels-image',
  ])('guards %s', async (path) => {
    const { status } = await clio.post(path, { tema: 'x', titulo: 'x', gerar_imagem: false, estilo_imagem: 'realista' })
    expect(status).toBe(401)
  })

  it('refuses a garbage token with 401', async () => {
    const { status, body } = await clio.post('/api/regenerate-text', TEXT_REQUEST, 'nao-e-um-jwt')
    expect(status).toBe(401)
    expect(body.error).toBe('Não autenticado')
  })

  it('refuses a forged token (staff claims, another secret) with 401', async () => {
    const forged = await userToken(admin.userId, { secret: 'another-secret-with-at-least-32-characters-long!' })
    const { status, body } = await clio.post('/api/regenerate-text', TEXT_REQUEST, forged)
    expect(status).toBe(401)
    expect(body.error).toBe('Não autenticado')
  })

  it('refuses an expired token with 401 and says it expired', async () => {
    const expired = await userToken(admin.userId, { expiresIn: -60 })
    const { status, body } = await clio.post('/api/regenerate-text', TEXT_REQUEST, expired)
    expect(status).toBe(401)
    expect(body.details).toContain('expired')
  })

  it('refuses the anon key and the service-role key as user tokens', async () => {
    for (const key of [t().anonKey, t().serviceKey]) {
      const { status } = await clio.post('/api/regenerate-text', TEXT_REQUEST, key)
      expect(status).toBe(401)
    }
  })

  it('refuses a valid token whose profile was deleted with 403 Acesso negado', async () => {
    const user = await t().signUpUser()
    await deleteProfile(user.userId)
    const { status, body } = await clio.post('/api/regenerate-text', TEXT_REQUEST, user.accessToken)
    expect(status).toBe(403)
    expect(body).toEqual({ success: false, error: 'Acesso negado', details: expect.stringContaining('profile') })
  })

  it('lets GET /api/health through without a token', async () => {
    expect((await clio.get('/api/health')).status).toBe(200)
  })
})

describe('clio auth: staff are let in', () => {
  it('accepts the first account (admin) and a later one (author)', async () => {
    const author = await t().signUpUser()
    for (const user of [admin, author]) {
      const { status, body } = await clio.post('/api/regenerate-text', TEXT_REQUEST, user.accessToken)
      expect(status).toBe(200)
      expect(body.success).toBe(true)
    }
  })

  it('reuses a positive staff check for the same token (no second profile read within the cache time)', async () => {
    const user = await t().signUpUser()
    expect((await clio.post('/api/regenerate-text', TEXT_REQUEST, user.accessToken)).status).toBe(200)
    await deleteProfile(user.userId)
    // Still cached: the profile is not read again for this token.
    expect((await clio.post('/api/regenerate-text', TEXT_REQUEST, user.accessToken)).status).toBe(200)

    const uncached = await startTestClio(t(), { staffCacheMs: 0 })
    try {
      expect((await uncached.post('/api/regenerate-text', TEXT_REQUEST, user.accessToken)).status).toBe(403)
    } finally {
      await uncached.close()
    }
  })
})

describe('clio auth: Auth API mode (no JWT secret, as with asymmetric signing keys)', () => {
  let viaAuthApi: TestClio
  beforeAll(async () => {
    viaAuthApi = await startTestClio(t(), { supabase: { jwtSecret: null } })
  })
  afterAll(async () => {
    await viaAuthApi?.close()
  })

  it('accepts a staff token that the Auth API knows', async () => {
    const { status } = await viaAuthApi.post('/api/regenerate-text', TEXT_REQUEST, admin.accessToken)
    expect(status).toBe(200)
  })

  it('refuses a forged token and a garbage token with 401', async () => {
    const forged = await userToken(admin.userId, { secret: 'another-secret-with-at-least-32-characters-long!' })
    expect((await viaAuthApi.post('/api/regenerate-text', TEXT_REQUEST, forged)).status).toBe(401)
    expect((await viaAuthApi.post('/api/regenerate-text', TEXT_REQUEST, 'garbage.token.here')).status).toBe(401)
  })

  it('refuses the token of a user who signed out with 401', async () => {
    const user = await t().signUpUser()
    const { error } = await user.client.auth.signOut()
    expect(error).toBeNull()
    expect((await viaAuthApi.post('/api/regenerate-text', TEXT_REQUEST, user.accessToken)).status).toBe(401)
  })

  it('answers 502 when Supabase cannot be reached', async () => {
    const unreachable = await startTestClio(t(), { supabase: { url: 'http://127.0.0.1:9', jwtSecret: null } })
    try {
      const { status, body } = await unreachable.post('/api/regenerate-text', TEXT_REQUEST, admin.accessToken)
      expect(status).toBe(502)
      expect(body.error).toBe('Falha ao verificar a sessão')
    } finally {
      await unreachable.close()
    }
  })
})
