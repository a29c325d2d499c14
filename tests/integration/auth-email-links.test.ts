import { beforeAll, describe, expect, it, vi } from 'vitest'
import { NoWebSocket, startTestStack, uniqueEmail } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const CALLBACK = 'http://127.0.0.1:5173/auth/callback'

function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1))
}

describe('auth: password recovery through the mailbox', () => {
  const t = useTestStack()

  it('e-mails a recovery link whose GET /verify redirects with the session in the fragment', async () => {
    const user = await t().signUpUser()
    const { data, error } = await t()
      .createTestClient()
      .auth.resetPasswordForEmail(user.email, { redirectTo: CALLBACK })
    expect(error).toBeNull()
    expect(data).toEqual({})

    const [mail] = await t().mailbox(user.email)
    expect(mail.type).toBe('recovery')
    const link = mail.links[0]
    expect(link).toMatch(new RegExp(`^${t().url}/auth/v1/verify\\?token=[0-9a-f]+&type=recovery&redirect_to=`))
    expect(mail.html).toContain('href=')

    // The link is opened from the e-mail: no apikey.
    const response = await fetch(link, { redirect: 'manual' })
    expect(response.status).toBe(303)
    const location = response.headers.get('location')!
    expect(location.startsWith(`${CALLBACK}#`)).toBe(true)
    const fragment = fragmentOf(location)
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ])
    expect(fragment.get('type')).toBe('recovery')
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('expires_in')).toBe('3600')

    // What the SPA's callback does: setSession with the fragment's tokens, then change the password.
    const client = t().createTestClient()
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    expect(session.error).toBeNull()
    expect(session.data.user?.id).toBe(user.userId)
    expect((await client.auth.updateUser({ password: 'recuperada-789' })).error).toBeNull()
    expect((await t().signIn(user.email, 'recuperada-789')).auth).toBeTruthy()
  })

  it('refuses a link used twice: redirect with otp_expired in the fragment', async () => {
    const user = await t().signUpUser()
    await t().createTestClient().auth.resetPasswordForEmail(user.email, { redirectTo: CALLBACK })
    const [mail] = await t().mailbox(user.email)
    await fetch(mail.links[0], { redirect: 'manual' })
    const again = await fetch(mail.links[0], { redirect: 'manual' })
    expect(again.status).toBe(303)
    const fragment = fragmentOf(again.headers.get('location')!)
    expect(fragment.get('error')).toBe('access_denied')
    expect(fragment.get('error_code')).toBe('otp_expired')
    expect(fragment.get('error_description')).toBe('Email link is invalid or has expired')
  })

  it('answers 200 {} for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ninguem')
    const { error } = await t().createTestClient().auth.resetPasswordForEmail(email, { redirectTo: CALLBACK })
    expect(error).toBeNull()
    expect(await t().mailbox(email)).toEqual([])
  })

  it('verifies a recovery token hash with POST /verify (verifyOtp)', async () => {
    const user = await t().signUpUser()
    await t().createTestClient().auth.resetPasswordForEmail(user.email)
    const [mail] = await t().mailbox(user.email)
    const tokenHash = new URL(mail.links[0]).searchParams.get('token')!
    const client = t().createTestClient()
    const { data, error } = await client.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash })
    expect(error).toBeNull()
    expect(data.session?.user.id).toBe(user.userId)
  })

  it('sends redirects off this machine to the site URL instead', async () => {
    const user = await t().signUpUser()
    await t().createTestClient().auth.resetPasswordForEmail(user.email, { redirectTo: 'https://evil.example.com/x' })
    const [mail] = await t().mailbox(user.email)
    expect(new URL(mail.links[0]).searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173')
  })

  it('rate-limits recovery e-mails to one address silently: the second request inside the interval answers like any other and sends nothing', async () => {
    const user = await t().signUpUser()
    const client = t().createTestClient()
    expect((await client.auth.resetPasswordForEmail(user.email)).error).toBeNull()
    // A 429 here (and only for known addresses) would tell which e-mails have accounts.
    expect((await client.auth.resetPasswordForEmail(user.email)).error).toBeNull()
    expect(await t().mailbox(user.email)).toHaveLength(1)
  })

  it('supports the PKCE flow: ?code= on the redirect, exchanged with the verifier', async () => {
    const user = await t().signUpUser()
    const storage = new Map<string, string>()
    const { createClient } = await import('@supabase/supabase-js')
    const client = createClient(t().url, t().anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (k) => storage.get(k) ?? null,
          setItem: (k, v) => void storage.set(k, v),
          removeItem: (k) => void storage.delete(k),
        },
      },
      realtime: { transport: NoWebSocket as never },
    })
    expect((await client.auth.resetPasswordForEmail(user.email, { redirectTo: CALLBACK })).error).toBeNull()
    const [mail] = await t().mailbox(user.email)
    expect(new URL(mail.links[0]).searchParams.get('token')).toMatch(/^pkce_/)
    const response = await fetch(mail.links[0], { redirect: 'manual' })
    const code = new URL(response.headers.get('location')!).searchParams.get('code')!
    expect(code).toMatch(/^[0-9a-f-]{36}$/)
    const { data, error } = await client.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.user?.id).toBe(user.userId)
  })
  it('sends a magic link (signInWithOtp) that signs the user in', async () => {
    const user = await t().signUpUser()
    const { error } = await t()
      .createTestClient()
      .auth.signInWithOtp({
        email: user.email,
        options: { emailRedirectTo: CALLBACK, shouldCreateUser: false },
      })
    expect(error).toBeNull()
    const [mail] = await t().mailbox(user.email)
    expect(mail.type).toBe('magiclink')
    const response = await fetch(mail.links[0], { redirect: 'manual' })
    const fragment = fragmentOf(response.headers.get('location')!)
    expect(fragment.get('type')).toBe('magiclink')
    expect(fragment.get('access_token')).toBeTruthy()
  })

  it('refuses a magic link for an unknown address when shouldCreateUser is false', async () => {
    const { error } = await t()
      .createTestClient()
      .auth.signInWithOtp({
        email: uniqueEmail('desconhecido'),
        options: { shouldCreateUser: false },
      })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('otp_disabled')
  })
})

describe('auth: e-mail confirmation switched on', () => {
  const t = useTestStack({ authConfig: { autoconfirm: false } })
  beforeAll(async () => {
    // Accounts by invitation once an admin exists: with the admin made first, no test depends on order.
    await t().ensureAdmin()
  })

  it('returns the user without a session, e-mails a link, and signs in only after confirming', async () => {
    const email = uniqueEmail('confirma')
    const { secret } = await t().invite(email)
    const client = t().createTestClient()
    const { data, error } = await client.auth.signUp({
      email,
      password: 'senha-segura-123',
      options: { data: { full_name: 'Carla', invitation_secret: secret }, emailRedirectTo: CALLBACK },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeUndefined()

    const early = await client.auth.signInWithPassword({ email, password: 'senha-segura-123' })
    expect(early.error?.status).toBe(400)
    expect(early.error?.code).toBe('email_not_confirmed')

    const [mail] = await t().mailbox(email)
    expect(mail.type).toBe('signup')
    const response = await fetch(mail.links[0], { redirect: 'manual' })
    const fragment = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1))
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('access_token')).toBeTruthy()

    const signedIn = await client.auth.signInWithPassword({ email, password: 'senha-segura-123' })
    expect(signedIn.error).toBeNull()
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy()
    expect(signedIn.data.user?.user_metadata.email_verified).toBe(true)
  })

  it('refuses a re-send inside the per-address interval, re-sends once it has passed, and the new link confirms', async () => {
    // Its own stack with a 1 s interval, so the test can wait for the interval to pass.
    const quick = await startTestStack({ authConfig: { autoconfirm: false, emailMinIntervalSeconds: 1 } })
    try {
      const email = uniqueEmail('reenvio')
      const client = quick.createTestClient()
      await client.auth.signUp({ email, password: 'senha-segura-123', options: { emailRedirectTo: CALLBACK } })
      const tooSoon = await client.auth.resend({ type: 'signup', email })
      expect(tooSoon.error?.status).toBe(429)
      expect(tooSoon.error?.code).toBe('over_email_send_rate_limit')
      expect(await quick.mailbox(email)).toHaveLength(1)

      await vi.waitFor(
        async () => {
          const again = await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: CALLBACK } })
          expect(again.error).toBeNull()
        },
        { timeout: 5000, interval: 250 },
      )
      const [latest] = await quick.mailbox(email)
      expect(await quick.mailbox(email)).toHaveLength(2)
      const response = await fetch(latest.links[0], { redirect: 'manual' })
      expect(fragmentOf(response.headers.get('location')!).get('type')).toBe('signup')
      const signedIn = await client.auth.signInWithPassword({ email, password: 'senha-segura-123' })
      expect(signedIn.error).toBeNull()
    } finally {
      await quick.close()
    }
  })

  it('answers a sign-up of a confirmed address with a fake user and no e-mail', async () => {
    const existing = uniqueEmail('existe')
    const { secret } = await t().invite(existing)
    const created = await t()
      .createTestClient(t().serviceKey)
      .auth.admin.createUser({
        email: existing,
        password: 'senha-segura-123',
        email_confirm: true,
        user_metadata: { invitation_secret: secret },
      })
    const email = created.data.user!.email!
    const { data, error } = await t().createTestClient().auth.signUp({ email, password: 'outra-senha-123' })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.identities).toEqual([])
    expect(data.user?.id).not.toBe(created.data.user!.id)
    expect(await t().mailbox(email)).toEqual([])
  })
})
