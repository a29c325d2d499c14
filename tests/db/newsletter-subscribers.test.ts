import { beforeAll, describe, expect, it } from 'vitest'
import { affectedAs, createCast, errorCodeAs, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const subscribe = (email: string, source = 'home') =>
  `insert into public.newsletter_subscribers (email, source) values ('${email}', '${source}')`

describe('newsletter_subscribers', () => {
  it('visitors subscribe, normalised to lower case', async () => {
    expect(await errorCodeAs(db(), 'anon', subscribe('  Leitora@Example.COM '))).toBeUndefined()
    const { rows } = await db().query<{ email: string; source: string }>(
      `select email, source from public.newsletter_subscribers where email ilike '%leitora@example.com%'`,
    )
    expect(rows).toEqual([{ email: 'leitora@example.com', source: 'home' }])
  })

  it('a second subscription of the same address, whatever its case, is a unique violation', async () => {
    expect(await errorCodeAs(db(), 'anon', subscribe('repetida@example.com'))).toBeUndefined()
    expect(await errorCodeAs(db(), 'anon', subscribe('REPETIDA@example.com', 'blog'))).toBe('23505')
  })

  it('rejects an invalid e-mail', async () => {
    expect(await errorCodeAs(db(), 'anon', subscribe('not-an-email'))).toBe('23514')
  })

  it('visitors only subscribe: no reading, editing, deleting, nor choosing ids or dates', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select email from public.newsletter_subscribers')).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', `update public.newsletter_subscribers set source = 'x'`)).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', 'delete from public.newsletter_subscribers')).toBe('42501')
    expect(
      await errorCodeAs(
        db(),
        'anon',
        `insert into public.newsletter_subscribers (id, email) values (gen_random_uuid(), 'a@b.co')`,
      ),
    ).toBe('42501')
  })

  it('staff do not subscribe through the back office session (the public forms are anonymous)', async () => {
    for (const who of [cast.authorA, cast.editor, cast.admin]) {
      expect(await errorCodeAs(db(), who, subscribe('staff@example.com'))).toBe('42501')
    }
  })

  it('authors neither read nor delete subscribers', async () => {
    await db().query(subscribe('para-autor@example.com'))
    expect(await queryAs(db(), cast.authorA, 'select email from public.newsletter_subscribers')).toEqual([])
    expect(await affectedAs(db(), cast.authorA, 'delete from public.newsletter_subscribers')).toBe(0)
  })

  it('editors read but do not delete subscribers', async () => {
    await db().query(subscribe('para-editor@example.com'))
    expect(await queryAs(db(), cast.editor, 'select email from public.newsletter_subscribers')).toContainEqual({ email: 'para-editor@example.com' })
    expect(await affectedAs(db(), cast.editor, 'delete from public.newsletter_subscribers')).toBe(0)
  })

  it('admins read and delete subscribers', async () => {
    await db().query(subscribe('para-admin@example.com'))
    expect(await queryAs(db(), cast.admin, 'select email from public.newsletter_subscribers')).toContainEqual({ email: 'para-admin@example.com' })
    expect(await affectedAs(db(), cast.admin, `delete from public.newsletter_subscribers where email = 'para-admin@example.com'`)).toBe(1)
    expect((await db().query(`select 1 from public.newsletter_subscribers where email = 'para-admin@example.com'`)).rows).toEqual([])
  })
})
