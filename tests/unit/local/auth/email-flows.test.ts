/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { otp, recover, resend } from '../../../../local/supabase/auth/email-flows.ts'
import { fakeDeps, userRow } from './fake-deps.ts'

const post = (path: string, body: unknown, query = '') =>
  new Request(`http://h/auth/v1/${path}${query}`, { method: 'POST', body: JSON.stringify(body) })

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e as { status: number; code: string; message: string },
  )
}

function depsWith(existing?: ReturnType<typeof userRow>) {
  const { deps, db } = fakeDeps()
  let created: ReturnType<typeof userRow> | undefined
  db.on(/from auth\.users where lower\(email\)/, () => {
    const row = created ?? existing
    return row ? [row] : []
  })
  // Params: id, email, password hash, confirmed, app metadata, user metadata.
  db.on(/^insert into auth\.users/, (params) => {
    created = userRow({
      email: params[1] as string,
      email_confirmed_at: null,
      raw_user_meta_data: JSON.parse(params[5] as string),
    })
    return []
  })
  db.on(/from auth\.users where id/, () => [created ?? existing ?? userRow()])
  return { deps, db }
}

const redirectOf = (deps: ReturnType<typeof fakeDeps>['deps']) =>
  new URL(deps.mailbox.list()[0].links[0]).searchParams.get('redirect_to')

describe('recover', () => {
  it('e-mails a recovery link to a known address and answers {}', async () => {
    const { deps } = depsWith(userRow())
    const response = await recover(
      deps,
      post('recover', { email: 'Maria@Example.com' }, '?redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fnova-senha'),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
    const [mail] = deps.mailbox.list()
    expect(mail.type).toBe('recovery')
    expect(redirectOf(deps)).toBe('http://localhost:5173/nova-senha')
  })

  it('answers {} for an unknown address without sending anything', async () => {
    const { deps } = depsWith()
    const response = await recover(deps, post('recover', { email: 'nobody@example.com' }))
    expect(await response.json()).toEqual({})
    expect(deps.mailbox.list()).toEqual([])
  })

  it('requires a valid e-mail', async () => {
    const { deps } = depsWith()
    expect(await rejection(recover(deps, post('recover', {})))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    })
    expect(await rejection(recover(deps, post('recover', { email: 'bad' })))).toMatchObject({
      message: 'Unable to validate email address: invalid format',
    })
  })

  it('takes email_redirect_to and a PKCE challenge', async () => {
    const { deps } = depsWith(userRow())
    await recover(
      deps,
      post(
        'recover',
        { email: 'maria@example.com', code_challenge: 'c' },
        '?email_redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fx',
      ),
    )
    expect(redirectOf(deps)).toBe('http://localhost:5173/x')
    expect(new URL(deps.mailbox.list()[0].links[0]).searchParams.get('token')).toMatch(/^pkce_/)
  })
})

describe('otp', () => {
  it('e-mails a magic link to a known address', async () => {
    const { deps, db } = depsWith(userRow())
    const response = await otp(
      deps,
      post('otp', { email: 'maria@example.com' }, '?redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fconta'),
    )
    expect(await response.json()).toEqual({})
    expect(deps.mailbox.list()[0].type).toBe('magiclink')
    expect(redirectOf(deps)).toBe('http://localhost:5173/conta')
    expect(db.sql(/^insert/)).toEqual([])
  })

  it('creates an unconfirmed user (with the metadata) for a new address', async () => {
    const { deps, db } = depsWith()
    await otp(
      deps,
      post(
        'otp',
        { email: 'Nova@Example.com', data: { full_name: 'Nova' }, code_challenge: 'c' },
        '?email_redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fy',
      ),
    )
    const [insert] = db.sql(/^insert into auth\.users/)
    expect(insert.params[1]).toBe('nova@example.com')
    expect(insert.params[3]).toBe(false)
    expect(JSON.parse(insert.params[5] as string)).toEqual({ full_name: 'Nova' })
    expect(deps.mailbox.list('nova@example.com')).toHaveLength(1)
    expect(redirectOf(deps)).toBe('http://localhost:5173/y')
    expect(new URL(deps.mailbox.list()[0].links[0]).searchParams.get('token')).toMatch(/^pkce_/)
  })

  it('creates the user without metadata when none is sent', async () => {
    const { deps, db } = depsWith()
    await otp(deps, post('otp', { email: 'nova@example.com', create_user: true }))
    expect(JSON.parse(db.sql(/^insert into auth\.users/)[0].params[5] as string)).toEqual({})
  })

  it('refuses a new address when create_user is false', async () => {
    const { deps, db } = depsWith()
    expect(await rejection(otp(deps, post('otp', { email: 'nova@example.com', create_user: false })))).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    })
    expect(db.sql(/^insert/)).toEqual([])
  })

  it('requires a valid e-mail', async () => {
    const { deps } = depsWith()
    expect(await rejection(otp(deps, post('otp', {})))).toMatchObject({
      code: 'validation_failed',
      message: 'missing email or phone',
    })
  })
})

describe('resend', () => {
  it('re-sends the confirmation to an unconfirmed address', async () => {
    const { deps } = depsWith(userRow({ email_confirmed_at: null }))
    const response = await resend(
      deps,
      post(
        'resend',
        { type: 'signup', email: 'maria@example.com', code_challenge: 'c' },
        '?redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fz',
      ),
    )
    expect(await response.json()).toEqual({})
    const [mail] = deps.mailbox.list()
    expect(mail.type).toBe('signup')
    expect(redirectOf(deps)).toBe('http://localhost:5173/z')
    expect(new URL(mail.links[0]).searchParams.get('token')).toMatch(/^pkce_/)
  })

  it('sends nothing to a confirmed or unknown address, or for email_change', async () => {
    for (const [existing, type] of [
      [userRow(), 'signup'],
      [undefined, 'signup'],
      [userRow({ email_confirmed_at: null }), 'email_change'],
    ] as const) {
      const { deps } = depsWith(existing)
      const response = await resend(deps, post('resend', { type, email: 'maria@example.com' }))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({})
      expect(deps.mailbox.list()).toEqual([])
    }
  })

  it('requires a supported type', async () => {
    const { deps } = depsWith(userRow({ email_confirmed_at: null }))
    for (const type of [undefined, 'sms', 'recovery']) {
      expect(await rejection(resend(deps, post('resend', { type, email: 'maria@example.com' })))).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Missing one of these types: signup, email_change, sms, phone_change',
      })
    }
    expect(deps.mailbox.list()).toEqual([])
  })

  it('checks the e-mail before the type', async () => {
    const { deps } = depsWith()
    expect(await rejection(resend(deps, post('resend', { type: 'sms' })))).toMatchObject({
      message: 'missing email or phone',
    })
  })
})
