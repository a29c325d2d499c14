// Medical credibility in the database: registries on profiles, technical reviews of posts
// (record_post_review, posts_guard_review, reviews_due) and references as data. The reviewer's
// registry is verified by an admin first (tests/db/verified-registry.test.ts tries the verification).
import { beforeAll, describe, expect, it } from 'vitest'
import { brasiliaToday } from '@/lib/brasilia-time'
import {
  accountWithoutProfile,
  affectedAs,
  createCast,
  createUser,
  errorAs,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  verifyRegistry,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
let doctor: TestUser
beforeAll(async () => {
  cast = await createCast(db())
  doctor = await createUser(db(), { email: 'dra.helena@example.com', fullName: 'Helena Prado' })
  await db().query(
    `update public.profiles set registry_council = 'CRM', registry_uf = 'SP', registry_number = '123456', rqe = '4567',
       specialty = 'Neurologia' where id = $1`,
    [doctor.id],
  )
  await verifyRegistry(db(), cast.admin, doctor.id)
})

const today = () => brasiliaToday()
const RECORD =
  'select *, next_review_on::text as next_review from public.record_post_review($1, $2, $3::date, $4::date)'

async function postState(id: string) {
  const { rows } = await db().query<{ review_id: string | null; review_pending: boolean; version: number }>(
    'select review_id, review_pending, version from public.posts where id = $1',
    [id],
  )
  return rows[0]
}

describe('registries on profiles', () => {
  it('a person writes their own registry, RQE and specialty, and visitors read the verified ones with the slug', async () => {
    const rows = await queryAs(
      db(),
      cast.authorB,
      `update public.profiles set registry_council = 'CRF', registry_uf = 'RJ', registry_number = '98765', specialty = 'Farmácia clínica'
       where id = $1 returning registry_council, registry_uf, registry_number`,
      [cast.authorB.id],
    )
    expect(rows).toEqual([{ registry_council: 'CRF', registry_uf: 'RJ', registry_number: '98765' }])
    const seen = await queryAs(
      db(),
      'anon',
      'select slug, public_registry, public_rqe, public_specialty from public.profiles where id = any($1::uuid[]) order by slug',
      [[doctor.id, cast.authorB.id]],
    )
    expect(seen).toEqual([
      { slug: 'bruno-autor', public_registry: null, public_rqe: null, public_specialty: null },
      { slug: 'helena-prado', public_registry: 'CRM-SP 123456', public_rqe: '4567', public_specialty: 'Neurologia' },
    ])
  })

  it.each([
    ['an unknown council', "registry_council = 'XYZ', registry_uf = 'SP', registry_number = '1'"],
    ['an unknown UF', "registry_council = 'CRM', registry_uf = 'XX', registry_number = '1'"],
    ['a number with letters', "registry_council = 'CRM', registry_uf = 'SP', registry_number = '12a45'"],
    ['a council without UF and number', "registry_council = 'CRM', registry_uf = null, registry_number = null"],
    ['an RQE without a CRM', "registry_council = 'CRF', registry_uf = 'SP', registry_number = '1', rqe = '22'"],
  ])('refuses %s (23514)', async (_case, set) => {
    expect(
      await errorCodeAs(db(), cast.authorA, `update public.profiles set ${set} where id = $1`, [cast.authorA.id]),
    ).toBe('23514')
  })

  it("an author cannot write someone else's registry; an admin can", async () => {
    const set = `update public.profiles set registry_council = 'CRM', registry_uf = 'MG', registry_number = '5' where id = $1`
    expect(await affectedAs(db(), cast.authorA, set, [cast.editor.id])).toBe(0)
    expect(await affectedAs(db(), cast.admin, set, [cast.editor.id])).toBe(1)
    await db().query(
      'update public.profiles set registry_council = null, registry_uf = null, registry_number = null where id = $1',
      [cast.editor.id],
    )
  })

  it('gives every profile a free slug from its name, kept when the name changes', async () => {
    const twin = await createUser(db(), { email: 'outra.helena@example.com', fullName: 'Helena Prado' })
    const { rows } = await db().query<{ slug: string }>('select slug from public.profiles where id = $1', [twin.id])
    expect(rows[0].slug).toBe('helena-prado-2')
    await db().query(`update public.profiles set full_name = 'Helena P. Souza' where id = $1`, [twin.id])
    expect(
      (await db().query<{ slug: string }>('select slug from public.profiles where id = $1', [twin.id])).rows[0].slug,
    ).toBe('helena-prado-2')
    expect(
      await errorCodeAs(db(), twin, `update public.profiles set slug = 'Com Espaço' where id = $1`, [twin.id]),
    ).toBe('23514')
  })
})

describe('recording a technical review', () => {
  it('an editor records one: the post points at it, name and registry are kept, the next review is 12 months later', async () => {
    const id = await insertPost(db(), { title: 'Canabidiol e epilepsia' })
    const [review] = await queryAs<Record<string, unknown>>(db(), cast.editor, RECORD, [
      id,
      doctor.id,
      '2026-11-12',
      null,
    ])
    expect(review).toMatchObject({
      post_id: id,
      reviewer_id: doctor.id,
      reviewer_name: 'Helena Prado',
      reviewer_slug: 'helena-prado',
      reviewer_registry: 'CRM-SP 123456',
      reviewer_rqe: '4567',
      reviewer_specialty: 'Neurologia',
      recorded_by: cast.editor.id,
    })
    expect(review.next_review).toBe('2027-11-12')
    expect(await postState(id)).toMatchObject({ review_id: review.id, review_pending: false })
    const log = await db().query(
      `select action, details->>'registry' as registry from public.audit_log where entity_id = $1 and action = 'post.reviewed'`,
      [id],
    )
    expect(log.rows).toEqual([{ action: 'post.reviewed', registry: 'CRM-SP 123456' }])
  })

  it('an admin records one too, with a chosen next review date', async () => {
    const id = await insertPost(db())
    const [review] = await queryAs<{ next_review: string }>(db(), cast.admin, RECORD, [
      id,
      doctor.id,
      today(),
      '2027-03-01',
    ])
    expect(review.next_review).toBe('2027-03-01')
  })

  it('authors and visitors cannot record a review (42501)', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(await errorCodeAs(db(), cast.authorA, RECORD, [id, doctor.id, today(), null])).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', RECORD, [id, doctor.id, today(), null])).toBe('42501')
    expect((await postState(id)).review_id).toBeNull()
  })

  it('only a person with a verified registry can be the reviewer', async () => {
    const id = await insertPost(db())
    const error = await errorAs(db(), cast.editor, RECORD, [id, cast.authorA.id, today(), null])
    expect(error).toMatchObject({
      code: '23514',
      message: 'Escolha um revisor com registro profissional verificado por um administrador.',
    })
    expect((await postState(id)).review_id).toBeNull()
  })

  it('says so when the post does not exist (P0002)', async () => {
    expect(
      await errorCodeAs(db(), cast.editor, RECORD, ['00000000-0000-4000-8000-00000000dead', doctor.id, today(), null]),
    ).toBe('P0002')
  })

  it('refuses a review dated in the future, and a next review before the review', async () => {
    const id = await insertPost(db())
    expect(await errorCodeAs(db(), cast.editor, RECORD, [id, doctor.id, '2999-01-01', null])).toBe('22023')
    expect(await errorCodeAs(db(), cast.editor, RECORD, [id, doctor.id, '2026-11-12', '2026-11-12'])).toBe('22023')
  })

  it('nobody writes review_id or review_pending through the API, on insert or update', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const [review] = await queryAs<{ id: string }>(db(), cast.editor, RECORD, [id, doctor.id, today(), null])
    for (const actor of [cast.authorA, cast.editor, cast.admin]) {
      expect(await errorCodeAs(db(), actor, 'update public.posts set review_pending = true where id = $1', [id])).toBe(
        '42501',
      )
      expect(await errorCodeAs(db(), actor, 'update public.posts set review_id = null where id = $1', [id])).toBe(
        '42501',
      )
    }
    expect(
      await errorCodeAs(
        db(),
        cast.authorA,
        `insert into public.posts (title, slug, author_id, status, review_id) values ('Falsa revisão', 'falsa-revisao', $1, 'draft', $2)`,
        [cast.authorA.id, review.id],
      ),
    ).toBe('42501')
    expect(
      await errorCodeAs(
        db(),
        cast.editor,
        `insert into public.post_reviews (post_id, reviewer_name, reviewer_registry, reviewed_on, next_review_on, text_hash)
      values ($1, 'X', 'CRM-SP 1', current_date, current_date + 1, 'x')`,
        [id],
      ),
    ).toBe('42501')
  })
})

describe('a review goes pending when the text changes', () => {
  it('a new title, excerpt or content marks it pending; tags do not; reviewing again clears it', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    await queryAs(db(), cast.editor, RECORD, [id, doctor.id, today(), null])
    await queryAs(db(), cast.authorA, `update public.posts set tags = '{sono}' where id = $1`, [id])
    expect((await postState(id)).review_pending).toBe(false)
    for (const set of [`content = '<p>Outro texto.</p>'`, `title = 'Título novo'`, `excerpt = 'Resumo novo'`]) {
      await queryAs(db(), cast.editor, RECORD, [id, doctor.id, today(), null])
      await queryAs(db(), cast.authorA, `update public.posts set ${set} where id = $1`, [id])
      expect((await postState(id)).review_pending, set).toBe(true)
    }
    await queryAs(db(), cast.editor, RECORD, [id, doctor.id, today(), null])
    expect((await postState(id)).review_pending).toBe(false)
  })

  it("keeps the reviewer's name and registry when the reviewer's account is deleted", async () => {
    const reviewer = await createUser(db(), { email: 'dr.temp@example.com', fullName: 'Dr. Temporário' })
    await db().query(
      `update public.profiles set registry_council = 'CRM', registry_uf = 'RS', registry_number = '777' where id = $1`,
      [reviewer.id],
    )
    await verifyRegistry(db(), cast.admin, reviewer.id)
    const id = await insertPost(db())
    await queryAs(db(), cast.editor, RECORD, [id, reviewer.id, today(), null])
    await db().query('delete from auth.users where id = $1', [reviewer.id])
    const { rows } = await db().query(
      'select reviewer_id, reviewer_name, reviewer_registry from public.post_reviews where post_id = $1',
      [id],
    )
    expect(rows).toEqual([{ reviewer_id: null, reviewer_name: 'Dr. Temporário', reviewer_registry: 'CRM-RS 777' }])
  })
})

describe('who reads reviews', () => {
  it('visitors read the reviews of public posts only; staff read all', async () => {
    const open = await insertPost(db(), { status: 'published' })
    const draft = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    await queryAs(db(), cast.editor, RECORD, [open, doctor.id, today(), null])
    await queryAs(db(), cast.editor, RECORD, [draft, doctor.id, today(), null])
    const read = (actor: 'anon' | TestUser) =>
      queryAs<{ post_id: string }>(
        db(),
        actor,
        'select post_id from public.post_reviews where post_id = any($1::uuid[])',
        [[open, draft]],
      )
    expect((await read('anon')).map((row) => row.post_id)).toEqual([open])
    expect((await read(await accountWithoutProfile(db()))).map((row) => row.post_id)).toEqual([open])
    expect((await read(cast.authorB)).map((row) => row.post_id).sort()).toEqual([open, draft].sort())
  })

  it('reviews_due lists pending, overdue and soon-due reviews for editors and admins, nothing for authors, and refuses visitors', async () => {
    const pending = await insertPost(db(), { title: 'Pendente de revisão' })
    const overdue = await insertPost(db(), { title: 'Revisão vencida' })
    const later = await insertPost(db(), { title: 'Revisão em dia' })
    await queryAs(db(), cast.editor, RECORD, [pending, doctor.id, today(), null])
    await db().query(`update public.posts set content = '<p>Mudou.</p>' where id = $1`, [pending])
    await queryAs(db(), cast.editor, RECORD, [overdue, doctor.id, '2025-01-10', '2025-06-01'])
    await queryAs(db(), cast.editor, RECORD, [later, doctor.id, today(), null])
    const due = async (actor: TestUser) =>
      (
        await queryAs<{ post_id: string; state: string }>(
          db(),
          actor,
          'select post_id, state from public.reviews_due(30)',
        )
      ).filter((row) => [pending, overdue, later].includes(row.post_id))
    for (const actor of [cast.editor, cast.admin])
      expect(await due(actor)).toEqual([
        { post_id: pending, state: 'pending' },
        { post_id: overdue, state: 'overdue' },
      ])
    expect(await due(cast.authorA)).toEqual([])
    expect(await errorCodeAs(db(), 'anon', 'select * from public.reviews_due(30)')).toBe('42501')
  })
})

describe('references as data', () => {
  const VALID = [
    {
      authors: 'Devinsky O, et al.',
      title: 'Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome',
      container: 'N Engl J Med',
      year: 2017,
      doi: '10.1056/NEJMoa1611618',
      pmid: '28538134',
    },
    { title: 'Resolução da Diretoria Colegiada', container: 'Anvisa', url: 'https://www.gov.br/anvisa' },
  ]

  it('an author saves an ordered list on their post, and a change bumps the version', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const before = (await postState(id)).version
    const rows = await queryAs<{ reference_list: unknown }>(
      db(),
      cast.authorA,
      'update public.posts set reference_list = $2::jsonb where id = $1 returning reference_list',
      [id, JSON.stringify(VALID)],
    )
    expect(rows).toEqual([{ reference_list: VALID }])
    expect((await postState(id)).version).toBe(before + 1)
  })

  it.each([
    ['more than 100 references', Array.from({ length: 101 }, (_, i) => ({ title: `Estudo ${i}` }))],
    ['a malformed DOI', [{ title: 'X', doi: '10.12/abc' }]],
    ['a PMID with letters', [{ title: 'X', pmid: '12ab' }]],
    ['a URL that is not http(s)', [{ title: 'X', url: 'javascript:alert(1)' }]],
    ['an unknown field', [{ title: 'X', onclick: 'y' }]],
    ['a reference with nothing to find it by', [{ authors: 'Fulano', year: 2020 }]],
    ['a year that is not a year', [{ title: 'X', year: 'dois mil' }]],
    ['something that is not a list', { title: 'X' }],
  ])('refuses %s (23514)', async (_case, list) => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(
      await errorCodeAs(db(), cast.authorA, 'update public.posts set reference_list = $2::jsonb where id = $1', [
        id,
        JSON.stringify(list),
      ]),
    ).toBe('23514')
  })
})
