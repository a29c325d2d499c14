// Issue 18's auth weaknesses, each reproduced against a real local stack and now refused.
import { describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys.ts'
import { uniqueEmail, type TestStack } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const post = (t: TestStack, path: string, body: unknown) =>
  fetch(`${t.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const codeOf = (text: string) => /código: (\d{6})/.exec(text)?.[1] ?? ''
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0')

describe('auth hardening (generous request limits)', () => {
  const t = useTestStack()

  it('a one-time code dies after 5 wrong guesses: the 6th try fails even with the right code, and so does the e-mailed link', async () => {
    const user = await t().signUpUser()
    expect((await post(t(), '/recover', { email: user.email })).status).toBe(200)
    const [mail] = await t().mailbox(user.email)
    const code = codeOf(mail.text)
    expect(code).toMatch(/^\d{6}$/)
    for (let guess = 0; guess < 5; guess++) {
      const wrong = await post(t(), '/verify', { type: 'recovery', email: user.email, token: wrongCode(code) })
      expect(wrong.status).toBe(403)
    }
    const right = await post(t(), '/verify', { type: 'recovery', email: user.email, token: code })
    expect(right.status).toBe(403)
    expect(await right.json()).toMatchObject({ code: 'otp_expired' })
    const link = await fetch(mail.links[0], { redirect: 'manual' })
    expect(new URLSearchParams(new URL(link.headers.get('location')!).hash.slice(1)).get('error_code')).toBe(
      'otp_expired',
    )
  })

  it('the right code within 5 guesses still works, and a new code gets 5 fresh attempts', async () => {
    const user = await t().signUpUser()
    await post(t(), '/recover', { email: user.email })
    const [first] = await t().mailbox(user.email)
    for (let guess = 0; guess < 4; guess++)
      await post(t(), '/verify', { type: 'recovery', email: user.email, token: wrongCode(codeOf(first.text)) })
    const ok = await post(t(), '/verify', { type: 'recovery', email: user.email, token: codeOf(first.text) })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toHaveProperty('access_token')
  })

  it('answers a wrong password for a known e-mail and any password for an unknown one alike, in comparable time', async () => {
    const user = await t().signUpUser()
    const attempt = async (email: string) => {
      const started = performance.now()
      const response = await post(t(), '/token?grant_type=password', { email, password: 'nao-e-a-senha' })
      return { ms: performance.now() - started, status: response.status, body: await response.json() }
    }
    await attempt(uniqueEmail()) // warm-up
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      const a = await attempt(user.email)
      const b = await attempt(uniqueEmail())
      expect([a.status, a.body]).toEqual([400, b.body])
      expect(b.status).toBe(400)
      known.push(a.ms)
      unknown.push(b.ms)
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[2]
    // Both pay one bcrypt compare (~tens of ms); without the dummy compare the unknown e-mail was ~15× faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
  })

  it('recover answers 200 {} for a known and an unknown address, even when the known one just got an e-mail', async () => {
    const user = await t().signUpUser()
    for (const email of [user.email, user.email, uniqueEmail(), uniqueEmail()]) {
      const response = await post(t(), '/recover', { email })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({})
    }
    expect(await t().mailbox(user.email)).toHaveLength(1)
  })

  it('refuses passwords over 72 bytes with GoTrue’s message, and never lets the first 72 bytes sign in alone', async () => {
    const long = 'é'.repeat(37) // 74 bytes in UTF-8, 37 characters
    const signup = await post(t(), '/signup', { email: uniqueEmail(), password: long })
    expect(signup.status).toBe(400)
    expect(await signup.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    })

    const password = 'a'.repeat(72)
    const user = await t().signUpUser({ password })
    const longer = await post(t(), '/token?grant_type=password', { email: user.email, password: `${password}extra` })
    expect(longer.status).toBe(400)
    expect(await longer.json()).toMatchObject({ code: 'invalid_credentials' })
    const exact = await post(t(), '/token?grant_type=password', { email: user.email, password })
    expect(exact.status).toBe(200)
  })

  it('caps user metadata: 20 KB or 5,000 levels deep answer 400, and a normal profile still signs up', async () => {
    const big = await post(t(), '/signup', {
      email: uniqueEmail(),
      password: 'senha-segura-123',
      data: { bio: 'x'.repeat(20_000) },
    })
    expect(big.status).toBe(400)
    expect(await big.json()).toMatchObject({ code: 'validation_failed' })
    const deep = `{"email":"${uniqueEmail()}","password":"senha-segura-123","data":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`
    const nested = await post(t(), '/signup', deep)
    expect(nested.status).toBe(400)
    const user = await t().signUpUser()
    const { error } = await user.client.auth.updateUser({ data: { bio: 'y'.repeat(20_000) } })
    expect(error?.status).toBe(400)
    const ana = uniqueEmail('ana')
    const { secret } = await t().invite(ana)
    expect(
      (
        await post(t(), '/signup', {
          email: ana,
          password: 'senha-segura-123',
          data: { full_name: 'Ana', invitation_secret: secret },
        })
      ).status,
    ).toBe(200)
  })

  it('answers 400, never 500, for a NUL character in an e-mail or in metadata', async () => {
    for (const [path, body] of [
      ['/signup', { email: 'a\u0000@b.co', password: 'senha-segura-123' }],
      ['/recover', { email: 'a\u0000@b.co' }],
      ['/token?grant_type=password', { email: 'a\u0000@b.co', password: 'x' }],
      ['/signup', { email: uniqueEmail(), password: 'senha-segura-123', data: { name: 'a\u0000b' } }],
    ] as const) {
      expect((await post(t(), path, body)).status, path).toBe(400)
    }
  })
})

describe('auth request limits per IP (GoTrue-style, low limits for the test)', () => {
  const t = useTestStack({ authConfig: { requestLimits: { signInSignUp: 3, tokenRefresh: 2, verify: 2 } } })

  it('answers 429 over_request_rate_limit once an IP has used up sign-in/sign-up, recover, verify and refresh', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await post(t(), '/token?grant_type=password', { email: uniqueEmail(), password: 'x' })).status)
    expect(statuses).toEqual([400, 400, 400, 429])
    const limited = await post(t(), '/signup', { email: uniqueEmail(), password: 'senha-segura-123' })
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    })
    expect((await post(t(), '/recover', { email: uniqueEmail() })).status).toBe(429)

    const verify = [] as number[]
    for (let i = 0; i < 3; i++)
      verify.push((await post(t(), '/verify', { type: 'recovery', token_hash: 'f'.repeat(56) })).status)
    expect(verify).toEqual([403, 403, 429])

    const refresh = [] as number[]
    for (let i = 0; i < 3; i++)
      refresh.push((await post(t(), '/token?grant_type=refresh_token', { refresh_token: 'nope' })).status)
    expect(refresh[2]).toBe(429)
    // Other endpoints are not limited by these buckets.
    expect((await fetch(`${t().url}/auth/v1/health`, { headers: { apikey: LOCAL_ANON_KEY } })).status).toBe(200)
  })
})

// Guesses race only where verifications really run at once: a PostgreSQL server with its pool of
// connections (the embedded database answers one query at a time, so they never interleave there).
describe('one-time codes under parallel guesses, on PostgreSQL', () => {
  const t = useTestStack({ database: 'postgres' })

  it.each([13, 30])(
    'honours exactly five of 30 guesses sent at once: the right code at position %i opens no session',
    async (position) => {
      const user = await t().signUpUser()
      await post(t(), '/recover', { email: user.email })
      const code = codeOf((await t().mailbox(user.email))[0].text)
      const guesses = Array.from({ length: 30 }, (_, i) => (i + 1 === position ? code : wrongCode(code)))
      const answers = await Promise.all(
        guesses.map((token) => post(t(), '/verify', { type: 'recovery', email: user.email, token })),
      )
      expect(answers.map((answer) => answer.status)).toEqual(guesses.map(() => 403))
    },
  )

  it('of 30 guesses sent at once, the right code at position 3 opens exactly one session', async () => {
    const user = await t().signUpUser()
    await post(t(), '/recover', { email: user.email })
    const code = codeOf((await t().mailbox(user.email))[0].text)
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 2 ? code : wrongCode(code)))
    const answers = await Promise.all(
      guesses.map((token) => post(t(), '/verify', { type: 'recovery', email: user.email, token })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
  })
})
