// The site settings row: staff read it, only admins change it, and there is always exactly one.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  affectedAs,
  createCast,
  errorCodeAs,
  queryAs,
  useFreshDatabase,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

describe('site_settings', () => {
  it('staff read the one row; visitors are refused and accounts that are not staff read nothing', async () => {
    for (const actor of [cast.authorA, cast.editor, cast.admin]) {
      expect(await queryAs(db(), actor, 'select authors_publish_without_review from public.site_settings')).toEqual([
        { authors_publish_without_review: false },
      ])
    }
    expect(await errorCodeAs(db(), 'anon', 'select * from public.site_settings')).toBe('42501')
    expect(await queryAs(db(), await accountWithoutProfile(db()), 'select id from public.site_settings')).toEqual([])
    expect(await errorCodeAs(db(), 'anon', 'select public.authors_publish_without_review()')).toBe('42501')
  })

  it('only an admin changes it, and who and when is kept', async () => {
    for (const actor of [cast.authorA, cast.editor]) {
      expect(
        await affectedAs(db(), actor, 'update public.site_settings set authors_publish_without_review = true'),
      ).toBe(0)
    }
    expect(await queryAs(db(), cast.editor, 'select public.authors_publish_without_review() as on')).toEqual([
      { on: false },
    ])
    const [row] = await queryAs<{ updated_by: string }>(
      db(),
      cast.admin,
      'update public.site_settings set authors_publish_without_review = true returning updated_by',
    )
    expect(row.updated_by).toBe(cast.admin.id)
    expect(await queryAs(db(), cast.authorA, 'select public.authors_publish_without_review() as on')).toEqual([
      { on: true },
    ])
    await db().query('update public.site_settings set authors_publish_without_review = false')
  })

  it('nobody adds or removes rows through the API', async () => {
    for (const actor of [cast.admin, cast.editor, cast.authorA]) {
      expect(await errorCodeAs(db(), actor, 'insert into public.site_settings (id) values (true)')).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'delete from public.site_settings')).toBe('42501')
    }
    await expect(db().query('insert into public.site_settings (id) values (false)')).rejects.toMatchObject({
      code: '23514',
    })
  })
})
