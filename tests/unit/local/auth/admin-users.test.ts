/** @vitest-environment node */
import bcrypt from 'bcryptjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../../local/keys.ts'
import { adminUsers } from '../../../../local/supabase/auth/admin-users.ts'
import { fakeDeps, USER_ID, userRow } from './fake-deps.ts'

const OTHER_ID = '22222222-2222-4333-8444-555555555555'
const NOW = new Date('2026-11-22T12:00:00.000Z').getTime()
const service = { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` }

afterEach(() => {
  vi.useRealTimers()
})

const call = (
  method: string,
  path = '/auth/v1/admin/users',
  body?: unknown,
  headers: Record<string, string> = service,
) => new Request(`http://h${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e as { status: number; code: string; message: string },
  )
}

function depsWith(
  options: { user?: ReturnType<typeof userRow>; byEmail?: ReturnType<typeof userRow>; total?: number } = {},
) {
  const { deps, db } = fakeDeps()
  const user =
    options.user ?? userRow({ raw_user_meta_data: { a: 1 }, raw_app_meta_data: { provider: 'email', role: 'reader' } })
  let createdId: unknown
  db.on(/from auth\.users where id/, ([id]) =>
    id === user.id ? [user] : id === createdId ? [userRow({ id: createdId as string })] : [],
  )
  db.on(/from auth\.users where lower\(email\)/, () => (options.byEmail ? [options.byEmail] : []))
  db.on(/^select \* from auth\.users order by/, () => [user])
  db.on(/count\(\*\)::int as n/, () => [{ n: options.total ?? 1 }])
  db.on(/^insert into auth\.users/, ([id]) => {
    createdId = id
    return []
  })
  return { deps, db, user }
}

describe('adminUsers: access', () => {
  it('refuses anyone but the service role', async () => {
    const { deps, db } = depsWith()
    expect(
      await rejection(adminUsers(deps, call('GET', undefined, undefined, { apikey: LOCAL_ANON_KEY }), undefined)),
    ).toMatchObject({
      status: 403,
      code: 'not_admin',
    })
    expect(db.queries).toEqual([])
  })

  it('answers 405 for other methods', async () => {
    const { deps } = depsWith()
    for (const [method, id] of [
      ['PUT', undefined],
      ['DELETE', undefined],
      ['POST', USER_ID],
      ['PATCH', USER_ID],
    ] as const) {
      expect(await rejection(adminUsers(deps, call(method), id)), `${method} ${id}`).toMatchObject({
        status: 405,
        code: 'method_not_allowed',
        message: 'Method not allowed',
      })
    }
  })
})

describe('adminUsers: GET one', () => {
  it('answers the user', async () => {
    const { deps } = depsWith()
    const response = await adminUsers(deps, call('GET'), USER_ID)
    expect(response.status).toBe(200)
    expect((await response.json()).id).toBe(USER_ID)
  })

  it('answers 404 for an unknown id, or one that is not a UUID (without querying)', async () => {
    const { deps, db } = depsWith()
    for (const id of [OTHER_ID, 'not-a-uuid', `x${USER_ID}`, `${USER_ID}x`, USER_ID.replace(/-/g, '')]) {
      expect(await rejection(adminUsers(deps, call('GET'), id)), id).toMatchObject({
        status: 404,
        code: 'user_not_found',
        message: 'User not found',
      })
    }
    expect(db.sql(/where id/).map((q) => q.params[0])).toEqual([OTHER_ID])
  })

  it('accepts an upper-case UUID', async () => {
    const { deps, db } = depsWith()
    await rejection(adminUsers(deps, call('GET'), 'ABCDEF01-2222-4333-8444-55555555555A'))
    expect(db.sql(/where id/)).toHaveLength(1)
  })
})

describe('adminUsers: list', () => {
  it('lists 50 users per page by default, newest first, with count and links', async () => {
    const { deps, db } = depsWith({ total: 120 })
    const response = await adminUsers(deps, call('GET'), undefined)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.aud).toBe('authenticated')
    expect(body.users.map((u: { id: string }) => u.id)).toEqual([USER_ID])
    expect(db.queries[0]).toEqual({
      sql: 'select * from auth.users order by created_at desc, id limit $1 offset $2',
      params: [50, 0],
    })
    expect(response.headers.get('x-total-count')).toBe('120')
    expect(response.headers.get('link')).toBe(
      '</admin/users?page=2&per_page=50>; rel="next", </admin/users?page=3&per_page=50>; rel="last"',
    )
  })

  it('takes page and per_page, and has no next link on the last page', async () => {
    const { deps, db } = depsWith({ total: 120 })
    const response = await adminUsers(deps, call('GET', '/auth/v1/admin/users?page=3&per_page=50'), undefined)
    expect(db.queries[0].params).toEqual([50, 100])
    expect(response.headers.get('link')).toBe('</admin/users?page=3&per_page=50>; rel="last"')
    const middle = await adminUsers(deps, call('GET', '/auth/v1/admin/users?page=2&per_page=40'), undefined)
    expect(middle.headers.get('link')).toBe(
      '</admin/users?page=3&per_page=40>; rel="next", </admin/users?page=3&per_page=40>; rel="last"',
    )
  })

  it('clamps page to ≥ 1 and per_page to 1…1000, ignoring garbage', async () => {
    const cases: Array<[string, number[]]> = [
      ['?page=0&per_page=0', [50, 0]],
      ['?page=-2&per_page=-5', [1, 0]],
      ['?page=abc&per_page=xyz', [50, 0]],
      ['?per_page=5000', [1000, 0]],
      ['?per_page=1000', [1000, 0]],
      ['?per_page=1&page=4', [1, 3]],
    ]
    for (const [query, params] of cases) {
      const { deps, db } = depsWith()
      await adminUsers(deps, call('GET', `/auth/v1/admin/users${query}`), undefined)
      expect(db.queries[0].params, query).toEqual(params)
    }
  })

  it('says the last page is 1 when there are no users', async () => {
    const { deps } = depsWith({ total: 0 })
    const response = await adminUsers(deps, call('GET'), undefined)
    expect(response.headers.get('x-total-count')).toBe('0')
    expect(response.headers.get('link')).toBe('</admin/users?page=1&per_page=50>; rel="last"')
  })

  it('rounds the last page up', async () => {
    const { deps } = depsWith({ total: 101 })
    const response = await adminUsers(deps, call('GET', '/auth/v1/admin/users?per_page=50'), undefined)
    expect(response.headers.get('link')).toContain('</admin/users?page=3&per_page=50>; rel="last"')
  })
})

describe('adminUsers: create', () => {
  it('creates a user with password, metadata and confirmation', async () => {
    const { deps, db } = depsWith()
    const response = await adminUsers(
      deps,
      call('POST', undefined, {
        email: 'Nova@Example.com',
        password: 'segredo123',
        email_confirm: true,
        user_metadata: { full_name: 'Nova' },
        app_metadata: { role: 'admin' },
      }),
      undefined,
    )
    expect(response.status).toBe(200)
    const [insert] = db.sql(/^insert into auth\.users/)
    const [, email, hash, confirmed, app, meta] = insert.params as [string, string, string, boolean, string, string]
    expect(email).toBe('nova@example.com')
    expect(await bcrypt.compare('segredo123', hash)).toBe(true)
    expect(confirmed).toBe(true)
    expect(JSON.parse(app)).toEqual({ provider: 'email', providers: ['email'], role: 'admin' })
    expect(JSON.parse(meta)).toEqual({ full_name: 'Nova', email_verified: true })
  })

  it('takes `data` as user metadata, and leaves the user unconfirmed unless email_confirm is true', async () => {
    const { deps, db } = depsWith()
    await adminUsers(
      deps,
      call('POST', undefined, { email: 'nova@example.com', data: { x: 1 }, email_confirm: 'yes' }),
      undefined,
    )
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
    expect(JSON.parse(meta)).toEqual({ x: 1 })
  })

  it('prefers user_metadata over data, and defaults to none', async () => {
    const a = depsWith()
    await adminUsers(
      a.deps,
      call('POST', undefined, { email: 'nova@example.com', user_metadata: { u: 1 }, data: { d: 1 } }),
      undefined,
    )
    expect(JSON.parse(a.db.sql(/^insert into auth\.users/)[0].params[5] as string)).toEqual({ u: 1 })
    const b = depsWith()
    await adminUsers(b.deps, call('POST', undefined, { email: 'nova@example.com' }), undefined)
    expect(JSON.parse(b.db.sql(/^insert into auth\.users/)[0].params[5] as string)).toEqual({})
  })

  it('refuses a taken e-mail, a weak password and a malformed e-mail', async () => {
    const taken = depsWith({ byEmail: userRow() })
    expect(
      await rejection(adminUsers(taken.deps, call('POST', undefined, { email: 'maria@example.com' }), undefined)),
    ).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
    const { deps, db } = depsWith()
    expect(
      await rejection(
        adminUsers(deps, call('POST', undefined, { email: 'nova@example.com', password: '123' }), undefined),
      ),
    ).toMatchObject({
      code: 'weak_password',
    })
    expect(await rejection(adminUsers(deps, call('POST', undefined, { email: 'bad' }), undefined))).toMatchObject({
      code: 'validation_failed',
    })
    expect(db.sql(/^insert/)).toEqual([])
  })
})

describe('adminUsers: update', () => {
  it('updates password, e-mail, merged metadata, confirmation', async () => {
    const { deps, db } = depsWith()
    const response = await adminUsers(
      deps,
      call('PUT', undefined, {
        password: 'segredo123',
        email: 'Nova@Example.com',
        user_metadata: { a: null, b: 2 },
        app_metadata: { role: null, plan: 'x' },
        email_confirm: true,
      }),
      USER_ID,
    )
    expect(response.status).toBe(200)
    const [update] = db.sql(/^update auth\.users/)
    expect(update.sql).toContain("banned_until = case when $7::text = 'none' then null")
    const [id, hash, email, meta, app, confirm, banned] = update.params as [
      string,
      string,
      string,
      string,
      string,
      boolean,
      null,
    ]
    expect(id).toBe(USER_ID)
    expect(await bcrypt.compare('segredo123', hash)).toBe(true)
    expect(email).toBe('nova@example.com')
    expect(JSON.parse(meta)).toEqual({ b: 2 })
    expect(JSON.parse(app)).toEqual({ provider: 'email', plan: 'x' })
    expect(confirm).toBe(true)
    expect(banned).toBeNull()
  })

  it('changes nothing that is not sent', async () => {
    const { deps, db } = depsWith()
    await adminUsers(deps, call('PUT', undefined, { email_confirm: 1 }), USER_ID)
    expect(db.sql(/^update auth\.users/)[0].params).toEqual([USER_ID, null, null, null, null, false, null])
    expect(db.sql(/lower\(email\)/)).toEqual([])
  })

  it('refuses an e-mail taken by another user but not the user’s own', async () => {
    const taken = depsWith({ byEmail: userRow({ id: OTHER_ID }) })
    expect(
      await rejection(adminUsers(taken.deps, call('PUT', undefined, { email: 'x@example.com' }), USER_ID)),
    ).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
    const own = depsWith({ byEmail: userRow() })
    expect((await adminUsers(own.deps, call('PUT', undefined, { email: 'maria@example.com' }), USER_ID)).status).toBe(
      200,
    )
  })

  it('refuses a weak password and an unknown user', async () => {
    const { deps } = depsWith()
    expect(await rejection(adminUsers(deps, call('PUT', undefined, { password: '1' }), USER_ID))).toMatchObject({
      code: 'weak_password',
    })
    expect(await rejection(adminUsers(deps, call('PUT', undefined, {}), OTHER_ID))).toMatchObject({
      status: 404,
      code: 'user_not_found',
    })
  })

  it('bans for a Go-style duration, and lifts the ban with "none"', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const cases: Array<[string, number | 'none']> = [
      ['24h', 86_400_000],
      ['30m', 1_800_000],
      ['1h30m', 5_400_000],
      ['10s', 10_000],
      ['1.5h', 5_400_000],
      ['1.25h', 4_500_000],
      ['250ms', 250],
      ['none', 'none'],
    ]
    for (const [duration, ms] of cases) {
      const { deps, db } = depsWith()
      await adminUsers(deps, call('PUT', undefined, { ban_duration: duration }), USER_ID)
      const banned = db.sql(/^update auth\.users/)[0].params[6]
      expect(banned, duration).toBe(ms === 'none' ? 'none' : new Date(NOW + ms).toISOString())
    }
  })

  it('refuses a ban duration it cannot read', async () => {
    for (const duration of ['forever', '0h', '12']) {
      const { deps, db } = depsWith()
      expect(
        await rejection(adminUsers(deps, call('PUT', undefined, { ban_duration: duration }), USER_ID)),
        duration,
      ).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'invalid format for ban duration',
      })
      expect(db.sql(/^update/)).toEqual([])
    }
  })
})

describe('adminUsers: delete', () => {
  it('deletes the user and answers the deleted user', async () => {
    const { deps, db } = depsWith()
    const response = await adminUsers(deps, call('DELETE'), USER_ID)
    expect(response.status).toBe(200)
    expect((await response.json()).id).toBe(USER_ID)
    expect(db.sql(/^delete/)).toEqual([{ sql: 'delete from auth.users where id = $1', params: [USER_ID] }])
  })

  it('answers 404 for an unknown user', async () => {
    const { deps, db } = depsWith()
    expect(await rejection(adminUsers(deps, call('DELETE'), OTHER_ID))).toMatchObject({
      status: 404,
      code: 'user_not_found',
    })
    expect(db.sql(/^delete/)).toEqual([])
  })

  it('refuses a malformed body before deleting', async () => {
    const { deps, db } = depsWith()
    const request = new Request('http://h/auth/v1/admin/users', { method: 'DELETE', headers: service, body: '{bad' })
    expect(await rejection(adminUsers(deps, request, USER_ID))).toMatchObject({ code: 'bad_json' })
    expect(db.sql(/^delete/)).toEqual([])
  })
})
