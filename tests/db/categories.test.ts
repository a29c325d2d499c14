import { beforeAll, describe, expect, it } from 'vitest'
import { affectedAs, createCast, createUser, errorCodeAs, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
  await db().query(`insert into public.categories (name, slug, is_active) values ('Arquivo', 'arquivo', false)`)
})

const slugs = (rows: { slug: string }[]) => rows.map((r) => r.slug).sort()

describe('categories', () => {
  it('visitors read active categories only', async () => {
    const rows = await queryAs<{ slug: string }>(db(), 'anon', 'select slug from public.categories')
    expect(slugs(rows)).toEqual(['legislacao', 'noticias', 'pesquisas', 'tratamentos'])
  })

  it('visitors cannot create, edit or delete categories', async () => {
    expect(await errorCodeAs(db(), 'anon', `insert into public.categories (name, slug) values ('X', 'x')`)).toBe(
      '42501',
    )
    expect(await affectedAs(db(), 'anon', `update public.categories set name = 'X'`)).toBe(0)
    expect(await affectedAs(db(), 'anon', 'delete from public.categories')).toBe(0)
  })

  it('authors read all categories, inactive included', async () => {
    const rows = await queryAs<{ slug: string }>(db(), cast.authorA, 'select slug from public.categories')
    expect(slugs(rows)).toContain('arquivo')
  })

  it('an account without a staff profile reads active categories only', async () => {
    const stranger = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    const rows = await queryAs<{ slug: string }>(db(), stranger, 'select slug from public.categories')
    expect(slugs(rows)).toEqual(['legislacao', 'noticias', 'pesquisas', 'tratamentos'])
  })

  it('authors cannot create, edit or delete categories', async () => {
    expect(await errorCodeAs(db(), cast.authorA, `insert into public.categories (name, slug) values ('X', 'x')`)).toBe(
      '42501',
    )
    expect(
      await affectedAs(db(), cast.authorA, `update public.categories set name = 'X' where slug = 'noticias'`),
    ).toBe(0)
    expect(await affectedAs(db(), cast.authorA, `delete from public.categories where slug = 'noticias'`)).toBe(0)
  })

  for (const who of ['editor', 'admin'] as const) {
    it(`${who} creates, edits and deletes categories`, async () => {
      const slug = `nova-${who}`
      expect(
        await affectedAs(
          db(),
          cast[who],
          `insert into public.categories (name, slug, color) values ('Nova', $1, '#22c55e')`,
          [slug],
        ),
      ).toBe(1)
      expect(
        await affectedAs(
          db(),
          cast[who],
          `update public.categories set description = 'Descrição', is_active = false where slug = $1`,
          [slug],
        ),
      ).toBe(1)
      expect(await affectedAs(db(), cast[who], 'delete from public.categories where slug = $1', [slug])).toBe(1)
    })
  }

  it('requires a name, a unique slug and a hex colour', async () => {
    expect(
      await errorCodeAs(db(), cast.editor, `insert into public.categories (name, slug) values ('  ', 'vazio')`),
    ).toBe('23514')
    expect(
      await errorCodeAs(db(), cast.editor, `insert into public.categories (name, slug) values ('Dup', 'noticias')`),
    ).toBe('23505')
    expect(
      await errorCodeAs(
        db(),
        cast.editor,
        `insert into public.categories (name, slug, color) values ('Cor', 'cor', 'blue')`,
      ),
    ).toBe('23514')
  })
})
