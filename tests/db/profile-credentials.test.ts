// "Meu perfil" and "Editar perfil" (docs/product-guide.md#medical-review-and-references): who may write
// whose credentials, name, bio and avatar, tried once per role, and the limits the form shows.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  affectedAs,
  createCast,
  errorAs,
  errorCodeAs,
  queryAs,
  useFreshDatabase,
  type Actor,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const CREDENTIALS = `update public.profiles set registry_council = 'CRM', registry_uf = 'SP', registry_number = '123456', rqe = '4567',
  specialty = 'Neurologia', bio = 'Bio trocada', avatar_url = 'https://example.com/x.png' where id = $1`

async function credentialsOf(id: string) {
  const { rows } = await db().query(
    'select registry_number, rqe, specialty, bio, avatar_url, role from public.profiles where id = $1',
    [id],
  )
  return rows[0]
}

beforeEach(async () => {
  await db().query(
    'update public.profiles set registry_council = null, registry_uf = null, registry_number = null, rqe = null, specialty = null, bio = null, avatar_url = null',
  )
})

describe("someone else's credentials", () => {
  it("a visitor writes nobody's (42501)", async () => {
    expect(await errorCodeAs(db(), 'anon', CREDENTIALS, [cast.authorA.id])).toBe('42501')
    expect(await credentialsOf(cast.authorA.id)).toMatchObject({ registry_number: null, bio: null })
  })

  it.each([
    ['an author', 'authorA'],
    ['an editor', 'editor'],
  ] as const)("%s writes only their own: another person's row matches nothing", async (_label, who) => {
    const victim = who === 'authorA' ? cast.authorB : cast.authorA
    expect(await affectedAs(db(), cast[who], CREDENTIALS, [victim.id])).toBe(0)
    expect(await affectedAs(db(), cast[who], CREDENTIALS, [cast.admin.id])).toBe(0)
    expect(await credentialsOf(victim.id)).toMatchObject({
      registry_number: null,
      rqe: null,
      specialty: null,
      bio: null,
      avatar_url: null,
    })
    expect(await affectedAs(db(), cast[who], CREDENTIALS, [cast[who].id])).toBe(1)
    expect(await credentialsOf(cast[who].id)).toMatchObject({
      registry_number: '123456',
      rqe: '4567',
      bio: 'Bio trocada',
    })
  })

  it("an admin writes anyone's; the role stays as it was", async () => {
    expect(await affectedAs(db(), cast.admin, CREDENTIALS, [cast.authorB.id])).toBe(1)
    expect(await credentialsOf(cast.authorB.id)).toMatchObject({
      registry_number: '123456',
      specialty: 'Neurologia',
      role: 'author',
    })
  })
})

describe('roles stay out of the profile form', () => {
  it.each(['authorA', 'editor', 'admin'] as const)(
    '%s cannot raise or change their own role while saving a profile (42501)',
    async (who) => {
      const target = who === 'admin' ? 'author' : 'admin'
      expect(
        await errorCodeAs(db(), cast[who], `update public.profiles set bio = 'x', role = $2 where id = $1`, [
          cast[who].id,
          target,
        ]),
      ).toBe('42501')
      expect(await credentialsOf(cast[who].id)).toMatchObject({ bio: null, role: who === 'authorA' ? 'author' : who })
    },
  )
})

describe('limits of the texts on the author page', () => {
  const set = (actor: Actor, column: string, value: string) =>
    errorAs(db(), actor, `update public.profiles set ${column} = $2 where id = $1`, [cast.authorA.id, value])

  it('takes a 500-character bio, a 120-character name and an https avatar', async () => {
    expect(await set(cast.authorA, 'bio', 'b'.repeat(500))).toBeUndefined()
    expect(await set(cast.authorA, 'full_name', 'N'.repeat(120))).toBeUndefined()
    expect(await set(cast.authorA, 'avatar_url', 'https://cdn.example.com/a%20b.png')).toBeUndefined()
  })

  it.each([
    ['a 501-character bio', 'bio', 'b'.repeat(501), 'profiles_bio_length'],
    ['a blank name', 'full_name', '   ', 'profiles_full_name_length'],
    ['a 121-character name', 'full_name', 'N'.repeat(121), 'profiles_full_name_length'],
    ['a javascript: avatar', 'avatar_url', 'javascript:alert(1)', 'profiles_avatar_url_format'],
    ['a relative avatar', 'avatar_url', '/imagens/eu.png', 'profiles_avatar_url_format'],
  ])('refuses %s (23514, named by its constraint)', async (_label, column, value, constraint) => {
    for (const actor of [cast.authorA, cast.admin]) {
      const error = await set(actor, column, value)
      expect(error).toMatchObject({ code: '23514' })
      expect(error?.message).toContain(constraint)
    }
  })

  it('visitors read what the author page shows, never the role nor the declared registry', async () => {
    await db().query(
      `update public.profiles set bio = 'Neurologista.', avatar_url = 'https://example.com/a.png' where id = $1`,
      [cast.authorA.id],
    )
    const rows = await queryAs(
      db(),
      'anon',
      'select full_name, slug, bio, avatar_url, public_registry, public_rqe, public_specialty from public.profiles where id = $1',
      [cast.authorA.id],
    )
    expect(rows).toEqual([expect.objectContaining({ bio: 'Neurologista.', avatar_url: 'https://example.com/a.png' })])
    expect(await errorCodeAs(db(), 'anon', 'select role from public.profiles where id = $1', [cast.authorA.id])).toBe(
      '42501',
    )
    expect(
      await errorCodeAs(db(), 'anon', 'select registry_number from public.profiles where id = $1', [cast.authorA.id]),
    ).toBe('42501')
  })
})
