import { beforeAll, describe, expect, it } from 'vitest'
import { affectedAs, createCast, errorAs, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const insert = (label: string, href: string) =>
  `insert into public.menu_items (label, href) values ('${label}', '${href}')`

describe('menu items: one address once (menu_items_refuse_duplicate_href)', () => {
  it('refuses a new item whose address another item has, also in another case or with a trailing slash', async () => {
    for (const href of ['/blog', '/Blog/', ' /blog', '/blog//']) {
      expect(await errorAs(db(), cast.editor, insert('Outro blog', href))).toEqual({
        code: '23505',
        message: 'Já existe um item no menu com este endereço.',
        hint: 'menu_href_taken',
      })
    }
    // The root is "/" however it is written.
    expect((await errorAs(db(), cast.admin, insert('Home', '/')))?.hint).toBe('menu_href_taken')
  })

  it('refuses a duplicate even when the other item is inactive', async () => {
    await db().query(`update public.menu_items set is_active = false where href = '/destaques'`)
    expect((await errorAs(db(), cast.editor, insert('Destaques 2', '/destaques')))?.hint).toBe('menu_href_taken')
    await db().query(`update public.menu_items set is_active = true where href = '/destaques'`)
  })

  it('refuses changing an item to an address another item has, but lets it keep its own', async () => {
    const [blog] = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `select id from public.menu_items where href = '/blog'`,
    )
    expect(
      (await errorAs(db(), cast.editor, `update public.menu_items set href = '/destaques/' where id = $1`, [blog.id]))
        ?.hint,
    ).toBe('menu_href_taken')
    // The edit dialog sends the address back unchanged with the new text: allowed.
    expect(
      await affectedAs(
        db(),
        cast.editor,
        `update public.menu_items set label = 'Artigos', href = '/blog' where id = $1`,
        [blog.id],
      ),
    ).toBe(1)
    expect(
      await affectedAs(db(), cast.editor, `update public.menu_items set href = '/BLOG' where id = $1`, [blog.id]),
    ).toBe(1)
    await db().query(`update public.menu_items set label = 'Blog', href = '/blog' where id = $1`, [blog.id])
  })

  it('accepts a new address, and the same address again once the first item is gone', async () => {
    const [created] = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `${insert('Anvisa', 'https://www.gov.br/anvisa')} returning id`,
    )
    expect((await errorAs(db(), cast.editor, insert('ANVISA', 'HTTPS://www.gov.br/anvisa/')))?.hint).toBe(
      'menu_href_taken',
    )
    expect(await affectedAs(db(), cast.editor, 'delete from public.menu_items where id = $1', [created.id])).toBe(1)
    expect(await errorAs(db(), cast.editor, insert('Anvisa', 'https://www.gov.br/anvisa'))).toBeUndefined()
  })

  it('leaves duplicates an installation already had alone until one of them is edited, and reordering still works', async () => {
    // As if saved before this rule: the trigger is bypassed by the owner for the set-up only.
    await db().query('alter table public.menu_items disable trigger menu_items_refuse_duplicate_href')
    await db().query(insert('Blog de novo', '/blog'))
    await db().query('alter table public.menu_items enable trigger menu_items_refuse_duplicate_href')
    const items = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      'select id from public.menu_items order by position desc',
    )
    expect(
      await queryAs(db(), cast.editor, 'select * from public.reorder_menu_items($1)', [items.map((item) => item.id)]),
    ).toHaveLength(items.length)
    expect(
      await affectedAs(
        db(),
        cast.editor,
        `update public.menu_items set is_active = false, label = 'Blog (antigo)' where label = 'Blog de novo'`,
      ),
    ).toBe(1)
    expect(
      await affectedAs(db(), cast.editor, `update public.menu_items set href = '/blog' where label = 'Blog (antigo)'`),
    ).toBe(1)
    expect(
      (
        await errorAs(
          db(),
          cast.editor,
          `update public.menu_items set href = '/destaques' where label = 'Blog (antigo)'`,
        )
      )?.hint,
    ).toBe('menu_href_taken')
    await db().query(`delete from public.menu_items where label = 'Blog (antigo)'`)
  })
})

describe('the seeded "Contato" item', () => {
  it('is not in the seed, and the migration removes it where it was left as seeded', async () => {
    expect(await queryAs(db(), 'service_role', `select 1 from public.menu_items where href = '/contato'`)).toEqual([])
    const migration = await import('node:fs').then((fs) =>
      fs.readFileSync(
        new URL('../../supabase/migrations/20250101123010_menu_item_unique_href.sql', import.meta.url),
        'utf8',
      ),
    )
    const removal = migration.slice(migration.indexOf('delete from public.menu_items'))
    await db().query(
      `insert into public.menu_items (id, label, href, is_active) values ('0e1d1a00-0000-4000-8000-000000000206', 'Contato', '/contato', false)`,
    )
    await db().query(
      `insert into public.menu_items (label, href, is_active) values ('Fale conosco', '/fale-conosco', true)`,
    )
    await db().exec(removal)
    const left = await db().query<{ label: string }>(
      `select label from public.menu_items where href in ('/contato', '/fale-conosco')`,
    )
    expect(left.rows.map((row) => row.label)).toEqual(['Fale conosco'])
    await db().query(`delete from public.menu_items where href = '/fale-conosco'`)
  })
})
