import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  affectedAs,
  createCast,
  createUser,
  errorCodeAs,
  freshDatabase,
  queryAs,
  setRole,
  useFreshDatabase,
  type Actor,
  type Cast,
  type Db,
} from './helpers'

async function roleOf(db: Db, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ role: string }>('select role from public.profiles where id = $1', [id])
  return rows[0]?.role
}

/** A signed-in account whose profile is gone: authenticated, but with no editorial role. */
describe('profile creation on sign-up', () => {
  const db = useFreshDatabase()

  it('makes the first account admin while no admin exists, then authors whatever the metadata says', async () => {
    // A database of its own: "first" means no account has signed up before, whatever ran earlier.
    const empty = await freshDatabase()
    try {
      expect((await empty.query("select 1 from public.profiles where role = 'admin'")).rows).toEqual([])
      const first = await createUser(empty, { email: 'primeira@example.com', fullName: 'Primeira Pessoa' })
      expect(await roleOf(empty, first.id)).toBe('admin')

      const sneaky = await createUser(empty, {
        email: 'sneaky@example.com',
        metadata: { role: 'admin', full_name: 'Sneaky' },
      })
      expect(await roleOf(empty, sneaky.id)).toBe('author')

      const editorWannabe = await createUser(empty, { metadata: { role: 'editor' } })
      expect(await roleOf(empty, editorWannabe.id)).toBe('author')
    } finally {
      await empty.close()
    }
  })

  it('takes the name from metadata, else the e-mail local part, else "Usuário"', async () => {
    const named = await createUser(db(), { email: 'x@example.com', fullName: '  Maria Silva ' })
    const fromEmail = await createUser(db(), { email: 'joao.souza@example.com' })
    const blankName = await createUser(db(), { email: 'carla@example.com', metadata: { full_name: '   ' } })
    // A byline nobody can sign in to (no e-mail, no phone): an author named "Usuário".
    const id = crypto.randomUUID()
    await db().query(
      `insert into auth.users (id, aud, role, raw_user_meta_data) values ($1, 'authenticated', 'authenticated', '{}')`,
      [id],
    )
    const names = await db().query<{ id: string; full_name: string }>(
      'select id, full_name from public.profiles where id = any($1::uuid[])',
      [[named.id, fromEmail.id, blankName.id, id]],
    )
    const byId = Object.fromEntries(names.rows.map((r) => [r.id, r.full_name]))
    expect(byId[named.id]).toBe('Maria Silva')
    expect(byId[fromEmail.id]).toBe('joao.souza')
    expect(byId[blankName.id]).toBe('carla')
    expect(byId[id]).toBe('Usuário')
  })

  it('cascades: deleting the auth user deletes the profile', async () => {
    const user = await createUser(db())
    await db().query('delete from auth.users where id = $1', [user.id])
    expect(await roleOf(db(), user.id)).toBeUndefined()
  })
})

// Simultaneous first sign-ups need a server that runs transactions at the same time, which the
// embedded database does not: see real-postgres-races.test.ts.

describe('profiles row-level security', () => {
  const db = useFreshDatabase()
  let cast: Cast
  beforeAll(async () => {
    cast = await createCast(db())
  })

  it('visitors read name, avatar and bio but not the role', async () => {
    const rows = await queryAs(db(), 'anon', 'select id, full_name, avatar_url, bio from public.profiles')
    expect(rows.length).toBeGreaterThanOrEqual(5)
    expect(await errorCodeAs(db(), 'anon', 'select role from public.profiles')).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', 'select * from public.profiles')).toBe('42501')
  })

  it('visitors cannot write profiles', async () => {
    expect(await errorCodeAs(db(), 'anon', `update public.profiles set full_name = 'x'`)).toBe('42501')
    expect(
      await errorCodeAs(db(), 'anon', `insert into public.profiles (id, full_name) values (gen_random_uuid(), 'x')`),
    ).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', 'delete from public.profiles')).toBe('42501')
  })

  it('signed-in users read every profile including roles', async () => {
    const rows = await queryAs<{ role: string }>(db(), cast.authorA, 'select role from public.profiles')
    expect(rows.map((r) => r.role)).toEqual(expect.arrayContaining(['admin', 'editor', 'author']))
  })

  for (const who of ['authorA', 'editor', 'admin'] as const) {
    it(`${who} edits their own name, avatar and bio`, async () => {
      const n = await affectedAs(
        db(),
        cast[who],
        `update public.profiles set full_name = 'Novo Nome', avatar_url = 'https://example.com/a.png', bio = 'Bio' where id = $1`,
        [cast[who].id],
      )
      expect(n).toBe(1)
    })
  }

  for (const who of ['authorA', 'editor', 'admin'] as const) {
    it(`${who} can never change their own role`, async () => {
      const target = who === 'admin' ? 'author' : 'admin'
      expect(
        await errorCodeAs(db(), cast[who], 'update public.profiles set role = $2 where id = $1', [
          cast[who].id,
          target,
        ]),
      ).toBe('42501')
      expect(await roleOf(db(), cast[who].id)).toBe(who === 'authorA' ? 'author' : who)
    })
  }

  it('an author cannot edit another profile (the update matches no row)', async () => {
    expect(
      await affectedAs(db(), cast.authorA, `update public.profiles set full_name = 'hacked' where id = $1`, [
        cast.authorB.id,
      ]),
    ).toBe(0)
    expect(
      await affectedAs(db(), cast.authorA, `update public.profiles set role = 'admin' where id = $1`, [
        cast.authorB.id,
      ]),
    ).toBe(0)
  })

  it('an editor cannot edit another profile nor change roles', async () => {
    expect(
      await affectedAs(db(), cast.editor, `update public.profiles set full_name = 'x' where id = $1`, [
        cast.authorB.id,
      ]),
    ).toBe(0)
    expect(
      await affectedAs(db(), cast.editor, `update public.profiles set role = 'editor' where id = $1`, [
        cast.authorB.id,
      ]),
    ).toBe(0)
    expect(await roleOf(db(), cast.authorB.id)).toBe('author')
  })

  it('an admin edits anyone, including their role', async () => {
    expect(
      await affectedAs(
        db(),
        cast.admin,
        `update public.profiles set full_name = 'Bruno B.', role = 'editor' where id = $1`,
        [cast.authorB.id],
      ),
    ).toBe(1)
    expect(await roleOf(db(), cast.authorB.id)).toBe('editor')
    expect(
      await affectedAs(db(), cast.admin, `update public.profiles set role = 'author' where id = $1`, [cast.authorB.id]),
    ).toBe(1)
    expect(await roleOf(db(), cast.authorB.id)).toBe('author')
  })

  it('an admin cannot set an invalid role', async () => {
    expect(
      await errorCodeAs(db(), cast.admin, `update public.profiles set role = 'owner' where id = $1`, [cast.authorB.id]),
    ).toBe('23514')
  })

  it('a user can create their own missing profile, only as author', async () => {
    const user = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [user.id])
    expect(
      await errorCodeAs(db(), user, `insert into public.profiles (id, full_name, role) values ($1, 'Eu', 'admin')`, [
        user.id,
      ]),
    ).toBe('42501')
    expect(
      await errorCodeAs(
        db(),
        user,
        `insert into public.profiles (id, full_name, role) values (gen_random_uuid(), 'Outro', 'author')`,
      ),
    ).toBe('42501')
    expect(
      await errorCodeAs(db(), user, `insert into public.profiles (id, full_name, role) values ($1, 'Eu', 'author')`, [
        user.id,
      ]),
    ).toBeUndefined()
  })

  it('nobody deletes profiles through the API (users are deleted with delete_user_admin)', async () => {
    for (const who of [cast.authorA, cast.editor, cast.admin]) {
      expect(await affectedAs(db(), who, 'delete from public.profiles where id = $1', [cast.authorB.id])).toBe(0)
    }
    expect(await roleOf(db(), cast.authorB.id)).toBe('author')
  })

  it('the service role (server-side tools) may set roles', async () => {
    expect(
      await affectedAs(db(), 'service_role', `update public.profiles set role = 'editor' where id = $1`, [
        cast.authorB.id,
      ]),
    ).toBe(1)
    expect(
      await affectedAs(db(), 'service_role', `update public.profiles set role = 'author' where id = $1`, [
        cast.authorB.id,
      ]),
    ).toBe(1)
  })
})

describe('admin_exists', () => {
  it('tells visitors whether the first admin was created yet', async () => {
    const db = await freshDatabase()
    expect(await queryAs(db, 'anon', 'select public.admin_exists() as ok')).toEqual([{ ok: false }])
    await createUser(db)
    expect(await queryAs(db, 'anon', 'select public.admin_exists() as ok')).toEqual([{ ok: true }])
    await db.close()
  })
  it('gives every caller the same answer: visitors, an account without a profile, authors, editors and admins', async () => {
    const db = await freshDatabase()
    const cast = await createCast(db)
    const stranger = await accountWithoutProfile(db)
    const callers: Actor[] = ['anon', stranger, cast.authorA, cast.editor, cast.admin]
    const answers = async () => {
      const seen: unknown[] = []
      for (const who of callers)
        seen.push((await queryAs<{ ok: boolean }>(db, who, 'select public.admin_exists() as ok'))[0].ok)
      return seen
    }
    expect(await answers()).toEqual([true, true, true, true, true])
    await setRole(db, cast.admin, 'author')
    expect(await answers()).toEqual([false, false, false, false, false])
    await db.close()
  })
})

describe('current_user_role', () => {
  it("answers each caller's own role, and null for visitors and for an account without a profile", async () => {
    const db = await freshDatabase()
    const cast = await createCast(db)
    const stranger = await accountWithoutProfile(db)
    const roleAs = async (who: Actor) =>
      (await queryAs<{ role: string | null }>(db, who, 'select public.current_user_role() as role'))[0].role
    expect(await roleAs(cast.admin)).toBe('admin')
    expect(await roleAs(cast.editor)).toBe('editor')
    expect(await roleAs(cast.authorA)).toBe('author')
    expect(await roleAs(cast.authorB)).toBe('author')
    expect(await roleAs(stranger)).toBeNull()
    expect(await roleAs('anon')).toBeNull()
    await db.close()
  })
})

// Row-level security and the guard trigger overlap on purpose; each must hold when the other fails.
describe('profiles: each layer holds on its own', () => {
  it('with the guard trigger off, row-level security alone stops a non-admin from moving their profile to another account', async () => {
    const db = await freshDatabase()
    const cast = await createCast(db)
    const spare = await accountWithoutProfile(db)
    await db.query('alter table public.profiles disable trigger profiles_guard_changes')
    for (const who of [cast.authorA, cast.editor]) {
      expect(await errorCodeAs(db, who, 'update public.profiles set id = $2 where id = $1', [who.id, spare.id])).toBe(
        '42501',
      )
    }
    expect(await roleOf(db, spare.id)).toBeUndefined()
    await db.close()
  })

  it("with row-level security off, the guard trigger alone stops a non-admin from changing somebody else's role", async () => {
    const db = await freshDatabase()
    const cast = await createCast(db)
    await db.query('alter table public.profiles disable row level security')
    for (const who of [cast.authorA, cast.editor]) {
      expect(
        await errorCodeAs(db, who, `update public.profiles set role = 'editor' where id = $1`, [cast.authorB.id]),
      ).toBe('42501')
    }
    expect(await roleOf(db, cast.authorB.id)).toBe('author')
    await db.close()
  })
})
