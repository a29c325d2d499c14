import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { affectedAs, as, createCast, errorCodeAs, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

interface Item {
  id: string
  label: string
  position: number
}

const menu = async () =>
  (await db().query<Item>('select id, label, position from public.menu_items order by position')).rows

const idsOf = (items: Item[], labels: string[]) => labels.map((label) => items.find((item) => item.label === label)?.id)

beforeEach(async () => {
  await db().query('delete from public.menu_items')
  await db().query(
    `insert into public.menu_items (label, href, position) values
       ('Início', '/', 1), ('Blog', '/blog', 2), ('Pesquisas', '/blog/categoria/pesquisas', 3), ('Contato', '/contato', 4)`,
  )
})

describe('reorder_menu_items', () => {
  for (const who of ['editor', 'admin'] as const) {
    it(`${who}: rewrites every position to 1..n in the given order, in one call`, async () => {
      const ids = idsOf(await menu(), ['Contato', 'Início', 'Pesquisas', 'Blog'])
      const rows = await queryAs<Item>(
        db(),
        cast[who],
        'select id, label, position from public.reorder_menu_items($1)',
        [ids],
      )
      expect(rows.map((r) => [r.label, r.position])).toEqual([
        ['Contato', 1],
        ['Início', 2],
        ['Pesquisas', 3],
        ['Blog', 4],
      ])
      expect((await menu()).map((r) => r.position)).toEqual([1, 2, 3, 4])
    })
  }

  it('refuses authors and visitors, changing nothing', async () => {
    const before = await menu()
    const reversed = before.map((item) => item.id).reverse()
    expect(await errorCodeAs(db(), cast.authorA, 'select public.reorder_menu_items($1)', [reversed])).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', 'select public.reorder_menu_items($1)', [reversed])).toBe('42501')
    expect(await menu()).toEqual(before)
  })

  it('is all or nothing: a reorder in a transaction that then fails leaves every position as it was', async () => {
    const before = await menu()
    const reversed = before.map((item) => item.id).reverse()
    await expect(
      as(db(), cast.editor, async (tx) => {
        const moved = await tx.query<Item>('select label from public.reorder_menu_items($1)', [reversed])
        expect(moved.rows[0].label).toBe('Contato')
        await tx.query('select 1 / 0')
      }),
    ).rejects.toMatchObject({ code: '22012' })
    expect(await menu()).toEqual(before)
  })

  it('two editors reordering one after the other end in the last order, whole, without duplicate positions', async () => {
    const items = await menu()
    const byEdu = idsOf(items, ['Blog', 'Início', 'Pesquisas', 'Contato'])
    const byAna = idsOf(items, ['Pesquisas', 'Contato', 'Blog', 'Início'])
    await queryAs(db(), cast.editor, 'select public.reorder_menu_items($1)', [byEdu])
    await queryAs(db(), cast.admin, 'select public.reorder_menu_items($1)', [byAna])
    const after = await menu()
    expect(after.map((r) => r.label)).toEqual(['Pesquisas', 'Contato', 'Blog', 'Início'])
    expect(after.map((r) => r.position)).toEqual([1, 2, 3, 4])
  })

  it('keeps an item somebody added meanwhile (not in the list), after the listed ones', async () => {
    const stale = idsOf(await menu(), ['Contato', 'Blog', 'Início', 'Pesquisas'])
    await queryAs(db(), cast.admin, `insert into public.menu_items (label, href) values ('Novo', '/novo')`)
    await queryAs(db(), cast.editor, 'select public.reorder_menu_items($1)', [stale])
    expect((await menu()).map((r) => `${r.position}:${r.label}`)).toEqual([
      '1:Contato',
      '2:Blog',
      '3:Início',
      '4:Pesquisas',
      '5:Novo',
    ])
  })
})

describe('menu_items positions and links', () => {
  it('appends a new item without a position at the end', async () => {
    const [row] = await queryAs<Item>(
      db(),
      cast.editor,
      `insert into public.menu_items (label, href) values ('Sobre Nós', '/sobre') returning position`,
    )
    expect(row.position).toBe(5)
  })

  it('closes the gap after a delete, keeping 1..n', async () => {
    const [blog] = idsOf(await menu(), ['Blog'])
    expect(await affectedAs(db(), cast.editor, 'delete from public.menu_items where id = $1', [blog])).toBe(1)
    expect((await menu()).map((r) => `${r.position}:${r.label}`)).toEqual(['1:Início', '2:Pesquisas', '3:Contato'])
  })

  it('never stores two items at one position', async () => {
    expect(await errorCodeAs(db(), cast.editor, `update public.menu_items set position = 1 where label = 'Blog'`)).toBe(
      '23505',
    )
  })

  it('accepts site paths and http(s) URLs only: no javascript:, protocol-relative or spaced links', async () => {
    // An address is in the menu once (menu-item-duplicates.test.ts): start from an empty menu.
    await db().query('delete from public.menu_items')
    for (const href of ['/', '/blog', '/blog/categoria/pesquisas', 'https://example.org', 'http://example.org/a?b=1']) {
      expect(
        await errorCodeAs(db(), cast.editor, `insert into public.menu_items (label, href) values ('ok', $1)`, [href]),
        href,
      ).toBeUndefined()
    }
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '//evil.example',
      'blog',
      'mailto:a@b.c',
      'data:text/html,x',
      '/a b',
      'https://',
    ]) {
      expect(
        await errorCodeAs(db(), cast.editor, `insert into public.menu_items (label, href) values ('x', $1)`, [href]),
        href,
      ).toBe('23514')
    }
  })
})
