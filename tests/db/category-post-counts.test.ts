import { beforeAll, describe, expect, it } from 'vitest'
import { createCast, createUser, queryAs, useFreshDatabase, type Actor, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
  await db().query(`insert into public.categories (name, slug, is_active) values ('Arquivo', 'arquivo', false)`)
})

type Row = { slug: string; post_count: number }
const bySlug = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.slug, r.post_count]))

describe('category_post_counts', () => {
  it('counts, for visitors, only published posts of active categories', async () => {
    const counts = bySlug(await queryAs<Row>(db(), 'anon', 'select slug, post_count from public.category_post_counts'))
    const [expected] = await queryAs<{ pesquisas: number }>(
      db(),
      'service_role',
      `select count(*)::int as pesquisas from public.posts p join public.categories c on c.id = p.category_id
        where c.slug = 'pesquisas' and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))`,
    )
    expect(counts.pesquisas).toBe(expected.pesquisas)
    expect(counts).not.toHaveProperty('arquivo')
    expect(Object.keys(counts).sort()).toEqual(['legislacao', 'noticias', 'pesquisas', 'tratamentos'])
  })

  it('counts drafts and scheduled posts for staff', async () => {
    const anon = bySlug(await queryAs<Row>(db(), 'anon', 'select slug, post_count from public.category_post_counts'))
    const staff = bySlug(
      await queryAs<Row>(db(), cast.editor, 'select slug, post_count from public.category_post_counts'),
    )
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)
    expect(total(staff)).toBeGreaterThan(total(anon))
    expect(staff.arquivo).toBe(0)
  })

  it('for every role: visitors and an account without a staff profile count public posts of active categories; authors, editors and admins count every post of every category', async () => {
    // Its own inactive category with a draft: the shared "arquivo" stays empty for the test above.
    await db().query(
      `insert into public.categories (name, slug, is_active) values ('Arquivo morto', 'arquivo-morto', false)`,
    )
    await db().query(
      `insert into public.posts (title, slug, status, category_id)
       values ('Rascunho arquivado', 'rascunho-arquivado', 'draft', (select id from public.categories where slug = 'arquivo-morto'))`,
    )
    const stranger = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    const visible = bySlug(
      (
        await db().query<Row>(
          `select c.slug, (select count(*)::int from public.posts p where p.category_id = c.id
                             and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))) as post_count
             from public.categories c where c.is_active`,
        )
      ).rows,
    )
    const everything = bySlug(
      (
        await db().query<Row>(
          `select c.slug, (select count(*)::int from public.posts p where p.category_id = c.id) as post_count
             from public.categories c`,
        )
      ).rows,
    )
    expect(everything).not.toEqual(visible)
    const counts = async (who: Actor) =>
      bySlug(await queryAs<Row>(db(), who, 'select slug, post_count from public.category_post_counts'))
    for (const who of ['anon', stranger] as Actor[]) expect(await counts(who)).toEqual(visible)
    for (const who of [cast.authorA, cast.editor, cast.admin]) expect(await counts(who)).toEqual(everything)
  })
})
