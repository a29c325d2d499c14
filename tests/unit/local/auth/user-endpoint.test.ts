/** @vitest-environment node */
import bcrypt from 'bcryptjs'
import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_JWT_SECRET } from '../../../../local/keys.ts'
import { getUser, logout, updateUser } from '../../../../local/supabase/auth/user-endpoint.ts'
import { fakeDeps, USER_ID, userRow } from './fake-deps.ts'

const SESSION = '99999999-8888-4777-8666-555555555555'
const OTHER_ID = '22222222-2222-4333-8444-555555555555'
let OLD_HASH: string
let TOKEN: string

beforeAll(async () => {
  OLD_HASH = await bcrypt.hash('old-password', 4)
  TOKEN = await new SignJWT({ role: 'authenticated', sub: USER_ID, session_id: SESSION })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
})

function depsWith(
  row = userRow({ encrypted_password: OLD_HASH, raw_user_meta_data: { a: 1, b: 2 } }),
  taken?: ReturnType<typeof userRow>,
) {
  const { deps, db } = fakeDeps()
  let current = row
  db.on(/from auth\.sessions where id/, () => [{}])
  db.on(/from auth\.users where id/, () => [current])
  db.on(/from auth\.users where lower\(email\)/, () => (taken ? [taken] : []))
  db.on(/^update auth\.users/, (params) => {
    current = {
      ...current,
      encrypted_password: (params[1] as string | null) ?? current.encrypted_password,
      raw_user_meta_data: params[2] ? JSON.parse(params[2] as string) : current.raw_user_meta_data,
      email: (params[3] as string | null) ?? current.email,
    }
    return []
  })
  return { deps, db }
}

const put = (body: unknown) =>
  new Request('http://h/auth/v1/user', {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(body),
  })

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e as { status: number; code: string; message: string },
  )
}

describe('getUser', () => {
  it('answers the signed-in user', async () => {
    const { deps } = depsWith()
    const response = await getUser(
      deps,
      new Request('http://h/auth/v1/user', { headers: { authorization: `Bearer ${TOKEN}` } }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: USER_ID, email: 'maria@example.com' })
  })

  it('requires a bearer token', async () => {
    const { deps } = depsWith()
    expect(await rejection(getUser(deps, new Request('http://h/auth/v1/user')))).toMatchObject({
      code: 'no_authorization',
    })
  })
})

describe('updateUser', () => {
  it('merges the metadata and leaves password and e-mail alone', async () => {
    const { deps, db } = depsWith()
    const response = await updateUser(deps, put({ data: { b: null, c: 3 } }))
    expect((await response.json()).user_metadata).toEqual({ a: 1, c: 3 })
    const [update] = db.sql(/^update auth\.users/)
    expect(update.sql.replace(/\s+/g, ' ').trim()).toBe(
      'update auth.users set encrypted_password = coalesce($2, encrypted_password), raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data), email = coalesce($4, email), updated_at = now() where id = $1',
    )
    expect(update.params).toEqual([USER_ID, null, JSON.stringify({ a: 1, c: 3 }), null])
  })

  it('changes the password (hashed)', async () => {
    const { deps, db } = depsWith()
    await updateUser(deps, put({ password: 'new-password' }))
    const [update] = db.sql(/^update auth\.users/)
    expect(await bcrypt.compare('new-password', update.params[1] as string)).toBe(true)
    expect(update.params[2]).toBeNull()
  })

  it('refuses the current password as the new one', async () => {
    const { deps, db } = depsWith()
    expect(await rejection(updateUser(deps, put({ password: 'old-password' })))).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    })
    expect(db.sql(/^update/)).toEqual([])
  })

  it('checks the password length', async () => {
    const { deps } = depsWith()
    expect(await rejection(updateUser(deps, put({ password: '123' })))).toMatchObject({
      status: 422,
      code: 'weak_password',
    })
  })

  it('changes the e-mail at once, lower-cased', async () => {
    const { deps, db } = depsWith()
    const response = await updateUser(deps, put({ email: 'Nova@Example.com' }))
    expect((await response.json()).email).toBe('nova@example.com')
    expect(db.sql(/lower\(email\)/)[0].params).toEqual(['nova@example.com'])
    expect(db.sql(/^update auth\.users/)[0].params[3]).toBe('nova@example.com')
  })

  it('does nothing about an e-mail that only differs in case from the current one', async () => {
    const { deps, db } = depsWith()
    await updateUser(deps, put({ email: 'MARIA@example.com' }))
    expect(db.sql(/lower\(email\)/)).toEqual([])
    expect(db.sql(/^update auth\.users/)[0].params[3]).toBeNull()
  })

  it('lets a user without an e-mail set one', async () => {
    const { deps, db } = depsWith(userRow({ email: null }))
    await updateUser(deps, put({ email: 'nova@example.com' }))
    expect(db.sql(/^update auth\.users/)[0].params[3]).toBe('nova@example.com')
  })

  it('refuses an e-mail taken by another user, and accepts one the lookup says is the user’s own', async () => {
    const taken = depsWith(undefined, userRow({ id: OTHER_ID, email: 'nova@example.com' }))
    expect(await rejection(updateUser(taken.deps, put({ email: 'nova@example.com' })))).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
    const own = depsWith(undefined, userRow({ email: 'nova@example.com' }))
    expect((await updateUser(own.deps, put({ email: 'nova@example.com' }))).status).toBe(200)
  })

  it('refuses a malformed e-mail', async () => {
    const { deps } = depsWith()
    expect(await rejection(updateUser(deps, put({ email: 'bad' })))).toMatchObject({ code: 'validation_failed' })
  })

  it('answers the stored user when the re-read finds nothing', async () => {
    const { deps, db } = depsWith()
    let reads = 0
    db.on(/from auth\.users where id/, () => (reads++ === 0 ? [userRow()] : []))
    const response = await updateUser(deps, put({}))
    expect((await response.json()).id).toBe(USER_ID)
  })
})

describe('logout', () => {
  const post = (query = '') =>
    new Request(`http://h/auth/v1/logout${query}`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })

  it('ends every session by default and answers 204 with the API version header', async () => {
    const { deps, db } = depsWith()
    const response = await logout(deps, post())
    expect(response.status).toBe(204)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await response.text()).toBe('')
    expect(db.sql(/^delete from auth\.sessions/)).toEqual([
      { sql: 'delete from auth.sessions where user_id = $1::uuid', params: [USER_ID] },
    ])
  })

  it('ends this session (local) or the others', async () => {
    const local = depsWith()
    await logout(local.deps, post('?scope=local'))
    expect(local.db.sql(/^delete from auth\.sessions/)[0]).toEqual({
      sql: 'delete from auth.sessions where id = $1::uuid',
      params: [SESSION],
    })
    const others = depsWith()
    await logout(others.deps, post('?scope=others'))
    expect(others.db.sql(/^delete from auth\.sessions/)[0].params).toEqual([USER_ID, SESSION])
    const global = depsWith()
    await logout(global.deps, post('?scope=global'))
    expect(global.db.sql(/^delete from auth\.sessions/)[0].params).toEqual([USER_ID])
  })

  it('refuses an unknown scope', async () => {
    const { deps, db } = depsWith()
    expect(await rejection(logout(deps, post('?scope=everyone')))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unsupported logout scope "everyone"',
    })
    expect(db.sql(/^delete/)).toEqual([])
  })

  it('refuses a malformed body', async () => {
    const { deps } = depsWith()
    const request = new Request('http://h/auth/v1/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: '{bad',
    })
    expect(await rejection(logout(deps, request))).toMatchObject({ code: 'bad_json' })
  })
})
