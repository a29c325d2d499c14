/** @vitest-environment node */
import bcrypt from 'bcryptjs'
import { describe, expect, it, vi } from 'vitest'
import { AuthFailure } from '../../../../local/supabase/auth/auth-errors.ts'
import { confirmEmail, createUser, hashPassword, passwordMatches } from '../../../../local/supabase/auth/create-user.ts'
import { USER_COLUMNS } from '../../../../local/supabase/auth/user-row.ts'
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

const HOOK = 'pg-functions://postgres/public/hook_before_user_created'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Deps whose database reads back whatever id was inserted; the hook is on unless told otherwise. */
function depsReturningUser(hook: string | null = HOOK) {
  const { deps, db } = fakeDeps({ beforeUserCreatedHook: hook })
  let insertedId: unknown
  db.on(/^insert into auth\.users/, ([id]) => {
    insertedId = id
    return []
  })
  db.on(/from auth\.users where id/, ([id]) => (id === insertedId ? [userRow({ id: id as string })] : []))
  return { deps, db }
}

const SIGNUP = { via: 'signup', clientIp: '127.0.0.1' } as const

describe('createUser', () => {
  it('inserts a confirmed user with a hashed password, metadata and the e-mail identity, in one transaction', async () => {
    const { deps, db } = depsReturningUser(null)
    let transactions = 0
    const transaction = db.transaction.bind(db)
    db.transaction = (fn) => (transactions++, transaction(fn))
    const user = await createUser(
      deps,
      {
        email: 'maria@example.com',
        password: 'segredo123',
        confirmed: true,
        userMetadata: { full_name: 'Maria' },
        appMetadata: { role: 'admin' },
      },
      SIGNUP,
    )
    expect(user.id).toMatch(UUID)
    expect(transactions).toBe(1)
    const [insert, identity, select] = db.queries
    expect(insert.sql.replace(/\s+/g, ' ')).toBe(
      'insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at) ' +
        "values ($1, 'authenticated', 'authenticated', $2, $3, case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now())",
    )
    const [id, email, hash, confirmed, app, meta] = insert.params as [string, string, string, boolean, string, string]
    expect(id).toBe(user.id)
    expect(email).toBe('maria@example.com')
    expect(await bcrypt.compare('segredo123', hash)).toBe(true)
    expect(confirmed).toBe(true)
    expect(JSON.parse(app)).toEqual({ provider: 'email', providers: ['email'], role: 'admin' })
    expect(JSON.parse(meta)).toEqual({ full_name: 'Maria', email_verified: true })

    expect(identity.sql.replace(/\s+/g, ' ')).toBe(
      'insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at) ' +
        "values ($1, $2::uuid, $3::jsonb, 'email', now(), now())",
    )
    expect(identity.params.slice(0, 2)).toEqual([id, id])
    expect(JSON.parse(identity.params[2] as string)).toEqual({
      sub: id,
      email: 'maria@example.com',
      email_verified: false,
      phone_verified: false,
    })
    expect(select).toEqual({ sql: `select ${USER_COLUMNS} from auth.users where id = $1`, params: [id] })
  })

  it('gives every new user a fresh id', async () => {
    const { deps } = depsReturningUser(null)
    const a = await createUser(deps, { email: 'a@example.com', confirmed: true }, SIGNUP)
    const b = await createUser(deps, { email: 'b@example.com', confirmed: true }, SIGNUP)
    expect(a.id).not.toBe(b.id)
  })

  it('stores no password and no email_verified flag for an unconfirmed user without one', async () => {
    const { deps, db } = depsReturningUser()
    await createUser(deps, { email: 'maria@example.com', confirmed: false }, SIGNUP)
    const [, , hash, confirmed, app, meta] = db.sql(/^insert into auth\.users/)[0].params as [
      string,
      string,
      null,
      boolean,
      string,
      string,
    ]
    expect(hash).toBeNull()
    expect(confirmed).toBe(false)
    expect(JSON.parse(app)).toEqual({ provider: 'email', providers: ['email'] })
    expect(JSON.parse(meta)).toEqual({})
  })

  it('treats an empty password as none', async () => {
    const { deps, db } = depsReturningUser()
    await createUser(deps, { email: 'maria@example.com', password: '', confirmed: false }, SIGNUP)
    expect(db.sql(/^insert into auth\.users/)[0].params[2]).toBeNull()
  })

  it('fails loudly when the new row cannot be read back', async () => {
    const { deps, db } = fakeDeps({ beforeUserCreatedHook: null })
    db.on(/^insert into auth\.users/, () => [])
    await expect(createUser(deps, { email: 'maria@example.com', confirmed: true }, SIGNUP)).rejects.toThrow(
      'user vanished after insert',
    )
  })
})

describe('createUser: the Before User Created hook (sign-up only, as GoTrue)', () => {
  it('asks the hook about the very user it then inserts (same id), before the insert', async () => {
    const { deps, db } = depsReturningUser()
    const user = await createUser(
      deps,
      { email: 'maria@example.com', password: 'segredo123', confirmed: true, userMetadata: { full_name: 'Maria' } },
      SIGNUP,
    )
    const hookAt = db.queries.findIndex((q) => q.sql.startsWith('select "public"."hook_before_user_created"'))
    const insertAt = db.queries.findIndex((q) => q.sql.startsWith('insert into auth.users'))
    expect(hookAt).toBeGreaterThan(0)
    expect(hookAt).toBeLessThan(insertAt)
    const input = JSON.parse(db.queries[hookAt].params[0] as string)
    expect(input.user).toMatchObject({ id: user.id, email: 'maria@example.com', user_metadata: { full_name: 'Maria' } })
    expect(input.metadata.ip_address).toBe('127.0.0.1')
  })

  it('inserts nothing when the hook refuses, and answers what the hook said', async () => {
    const { deps, db } = depsReturningUser()
    db.on(/^select "public"\."hook_before_user_created"/, () => [
      { hook_before_user_created: { error: { http_code: 403, message: 'Cadastro somente por convite.' } } },
    ])
    await expect(createUser(deps, { email: 'maria@example.com', confirmed: true }, SIGNUP)).rejects.toMatchObject({
      status: 403,
      code: 'unknown',
      message: 'Cadastro somente por convite.',
    })
    expect(db.sql(/^insert into/)).toEqual([])
  })

  it('never asks the hook for the admin API', async () => {
    const { deps, db } = depsReturningUser()
    db.on(/hook_before_user_created/, () => {
      throw new Error('the admin API must not call the hook')
    })
    await createUser(deps, { email: 'maria@example.com', confirmed: true }, { via: 'admin' })
    expect(db.sql(/hook_before_user_created|supabase_auth_admin/)).toEqual([])
    expect(db.sql(/^insert into auth\.users/)).toHaveLength(1)
  })

  it('does not ask when no hook is configured', async () => {
    const { deps, db } = depsReturningUser(null)
    await createUser(deps, { email: 'maria@example.com', confirmed: true }, SIGNUP)
    expect(db.sql(/hook_before_user_created|supabase_auth_admin|statement_timeout/)).toEqual([])
  })
})

describe('createUser: a failed insert (e.g. the profile trigger refusing the row)', () => {
  function refusingInsert(hook: string | null) {
    const { deps, db } = fakeDeps({ beforeUserCreatedHook: hook })
    db.on(/^insert into auth\.users/, () => {
      throw Object.assign(new Error('Cadastro somente por convite. Peça um convite a um administrador.'), {
        code: '42501',
        where: 'PL/pgSQL function public.handle_new_user() line 27 at RAISE',
        params: ['$2a$10$secret-hash'],
      })
    })
    return { deps, db }
  }

  it('answers GoTrue\'s 500 "Database error saving new user" for a sign-up and logs the real error', async () => {
    const { deps } = refusingInsert(null)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = await createUser(deps, { email: 'maria@example.com', confirmed: true }, SIGNUP).catch((e) => e)
    expect(failure).toBeInstanceOf(AuthFailure)
    expect(failure).toMatchObject({
      status: 500,
      code: 'unexpected_failure',
      message: 'Database error saving new user',
    })
    // The SQLSTATE, message and where go to the log; never the query's parameters (the password hash).
    expect(log.mock.calls).toEqual([
      [
        '[auth] Database error saving new user:',
        '42501 Cadastro somente por convite. Peça um convite a um administrador. (PL/pgSQL function public.handle_new_user() line 27 at RAISE)',
      ],
    ])
    const response = (failure as AuthFailure).toResponse()
    expect(response.headers.get('x-sb-error-code')).toBe('unexpected_failure')
    log.mockRestore()
  })

  it('answers "Database error creating new user" for the admin API', async () => {
    const { deps } = refusingInsert(HOOK)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      createUser(deps, { email: 'maria@example.com', confirmed: true }, { via: 'admin' }),
    ).rejects.toMatchObject({
      status: 500,
      code: 'unexpected_failure',
      message: 'Database error creating new user',
    })
    log.mockRestore()
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
