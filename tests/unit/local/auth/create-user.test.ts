/** @vitest-environment node */
import bcrypt from 'bcryptjs'
import { describe, expect, it } from 'vitest'
import { confirmEmail, createUser, hashPassword, passwordMatches } from '../../../../local/supabase/auth/create-user.ts'
import { fakeDeps, USER_ID, userRow } from './fake-deps.ts'

describe('hashPassword / passwordMatches', () => {
  it('hashes with bcrypt cost 10 and matches only the right password', async () => {
    const hash = await hashPassword('segredo123')
    expect(bcrypt.getRounds(hash)).toBe(10)
    expect(await passwordMatches('segredo123', hash)).toBe(true)
    expect(await passwordMatches('segredo124', hash)).toBe(false)
  })

  it('never matches a user without a password', async () => {
    expect(await passwordMatches('', null)).toBe(false)
    expect(await passwordMatches('anything', null)).toBe(false)
  })
})

function depsReturningUser() {
  const { deps, db } = fakeDeps()
  db.on(/^insert into auth\.users/, () => [{ id: USER_ID }])
  db.on(/from auth\.users where id/, ([id]) => (id === USER_ID ? [userRow()] : []))
  return { deps, db }
}

describe('createUser', () => {
  it('inserts a confirmed user with a hashed password, metadata and the e-mail identity', async () => {
    const { deps, db } = depsReturningUser()
    const user = await createUser(deps, {
      email: 'maria@example.com',
      password: 'segredo123',
      confirmed: true,
      userMetadata: { full_name: 'Maria' },
      appMetadata: { role: 'admin' },
    })
    expect(user.id).toBe(USER_ID)
    const [insert, identity, select] = db.queries
    expect(insert.sql.replace(/\s+/g, ' ')).toBe(
      'insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at) ' +
        "values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2, case when $3::boolean then now() end, $4::jsonb, $5::jsonb, now(), now()) returning id",
    )
    const [email, hash, confirmed, app, meta] = insert.params as [string, string, boolean, string, string]
    expect(email).toBe('maria@example.com')
    expect(await bcrypt.compare('segredo123', hash)).toBe(true)
    expect(confirmed).toBe(true)
    expect(JSON.parse(app)).toEqual({ provider: 'email', providers: ['email'], role: 'admin' })
    expect(JSON.parse(meta)).toEqual({ full_name: 'Maria', email_verified: true })

    expect(identity.sql.replace(/\s+/g, ' ')).toBe(
      'insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at) ' +
        "values ($1, $2::uuid, $3::jsonb, 'email', now(), now())",
    )
    expect(identity.params.slice(0, 2)).toEqual([USER_ID, USER_ID])
    expect(JSON.parse(identity.params[2] as string)).toEqual({
      sub: USER_ID,
      email: 'maria@example.com',
      email_verified: false,
      phone_verified: false,
    })
    expect(select).toEqual({ sql: 'select * from auth.users where id = $1', params: [USER_ID] })
  })

  it('stores no password and no email_verified flag for an unconfirmed user without one', async () => {
    const { deps, db } = depsReturningUser()
    await createUser(deps, { email: 'maria@example.com', confirmed: false })
    const [, hash, confirmed, app, meta] = db.queries[0].params as [string, null, boolean, string, string]
    expect(hash).toBeNull()
    expect(confirmed).toBe(false)
    expect(JSON.parse(app)).toEqual({ provider: 'email', providers: ['email'] })
    expect(JSON.parse(meta)).toEqual({})
  })

  it('treats an empty password as none', async () => {
    const { deps, db } = depsReturningUser()
    await createUser(deps, { email: 'maria@example.com', password: '', confirmed: false })
    expect(db.queries[0].params[1]).toBeNull()
  })

  it('fails loudly when the new row cannot be read back', async () => {
    const { deps, db } = fakeDeps()
    db.on(/^insert into auth\.users/, () => [{ id: USER_ID }])
    await expect(createUser(deps, { email: 'maria@example.com', confirmed: true })).rejects.toThrow(
      'user vanished after insert',
    )
  })
})

describe('confirmEmail', () => {
  it('sets the confirmation time and email_verified for an unconfirmed user', async () => {
    const { deps, db } = fakeDeps()
    await confirmEmail(deps, userRow({ email_confirmed_at: null }))
    expect(db.queries).toHaveLength(1)
    expect(db.queries[0].sql.replace(/\s+/g, ' ')).toBe(
      "update auth.users set email_confirmed_at = now(), updated_at = now(), raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{\"email_verified\": true}'::jsonb where id = $1",
    )
    expect(db.queries[0].params).toEqual([USER_ID])
  })

  it('leaves a confirmed user alone', async () => {
    const { deps, db } = fakeDeps()
    await confirmEmail(deps, userRow())
    expect(db.queries).toEqual([])
  })
})
