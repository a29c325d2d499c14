import { beforeAll, describe, expect, it } from 'vitest'
import { uniqueEmail } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()

beforeAll(async () => {
  // Accounts by invitation once an admin exists: with the admin made first, no test depends on order.
  await t().ensureAdmin()
})

describe('auth admin (service role)', () => {
  it('creates a confirmed user who can sign in, and the profile exists', async () => {
    const admin = t().createTestClient(t().serviceKey).auth.admin
    const email = uniqueEmail('admin-criado')
    const { secret } = await t().invite(email)
    const { data, error } = await admin.createUser({
      email,
      password: 'senha-segura-123',
      email_confirm: true,
      user_metadata: { full_name: 'Criado Pelo Admin', invitation_secret: secret },
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(data.user?.user_metadata.full_name).toBe('Criado Pelo Admin')
    expect((await t().signIn(email, 'senha-segura-123')).auth).toBeTruthy()
    const { rows } = await t().stack.ctx.db.query('select 1 from public.profiles where id = $1', [data.user!.id])
    expect(rows).toHaveLength(1)
  })

  it('refuses a taken address with 422 email_exists', async () => {
    const user = await t().signUpUser()
    const { error } = await t().createTestClient(t().serviceKey).auth.admin.createUser({
      email: user.email,
      password: 'senha-segura-123',
    })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('email_exists')
  })

  it('gets, lists and deletes users; the deleted user can no longer sign in', async () => {
    const admin = t().createTestClient(t().serviceKey).auth.admin
    const user = await t().signUpUser()

    const got = await admin.getUserById(user.userId)
    expect(got.data.user?.email).toBe(user.email)

    const list = await admin.listUsers({ page: 1, perPage: 500 })
    expect(list.error).toBeNull()
    expect(list.data.users.some((u) => u.id === user.userId)).toBe(true)

    const deleted = await admin.deleteUser(user.userId)
    expect(deleted.error).toBeNull()
    const gone = await admin.getUserById(user.userId)
    expect(gone.error?.status).toBe(404)
    expect(gone.error?.code).toBe('user_not_found')
    const signIn = await t().createTestClient().auth.signInWithPassword({ email: user.email, password: user.password })
    expect(signIn.error?.code).toBe('invalid_credentials')
    const { rows } = await t().stack.ctx.db.query('select 1 from public.profiles where id = $1', [user.userId])
    expect(rows).toHaveLength(0)
  })

  it('updates a user by id (metadata and password)', async () => {
    const admin = t().createTestClient(t().serviceKey).auth.admin
    const user = await t().signUpUser({ data: { full_name: 'Antes' } })
    const { data, error } = await admin.updateUserById(user.userId, {
      user_metadata: { full_name: 'Depois' },
      password: 'trocada-pelo-admin',
    })
    expect(error).toBeNull()
    expect(data.user?.user_metadata.full_name).toBe('Depois')
    expect((await t().signIn(user.email, 'trocada-pelo-admin')).auth).toBeTruthy()
  })

  it('refuses admin endpoints to the anon key and to a user token with 403 not_admin', async () => {
    const anon = await t().createTestClient().auth.admin.listUsers()
    expect(anon.error?.status).toBe(403)
    expect((anon.error as { code?: string }).code).toBe('not_admin')

    const user = await t().signUpUser()
    const response = await fetch(`${t().url}/auth/v1/admin/users`, {
      headers: { apikey: t().anonKey, authorization: `Bearer ${user.accessToken}` },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' })
  })
})

describe('auth settings and health', () => {
  it('answers GET /settings and GET /health', async () => {
    const headers = { apikey: t().anonKey }
    const settings = await (await fetch(`${t().url}/auth/v1/settings`, { headers })).json()
    expect(settings).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: true })
    const health = await fetch(`${t().url}/auth/v1/health`, { headers })
    expect(health.status).toBe(200)
    expect((await health.json()).name).toBe('GoTrue')
  })
})
