import { beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, uniqueEmail } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()

beforeAll(async () => {
  // Accounts by invitation once an admin exists: with the admin made first, no test depends on order.
  await t().ensureAdmin()
})

describe('auth: sign-up and sign-in', () => {
  it('signs up with metadata, returns a session, and the profile trigger takes the full name', async () => {
    const client = t().createTestClient()
    const email = uniqueEmail('ana')
    const { secret } = await t().invite(email)
    const { data, error } = await client.auth.signUp({
      email,
      password: 'senha-segura-123',
      options: {
        data: { full_name: 'Ana Souza', invitation_secret: secret },
        emailRedirectTo: 'http://127.0.0.1:5173/auth/callback',
      },
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.session?.expires_in).toBe(3600)
    expect(data.user?.email).toBe(email)
    expect(data.user?.user_metadata.full_name).toBe('Ana Souza')
    expect(data.user?.email_confirmed_at).toBeTruthy()

    const { rows } = await t().stack.ctx.db.query<{ full_name: string }>(
      'select full_name from public.profiles where id = $1',
      [data.user!.id],
    )
    expect(rows[0]?.full_name).toBe('Ana Souza')
  })

  it('issues an access token with GoTrue claims', async () => {
    const user = await t().signUpUser()
    const [, payload] = user.accessToken.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    expect(claims).toMatchObject({
      sub: user.userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      iss: `${t().url}/auth/v1`,
    })
    expect(typeof claims.session_id).toBe('string')
    expect(claims.exp - claims.iat).toBe(3600)
    expect(claims.amr[0].method).toBe('password')
  })

  it('refuses a second sign-up of the same address with 422 user_already_exists', async () => {
    const user = await t().signUpUser()
    const { error } = await t().createTestClient().auth.signUp({ email: user.email, password: 'outra-senha-1' })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('user_already_exists')
  })

  it('refuses a password shorter than 6 characters with 422 weak_password', async () => {
    const { data, error } = await t().createTestClient().auth.signUp({ email: uniqueEmail(), password: '12345' })
    expect(data.user).toBeNull()
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('weak_password')
    expect(error?.message).toBe('Password should be at least 6 characters.')
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length'])
  })

  it('signs in with the right password', async () => {
    const user = await t().signUpUser()
    const { data, error } = await t().createTestClient().auth.signInWithPassword({
      email: user.email,
      password: user.password,
    })
    expect(error).toBeNull()
    expect(data.user?.id).toBe(user.userId)
    expect(data.session?.refresh_token).toBeTruthy()
  })

  it('answers a wrong password and an unknown e-mail alike: 400 invalid_credentials', async () => {
    const user = await t().signUpUser()
    const wrong = await t().createTestClient().auth.signInWithPassword({ email: user.email, password: 'errada-123' })
    expect(wrong.error?.status).toBe(400)
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.message).toBe('Invalid login credentials')
    const unknown = await t()
      .createTestClient()
      .auth.signInWithPassword({
        email: uniqueEmail('ninguem'),
        password: 'qualquer-123',
      })
    expect(unknown.error?.code).toBe('invalid_credentials')
  })

  it('sends the error code in the X-Supabase-Api-Version format', async () => {
    const response = await fetch(`${t().url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: t().anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'x-123456' }),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' })
  })
})

describe('auth: user, password change, refresh and sign-out', () => {
  it('gets and updates the user, merging metadata', async () => {
    const { client } = await t().signUpUser({ data: { full_name: 'Bruno', city: 'Recife' } })
    const got = await client.auth.getUser()
    expect(got.error).toBeNull()
    expect(got.data.user?.user_metadata).toMatchObject({ full_name: 'Bruno', city: 'Recife' })

    const updated = await client.auth.updateUser({ data: { full_name: 'Bruno Lima', city: null } })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.user_metadata.full_name).toBe('Bruno Lima')
    expect(updated.data.user?.user_metadata).not.toHaveProperty('city')
  })

  it('changes the password: the new one works, the old one fails', async () => {
    const user = await t().signUpUser()
    const { error } = await user.client.auth.updateUser({ password: 'nova-senha-456' })
    expect(error).toBeNull()
    const old = await t().createTestClient().auth.signInWithPassword({ email: user.email, password: user.password })
    expect(old.error?.code).toBe('invalid_credentials')
    const fresh = await t()
      .createTestClient()
      .auth.signInWithPassword({ email: user.email, password: 'nova-senha-456' })
    expect(fresh.error).toBeNull()
  })

  it('refuses a weak or unchanged new password', async () => {
    const user = await t().signUpUser()
    const weak = await user.client.auth.updateUser({ password: '123' })
    expect(weak.error?.code).toBe('weak_password')
    const same = await user.client.auth.updateUser({ password: user.password })
    expect(same.error?.status).toBe(422)
    expect(same.error?.code).toBe('same_password')
  })

  it('rotates the refresh token on every refresh', async () => {
    const user = await t().signUpUser()
    const first = await user.client.auth.refreshSession()
    expect(first.error).toBeNull()
    const rotated = first.data.session!.refresh_token
    expect(rotated).not.toBe(user.refreshToken)
    const second = await user.client.auth.refreshSession()
    expect(second.error).toBeNull()
    expect(second.data.session!.refresh_token).not.toBe(rotated)
    expect(second.data.user?.id).toBe(user.userId)
  })

  it('refuses an unknown refresh token with 400 refresh_token_not_found', async () => {
    const { error } = await t().createTestClient().auth.refreshSession({ refresh_token: 'nao-existe-123' })
    expect(error?.status).toBe(400)
    expect(error?.code).toBe('refresh_token_not_found')
  })

  it('signs out: the session ends and its refresh token stops working', async () => {
    const user = await t().signUpUser()
    const { error } = await user.client.auth.signOut()
    expect(error).toBeNull()
    const { data } = await user.client.auth.getSession()
    expect(data.session).toBeNull()

    const refresh = await t().createTestClient().auth.refreshSession({ refresh_token: user.refreshToken })
    expect(refresh.error?.status).toBe(400)
    expect(refresh.error).toMatchObject({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })

    const response = await fetch(`${t().url}/auth/v1/user`, {
      headers: { apikey: t().anonKey, authorization: `Bearer ${user.accessToken}` },
    })
    expect(response.status).toBe(403)
    expect((await response.json()).code).toBe('session_not_found')
  })

  it('accepts POST /logout with a JSON content type and an empty body', async () => {
    const user = await t().signUpUser()
    const response = await fetch(`${t().url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: {
        apikey: t().anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json;charset=UTF-8',
      },
    })
    expect(response.status).toBe(204)
  })
})

describe('auth: refresh-token reuse', () => {
  it('hands out the current token when a spent one is replayed within the reuse interval', async () => {
    const user = await t().signUpUser()
    const first = await t().createTestClient().auth.refreshSession({ refresh_token: user.refreshToken })
    expect(first.error).toBeNull()
    const replay = await t().createTestClient().auth.refreshSession({ refresh_token: user.refreshToken })
    expect(replay.error).toBeNull()
    expect(replay.data.session?.refresh_token).toBe(first.data.session?.refresh_token)
  })

  it('revokes the session when a spent token is replayed after the interval: refresh_token_already_used', async () => {
    const strict = await startTestStack({ authConfig: { refreshTokenReuseInterval: 0 } })
    try {
      const user = await strict.signUpUser()
      const first = await strict.createTestClient().auth.refreshSession({ refresh_token: user.refreshToken })
      expect(first.error).toBeNull()
      await new Promise((resolve) => setTimeout(resolve, 20))
      const replay = await strict.createTestClient().auth.refreshSession({ refresh_token: user.refreshToken })
      expect(replay.error?.status).toBe(400)
      expect(replay.error?.code).toBe('refresh_token_already_used')
      // The whole token family is gone, including the newest token.
      const after = await strict.createTestClient().auth.refreshSession({
        refresh_token: first.data.session!.refresh_token,
      })
      expect(after.error?.status).toBe(400)
    } finally {
      await strict.close()
    }
  })
})
