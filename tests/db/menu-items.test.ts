import { beforeAll, describe, expect, it } from 'vitest'
import { affectedAs, as, createCast, createUser, errorCodeAs, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

describe('menu_items', () => {
  /** The seed's items are all active: one is switched off for the duration of `check`. */
  async function withNoticiasInactive(check: () => Promise<void>) {
    await db().query(`update public.menu_items set is_active = false where label = 'Notícias'`)
    try {
      await check()
    } finally {
      await db().query(`update public.menu_items set is_active = true where label = 'Notícias'`)
    }
  }
  const ACTIVE = ['Início', 'Destaques', 'Blog', 'Pesquisas', 'Tratamentos', 'Legislação']

  it('visitors read the active items only', async () => {
    await withNoticiasInactive(async () => {
      const rows = await queryAs<{ label: string }>(
        db(),
        'anon',
        'select label from public.menu_items order by position',
      )
      expect(rows.map((r) => r.label)).toEqual(ACTIVE)
    })
  })

  it('visitors cannot change the menu', async () => {
    expect(
      await errorCodeAs(db(), 'anon', `insert into public.menu_items (label, href, position) values ('X', '/x', 9)`),
    ).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', `update public.menu_items set label = 'X'`)).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', 'delete from public.menu_items')).toBe('42501')
  })

  it('an account without a staff profile reads the active items only', async () => {
    const stranger = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    await withNoticiasInactive(async () => {
      const rows = await queryAs<{ label: string }>(
        db(),
        stranger,
        'select label from public.menu_items order by position',
      )
      expect(rows.map((r) => r.label)).toEqual(ACTIVE)
    })
  })

  it('authors read every item, inactive included, but cannot change any', async () => {
    await db().query(`update public.menu_items set is_active = false where label = 'Notícias'`)
    try {
      const rows = await queryAs(db(), cast.authorA, 'select label from public.menu_items')
      expect(rows).toHaveLength(7)
    } finally {
      await db().query(`update public.menu_items set is_active = true where label = 'Notícias'`)
    }
    expect(
      await errorCodeAs(
        db(),
        cast.authorA,
        `insert into public.menu_items (label, href, position) values ('X', '/x', 9)`,
      ),
    ).toBe('42501')
    expect(await affectedAs(db(), cast.authorA, `update public.menu_items set is_active = true`)).toBe(0)
    expect(await affectedAs(db(), cast.authorA, 'delete from public.menu_items')).toBe(0)
  })

  for (const who of ['editor', 'admin'] as const) {
    it(`${who} creates, edits, reorders and deletes items`, async () => {
      const [created] = await queryAs<{ id: string }>(
        db(),
        cast[who],
        `insert into public.menu_items (label, href, position) values ('Sobre Nós', '/sobre', 9) returning id`,
      )
      expect(
        await affectedAs(
          db(),
          cast[who],
          `update public.menu_items set label = 'Sobre', is_active = false where id = $1`,
          [created.id],
        ),
      ).toBe(1)
      // Reordering rewrites every position to 1..n in one go.
      await as(db(), cast[who], async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          'select id from public.menu_items order by (id = $1) desc, position',
          [created.id],
        )
        for (const [i, row] of rows.entries()) {
          await tx.query('update public.menu_items set position = $2 where id = $1', [row.id, i + 1])
        }
      })
      const first = await queryAs<{ id: string }>(
        db(),
        cast[who],
        'select id from public.menu_items order by position limit 1',
      )
      expect(first[0].id).toBe(created.id)
      expect(await affectedAs(db(), cast[who], 'delete from public.menu_items where id = $1', [created.id])).toBe(1)
    })
  }

  it('positions start at 1', async () => {
    expect(
      await errorCodeAs(
        db(),
        cast.editor,
        `insert into public.menu_items (label, href, position) values ('X', '/x', 0)`,
      ),
    ).toBe('23514')
  })
})
