// Who may publish (posts_verify_publishing, the authors' delete policy and the site setting
// "Autores publicam sem revisão"), and the compliance check as a gate with recorded overrides.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  affectedAs,
  CHECKED_CLEAN,
  createCast,
  errorAs,
  errorCodeAs,
  insertPost,
  queryAs,
  setAuthorsPublishWithoutReview,
  useFreshDatabase,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const FINDINGS = JSON.stringify([{ ruleId: 'cura-garantia', label: 'Promessa de cura', match: 'cura garantida' }])
/** SET clause: the check of the current text found FINDINGS. */
const CHECKED_WITH_FINDINGS = `compliance_findings = '${FINDINGS}'::jsonb, compliance_text_hash = public.post_text_hash(title, excerpt, content)`

async function statusOf(id: string): Promise<string> {
  return (await db().query<{ status: string }>('select status from public.posts where id = $1', [id])).rows[0].status
}

describe('while authors do not publish without review (the default)', () => {
  beforeEach(() => setAuthorsPublishWithoutReview(db(), false))

  it('is the default of a fresh database, and authors_publish_without_review() says so', async () => {
    expect((await db().query('select authors_publish_without_review from public.site_settings')).rows).toEqual([
      { authors_publish_without_review: false },
    ])
    expect(await queryAs(db(), cast.authorA, 'select public.authors_publish_without_review() as on')).toEqual([{ on: false }])
  })

  it('an author creates drafts and posts in review, never published or scheduled ones', async () => {
    for (const status of ['draft', 'review']) {
      const rows = await queryAs<{ status: string }>(
        db(),
        cast.authorA,
        `insert into public.posts (title, slug, author_id, status) values ('Novo ' || $2, 'novo-autor-' || $2, $1, $2) returning status`,
        [cast.authorA.id, status],
      )
      expect(rows).toEqual([{ status }])
    }
    for (const status of ['published', 'scheduled']) {
      const error = await errorAs(
        db(),
        cast.authorA,
        `insert into public.posts (title, slug, author_id, status, published_at, compliance_findings, compliance_text_hash)
         values ('Direto', 'direto-' || $2, $1, $2, now() + interval '1 day', '[]', public.post_text_hash('Direto', null, ''))`,
        [cast.authorA.id, status],
      )
      expect(error).toMatchObject({ code: '42501', hint: 'publish_forbidden' })
    }
  })

  it('an author sends their draft for review (the queue time is set) but cannot publish or schedule it', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const [row] = await queryAs<{ submitted_at: Date | null }>(
      db(),
      cast.authorA,
      `update public.posts set status = 'review' where id = $1 returning submitted_at`,
      [id],
    )
    expect(row.submitted_at).toBeInstanceOf(Date)
    expect(
      await errorAs(db(), cast.authorA, `update public.posts set status = 'published', ${CHECKED_CLEAN} where id = $1`, [id]),
    ).toMatchObject({ code: '42501', message: 'Autores enviam o post para revisão; um editor ou administrador publica.' })
    expect(
      await errorCodeAs(
        db(),
        cast.authorA,
        `update public.posts set status = 'scheduled', published_at = now() + interval '1 day', ${CHECKED_CLEAN} where id = $1`,
        [id],
      ),
    ).toBe('42501')
    expect(await statusOf(id)).toBe('review')
  })

  it('an author cannot edit, unpublish or delete their own published or scheduled post', async () => {
    const published = await insertPost(db(), { status: 'published', authorId: cast.authorA.id })
    const scheduled = await insertPost(db(), {
      status: 'scheduled',
      authorId: cast.authorA.id,
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    for (const id of [published, scheduled]) {
      expect(await errorAs(db(), cast.authorA, `update public.posts set title = 'Mudado' where id = $1`, [id])).toMatchObject({
        code: '42501',
        hint: 'publish_forbidden',
      })
      expect(await errorCodeAs(db(), cast.authorA, `update public.posts set status = 'draft' where id = $1`, [id])).toBe('42501')
      expect(await affectedAs(db(), cast.authorA, 'delete from public.posts where id = $1', [id])).toBe(0)
    }
    expect(await statusOf(published)).toBe('published')
    expect(await statusOf(scheduled)).toBe('scheduled')
  })

  it('an author still deletes their own draft', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(await affectedAs(db(), cast.authorA, 'delete from public.posts where id = $1', [id])).toBe(1)
  })

  for (const who of ['editor', 'admin'] as const) {
    it(`an ${who} publishes, schedules, unpublishes, features and deletes an author's post`, async () => {
      const actor = cast[who]
      const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
      expect(
        await affectedAs(db(), actor, `update public.posts set status = 'published', featured = true, ${CHECKED_CLEAN} where id = $1`, [id]),
      ).toBe(1)
      expect(await affectedAs(db(), actor, `update public.posts set status = 'draft', featured = false where id = $1`, [id])).toBe(1)
      expect(
        await affectedAs(
          db(),
          actor,
          `update public.posts set status = 'scheduled', published_at = now() + interval '1 day', ${CHECKED_CLEAN} where id = $1`,
          [id],
        ),
      ).toBe(1)
      expect(await affectedAs(db(), actor, 'delete from public.posts where id = $1', [id])).toBe(1)
    })
  }
})

describe('while authors publish without review', () => {
  beforeEach(() => setAuthorsPublishWithoutReview(db(), true))
  afterAll(() => setAuthorsPublishWithoutReview(db(), false))

  it('an author publishes, schedules, edits, unpublishes and deletes their own post', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(
      await affectedAs(db(), cast.authorA, `update public.posts set status = 'published', ${CHECKED_CLEAN} where id = $1`, [id]),
    ).toBe(1)
    expect(
      await affectedAs(
        db(),
        cast.authorA,
        `update public.posts set title = 'Título novo', compliance_findings = '[]',
                compliance_text_hash = public.post_text_hash('Título novo', excerpt, content) where id = $1`,
        [id],
      ),
    ).toBe(1)
    expect(await affectedAs(db(), cast.authorA, `update public.posts set status = 'draft' where id = $1`, [id])).toBe(1)
    expect(
      await affectedAs(
        db(),
        cast.authorA,
        `update public.posts set status = 'scheduled', published_at = now() + interval '2 days', ${CHECKED_CLEAN} where id = $1`,
        [id],
      ),
    ).toBe(1)
    expect(await affectedAs(db(), cast.authorA, 'delete from public.posts where id = $1', [id])).toBe(1)
  })

  it("an author still cannot feature a post, nor publish another author's", async () => {
    const own = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(await errorAs(db(), cast.authorA, 'update public.posts set featured = true where id = $1', [own])).toMatchObject({
      code: '42501',
      hint: 'featured_forbidden',
    })
    expect(
      await errorCodeAs(
        db(),
        cast.authorA,
        `insert into public.posts (title, slug, author_id, featured) values ('Destaque', 'destaque-autor', $1, true)`,
        [cast.authorA.id],
      ),
    ).toBe('42501')
    const ofB = await insertPost(db(), { status: 'draft', authorId: cast.authorB.id })
    expect(
      await affectedAs(db(), cast.authorA, `update public.posts set status = 'published', ${CHECKED_CLEAN} where id = $1`, [ofB]),
    ).toBe(0)
    expect(await statusOf(ofB)).toBe('draft')
  })

  it('an author cannot publish over compliance findings, even with a justification', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(
      await errorAs(
        db(),
        cast.authorA,
        `update public.posts set status = 'published', ${CHECKED_WITH_FINDINGS},
                compliance_justification = 'Contexto jornalístico, revisado.' where id = $1`,
        [id],
      ),
    ).toMatchObject({ code: '42501', hint: 'compliance_review_required' })
    expect(await statusOf(id)).toBe('draft')
  })
})

describe('the compliance check as a gate', () => {
  it('refuses to publish a text the check did not see: no result, or the result of another text', async () => {
    const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
    expect(await errorAs(db(), cast.editor, `update public.posts set status = 'published' where id = $1`, [id])).toMatchObject({
      code: '22023',
      hint: 'compliance_check_required',
      message: 'A verificação de conformidade precisa ser feita no texto que será publicado.',
    })
    expect(
      await errorCodeAs(
        db(),
        cast.editor,
        `update public.posts set status = 'published', compliance_findings = '[]',
                compliance_text_hash = public.post_text_hash('outro título', excerpt, content) where id = $1`,
        [id],
      ),
    ).toBe('22023')
    expect(await statusOf(id)).toBe('review')
  })

  it('refuses a new text on a published post without a new check, and accepts it with one', async () => {
    const id = await insertPost(db(), { status: 'published' })
    await db().query(`update public.posts set ${CHECKED_CLEAN} where id = $1`, [id])
    expect(await errorCodeAs(db(), cast.editor, `update public.posts set content = '<p>Novo</p>' where id = $1`, [id])).toBe('22023')
    expect(
      await affectedAs(
        db(),
        cast.editor,
        `update public.posts set content = '<p>Novo</p>', compliance_findings = '[]',
                compliance_text_hash = public.post_text_hash(title, excerpt, '<p>Novo</p>') where id = $1`,
        [id],
      ),
    ).toBe(1)
  })

  it('needs no new check when a public post changes without a new text (tags, scheduled → published now)', async () => {
    const published = await insertPost(db(), { status: 'published' })
    expect(await affectedAs(db(), cast.editor, `update public.posts set tags = '{cbd}' where id = $1`, [published])).toBe(1)
    const scheduled = await insertPost(db(), { status: 'scheduled', publishedAt: new Date(Date.now() + 86_400_000).toISOString() })
    expect(
      await affectedAs(db(), cast.editor, `update public.posts set status = 'published', published_at = now() where id = $1`, [scheduled]),
    ).toBe(1)
  })

  it('with findings, an editor must write a justification; without one nothing is published', async () => {
    const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
    for (const justification of [null, '   ', 'curta']) {
      expect(
        await errorAs(
          db(),
          cast.editor,
          `update public.posts set status = 'published', ${CHECKED_WITH_FINDINGS}, compliance_justification = $2 where id = $1`,
          [id, justification],
        ),
      ).toMatchObject({ code: '22023', hint: 'compliance_justification_required' })
    }
    expect(await statusOf(id)).toBe('review')
    expect((await db().query('select 1 from public.post_compliance_overrides where post_id = $1', [id])).rows).toEqual([])
  })

  for (const who of ['editor', 'admin'] as const) {
    it(`an ${who}'s override keeps who, when, which findings and the justification — never on the post itself`, async () => {
      const actor = cast[who]
      const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
      const [post] = await queryAs<{ version: number; compliance_justification: string | null }>(
        db(),
        actor,
        `update public.posts set status = 'published', ${CHECKED_WITH_FINDINGS},
                compliance_justification = '  Citação de estudo clínico, não é promessa.  '
          where id = $1 returning version, compliance_justification`,
        [id],
      )
      expect(post.compliance_justification).toBeNull()
      const { rows } = await db().query<Record<string, unknown>>(
        `select post_version, status, findings, justification, decided_by, decided_by_name, decided_at
           from public.post_compliance_overrides where post_id = $1`,
        [id],
      )
      expect(rows).toEqual([
        {
          post_version: post.version,
          status: 'published',
          findings: JSON.parse(FINDINGS),
          justification: 'Citação de estudo clínico, não é promessa.',
          decided_by: actor.id,
          decided_by_name: who === 'editor' ? 'Edu Editor' : 'Ana Admin',
          decided_at: expect.any(Date),
        },
      ])
      const stored = await db().query('select compliance_justification from public.posts where id = $1', [id])
      expect(stored.rows).toEqual([{ compliance_justification: null }])
    })
  }

  it('a justification sent with a save that publishes nothing is dropped, not stored', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    await queryAs(db(), cast.authorA, `update public.posts set compliance_justification = 'qualquer texto aqui' where id = $1`, [id])
    expect((await db().query('select compliance_justification from public.posts where id = $1', [id])).rows).toEqual([
      { compliance_justification: null },
    ])
    expect((await db().query('select 1 from public.post_compliance_overrides where post_id = $1', [id])).rows).toEqual([])
  })

  it('an override inserted with a new published post is recorded once the post exists', async () => {
    const [row] = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `insert into public.posts (title, slug, author_id, status, compliance_findings, compliance_text_hash, compliance_justification)
       values ('Com ressalva', 'com-ressalva', $1, 'published', $2::jsonb, public.post_text_hash('Com ressalva', null, ''),
               'Termo citado em contexto regulatório.')
       returning id`,
      [cast.editor.id, FINDINGS],
    )
    const { rows } = await db().query('select post_version, status from public.post_compliance_overrides where post_id = $1', [row.id])
    expect(rows).toEqual([{ post_version: 1, status: 'published' }])
  })

  it('server-side tools (service role) and the database owner are trusted: no check is asked of them', async () => {
    const id = await insertPost(db(), { status: 'draft' })
    expect(await affectedAs(db(), 'service_role', `update public.posts set status = 'published', featured = true where id = $1`, [id])).toBe(1)
  })
})

describe('post_compliance_overrides', () => {
  it('staff read it; visitors and accounts that are not staff do not; no API role writes it', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select * from public.post_compliance_overrides')).toBe('42501')
    const id = await insertPost(db(), { status: 'review' })
    await queryAs(
      db(),
      cast.admin,
      `update public.posts set status = 'published', ${CHECKED_WITH_FINDINGS}, compliance_justification = 'Contexto informativo.' where id = $1`,
      [id],
    )
    expect(await queryAs(db(), await accountWithoutProfile(db()), 'select id from public.post_compliance_overrides')).toEqual([])
    for (const actor of [cast.authorA, cast.editor, cast.admin]) {
      expect(await queryAs(db(), actor, 'select count(*)::int as n from public.post_compliance_overrides')).toEqual([
        { n: expect.any(Number) },
      ])
      const post = await insertPost(db(), { status: 'published' })
      expect(
        await errorCodeAs(
          db(),
          actor,
          `insert into public.post_compliance_overrides (post_id, post_version, status, findings, justification)
           values ($1, 1, 'published', '[]', 'justificativa forjada')`,
          [post],
        ),
      ).toBe('42501')
      expect(await errorCodeAs(db(), actor, `update public.post_compliance_overrides set justification = 'mudada'`)).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'delete from public.post_compliance_overrides')).toBe('42501')
    }
  })
})

describe('review_queue()', () => {
  it('lists posts in review, oldest first, with their compliance status; staff only', async () => {
    await db().query(`update public.posts set status = 'draft' where status = 'review'`)
    const older = await insertPost(db(), { title: 'Mais antigo', status: 'draft', authorId: cast.authorA.id })
    const newer = await insertPost(db(), { title: 'Mais novo', status: 'draft', authorId: cast.authorB.id })
    await queryAs(db(), cast.authorA, `update public.posts set status = 'review', ${CHECKED_WITH_FINDINGS} where id = $1`, [older])
    await new Promise((resolve) => setTimeout(resolve, 5))
    await queryAs(db(), cast.authorB, `update public.posts set status = 'review' where id = $1`, [newer])

    const rows = await queryAs<{ id: string; title: string; author_name: string; findings_count: number; compliance_checked: boolean }>(
      db(),
      cast.editor,
      'select id, title, author_name, findings_count, compliance_checked from public.review_queue()',
    )
    expect(rows).toEqual([
      { id: older, title: 'Mais antigo', author_name: 'Alice Autora', findings_count: 1, compliance_checked: true },
      { id: newer, title: 'Mais novo', author_name: 'Bruno Autor', findings_count: 0, compliance_checked: false },
    ])
    // A text edited after its check is "not checked" again.
    await queryAs(db(), cast.authorA, `update public.posts set content = '<p>editado</p>' where id = $1`, [older])
    const [first] = await queryAs<{ compliance_checked: boolean }>(db(), cast.authorA, 'select compliance_checked from public.review_queue()')
    expect(first.compliance_checked).toBe(false)
    expect(await errorCodeAs(db(), 'anon', 'select * from public.review_queue()')).toBe('42501')
    expect(await queryAs(db(), await accountWithoutProfile(db()), 'select id from public.review_queue()')).toEqual([])
  })
})
