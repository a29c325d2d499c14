import { beforeAll, describe, expect, it } from 'vitest'
import { runAs } from '../../local/db/session'
import { createUser, useFreshDatabase, type TestUser } from './helpers'

const db = useFreshDatabase()
let user: TestUser
beforeAll(async () => {
  user = await createUser(db(), { email: 'sessao@example.com' })
})

describe('runAs', () => {
  it('sets the role and the JWT claims as PostgREST does, for this transaction only', async () => {
    const claims = { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated' }
    const row = await runAs(db(), { role: 'authenticated', claims }, async (tx) => {
      const { rows } = await tx.query(
        `select current_user as who, auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt,
                current_setting('request.jwt.claim.sub') as sub`,
      )
      return rows[0]
    })
    expect(row).toEqual({
      who: 'authenticated',
      uid: user.id,
      role: 'authenticated',
      email: user.email,
      jwt: claims,
      sub: user.id,
    })
    const after = await db().query(`select current_user as who, auth.uid() as uid`)
    expect(after.rows[0]).toEqual({ who: 'postgres', uid: null })
  })

  it('acts as anon with no user id', async () => {
    const row = await runAs(
      db(),
      { role: 'anon', claims: { role: 'anon' } },
      async (tx) => (await tx.query('select current_user as who, auth.uid() as uid, auth.role() as role')).rows[0],
    )
    expect(row).toEqual({ who: 'anon', uid: null, role: 'anon' })
  })

  it('passes claims as data, never as SQL', async () => {
    const evil = `'); drop table public.posts; --`
    const row = await runAs(
      db(),
      { role: 'anon', claims: { role: 'anon', email: evil } },
      async (tx) => (await tx.query('select auth.email() as email')).rows[0],
    )
    expect(row).toEqual({ email: evil })
    const { rows } = await db().query(`select to_regclass('public.posts') is not null as ok`)
    expect(rows[0]).toEqual({ ok: true })
  })

  it('rejects a role that is not an API role', async () => {
    await expect(runAs(db(), { role: 'postgres' as never, claims: {} }, async () => 1)).rejects.toThrow(/role/)
  })

  it('rolls back everything when the callback throws', async () => {
    await expect(
      runAs(db(), { role: 'service_role', claims: { role: 'service_role' } }, async (tx) => {
        await tx.query(`insert into public.categories (name, slug) values ('Temporária', 'temporaria')`)
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    const { rows } = await db().query(`select 1 from public.categories where slug = 'temporaria'`)
    expect(rows).toHaveLength(0)
  })

  it('serialises concurrent callers: each sees only its own identity', async () => {
    const users = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createUser(db(), { email: `c${i}@example.com` })),
    )
    const seen = await Promise.all(
      users.map((u) =>
        runAs(db(), { role: 'authenticated', claims: { sub: u.id, role: 'authenticated' } }, async (tx) => {
          await new Promise((r) => setTimeout(r, 5))
          return (await tx.query<{ uid: string }>('select auth.uid() as uid')).rows[0].uid
        }),
      ),
    )
    expect(seen).toEqual(users.map((u) => u.id))
  })
})
