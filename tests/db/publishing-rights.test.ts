// Who may publish (posts_verify_publishing, the authors' delete policy and the site setting
// "Autores publicam sem revisão"), and the compliance verdict the database computes as a gate with
// recorded overrides (issue 45: findings a client sends are ignored).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  affectedAs,
  as,
  CHECKED_CLEAN,
  createCast,
  errorAs,
  errorCodeAs,
  insertPost,
  queryAs,
  setAuthorsPublishWithoutReview,
  useFreshDatabase,
  type Actor,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

/** The text of the break of issue 45: published by sending `compliance_findings: []`. */
const HOSTILE = 'Compre agora no nosso site e chame no whatsapp: cura garantida.'
/** What a client sent to pass the old gate: no findings, and the hash of the text. */
const FORGED_CLEAN =
  "compliance_findings = '[]'::jsonb, compliance_text_hash = public.post_text_hash(title, excerpt, content)"

interface Refusal {
  code?: string
  hint?: string
  message: string
  /** The findings the database computed, from the refusal's DETAIL. */
  findings: Array<{ field: string; ruleId: string; match: string }>
}

/** The refusal a statement meets as the actor (undefined when it succeeds). */
async function refusalAs(actor: Actor, sql: string, params: unknown[] = []): Promise<Refusal | undefined> {
  try {
    await as(db(), actor, (tx) => tx.query(sql, params))
    return undefined
  } catch (error) {
    const e = error as { code?: string; message: string; hint?: string; detail?: string }
    return { code: e.code, hint: e.hint, message: e.message, findings: e.detail ? JSON.parse(e.detail) : [] }
  }
}

const findingsOf = (refusal: Refusal | undefined) =>
  (refusal?.findings ?? []).map((f) => `${f.field} · ${f.ruleId} · ${f.match}`)

async function statusOf(id: string): Promise<string> {
  return (await db().query<{ status: string }>('select status from public.posts where id = $1', [id])).rows[0].status
}

describe('while authors do not publish without review (the default)', () => {
  beforeEach(() => setAuthorsPublishWithoutReview(db(), false))

  it('is the default of a fresh database, and authors_publish_without_review() says so', async () => {
    expect((await db().query('select authors_publish_without_review from public.site_settings')).rows).toEqual([
      { authors_publish_without_review: false },
    ])
    expect(await queryAs(db(), cast.authorA, 'select public.authors_publish_without_review() as on')).toEqual([
      { on: false },
    ])
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
      await errorAs(
        db(),
        cast.authorA,
        `update public.posts set status = 'published', ${CHECKED_CLEAN} where id = $1`,
        [id],
      ),
    ).toMatchObject({
      code: '42501',
      message: 'Autores enviam o post para revisão; um editor ou administrador publica.',
    })
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
      expect(
        await errorAs(db(), cast.authorA, `update public.posts set title = 'Mudado' where id = $1`, [id]),
      ).toMatchObject({
        code: '42501',
        hint: 'publish_forbidden',
      })
      expect(
        await errorCodeAs(db(), cast.authorA, `update public.posts set status = 'draft' where id = $1`, [id]),
      ).toBe('42501')
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
        await affectedAs(
          db(),
          actor,
          `update public.posts set status = 'published', featured = true, ${CHECKED_CLEAN} where id = $1`,
          [id],
        ),
      ).toBe(1)
      expect(
        await affectedAs(db(), actor, `update public.posts set status = 'draft', featured = false where id = $1`, [id]),
      ).toBe(1)
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
      await affectedAs(
        db(),
        cast.authorA,
        `update public.posts set status = 'published', ${CHECKED_CLEAN} where id = $1`,
        [id],
      ),
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
    expect(
      await errorAs(db(), cast.authorA, 'update public.posts set featured = true where id = $1', [own]),
    ).toMatchObject({
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
      await affectedAs(
        db(),
        cast.authorA,
        `update public.posts set status = 'published', ${CHECKED_CLEAN} where id = $1`,
        [ofB],
      ),
    ).toBe(0)
    expect(await statusOf(ofB)).toBe('draft')
  })

  it('an author cannot publish hostile text, whatever findings and justification they send', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id, content: `<p>${HOSTILE}</p>` })
    const refusal = await refusalAs(
      cast.authorA,
      `update public.posts set status = 'published', ${FORGED_CLEAN},
              compliance_justification = 'Contexto jornalístico, revisado.' where id = $1`,
      [id],
    )
    expect(refusal).toMatchObject({ code: '42501', hint: 'compliance_review_required' })
    expect(findingsOf(refusal)).toEqual([
      'content · compra-chamada · Compre agora',
      'content · compra-chamada · chame no whatsapp',
      'content · cura-alegacao · cura',
      'content · cura-garantia · garantida',
    ])
    const inserted = await refusalAs(
      cast.authorA,
      `insert into public.posts (title, slug, author_id, status, compliance_findings) values ($2, 'direto-hostil', $1, 'published', '[]')`,
      [cast.authorA.id, HOSTILE],
    )
    expect(inserted).toMatchObject({ code: '42501', hint: 'compliance_review_required' })
    expect(await statusOf(id)).toBe('draft')
    expect((await db().query('select 1 from public.post_compliance_overrides where post_id = $1', [id])).rows).toEqual(
      [],
    )
  })

  it('an author publishes a clean text without sending any check', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(
      await affectedAs(db(), cast.authorA, `update public.posts set status = 'published' where id = $1`, [id]),
    ).toBe(1)
  })
})

describe("the compliance verdict is the database's", () => {
  for (const who of ['editor', 'admin'] as const) {
    it(`an ${who} publishing hostile text with compliance_findings: [] and no justification is refused`, async () => {
      const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id, content: `<p>${HOSTILE}</p>` })
      for (const justification of [null, '   ', 'curta']) {
        const refusal = await refusalAs(
          cast[who],
          `update public.posts set status = 'published', ${FORGED_CLEAN}, compliance_justification = $2 where id = $1`,
          [id, justification],
        )
        expect(refusal).toMatchObject({ code: '22023', hint: 'compliance_justification_required' })
        expect(findingsOf(refusal)).toContain('content · cura-garantia · garantida')
      }
      expect(
        await refusalAs(
          cast[who],
          `update public.posts set status = 'scheduled', published_at = now() + interval '1 day' where id = $1`,
          [id],
        ),
      ).toMatchObject({ hint: 'compliance_justification_required' })
      expect(await statusOf(id)).toBe('review')
      expect(
        (await db().query('select 1 from public.post_compliance_overrides where post_id = $1', [id])).rows,
      ).toEqual([])
    })

    it(`an ${who}'s justification publishes it; the override keeps the database's findings, never the client's`, async () => {
      const actor = cast[who]
      const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id, content: `<p>${HOSTILE}</p>` })
      const [post] = await queryAs<{
        version: number
        compliance_justification: string | null
        compliance_text_hash: string | null
      }>(
        db(),
        actor,
        `update public.posts set status = 'published', ${FORGED_CLEAN},
                compliance_justification = '  Citação de estudo clínico, não é promessa.  '
          where id = $1 returning version, compliance_justification, compliance_text_hash`,
        [id],
      )
      expect(post).toMatchObject({ compliance_justification: null, compliance_text_hash: null })
      const { rows } = await db().query<Record<string, unknown>>(
        `select post_version, status, findings, justification, decided_by, decided_by_name, decided_at
           from public.post_compliance_overrides where post_id = $1`,
        [id],
      )
      const stored = await db().query<{ compliance_findings: unknown[] }>(
        'select compliance_findings from public.posts where id = $1',
        [id],
      )
      expect(stored.rows[0].compliance_findings).toHaveLength(4)
      expect(rows).toEqual([
        {
          post_version: post.version,
          status: 'published',
          findings: stored.rows[0].compliance_findings,
          justification: 'Citação de estudo clínico, não é promessa.',
          decided_by: actor.id,
          decided_by_name: who === 'editor' ? 'Edu Editor' : 'Ana Admin',
          decided_at: expect.any(Date),
        },
      ])
      const audit = await db().query<{ details: { findings: unknown[] } }>(
        `select details from public.audit_log where action = 'compliance.override' and entity_id = $1`,
        [id],
      )
      expect(audit.rows.map((row) => row.details.findings)).toEqual([stored.rows[0].compliance_findings])
    })
  }

  const FIELDS: Array<{ field: string; set: string; value: unknown }> = [
    { field: 'title', set: 'title = $2', value: 'Cura garantida do câncer' },
    { field: 'excerpt', set: 'excerpt = $2', value: 'Compre agora pelo link na bio.' },
    { field: 'seo_description', set: 'seo_description = $2', value: 'Cura garantida do câncer. Compre agora…' },
    { field: 'tags', set: 'tags = $2', value: ['cbd', 'cura garantida'] },
    { field: 'image_alt', set: 'content = $2', value: '<p>Texto.</p><img src="/a.jpg" alt="Óleo milagroso">' },
    {
      field: 'content',
      set: 'content = $2',
      value: '<figure><img src="/a.jpg" alt="Frasco"><figcaption>Frete grátis hoje</figcaption></figure>',
    },
    {
      field: 'references',
      set: 'reference_list = $2::jsonb',
      value: JSON.stringify([{ title: 'Óleo milagroso: resultados em 7 dias' }]),
    },
  ]
  for (const { field, set, value } of FIELDS) {
    it(`hostile text in ${field} alone is a finding: publishing it needs a justification`, async () => {
      const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
      const refusal = await refusalAs(
        cast.editor,
        `update public.posts set ${set}, status = 'published', ${FORGED_CLEAN} where id = $1`,
        [id, value],
      )
      expect(refusal).toMatchObject({ code: '22023', hint: 'compliance_justification_required' })
      expect(new Set(refusal?.findings.map((f) => f.field))).toEqual(new Set([field]))
    })

    it(`a published post whose ${field} changes to hostile text is refused without a justification`, async () => {
      const id = await insertPost(db(), { status: 'published' })
      expect(await refusalAs(cast.editor, `update public.posts set ${set} where id = $1`, [id, value])).toMatchObject({
        hint: 'compliance_justification_required',
      })
      expect(
        await affectedAs(
          db(),
          cast.editor,
          `update public.posts set ${set}, compliance_justification = 'Contexto revisado pela equipe.' where id = $1`,
          [id, value],
        ),
      ).toBe(1)
    })
  }

  it("keeps the database's findings against whatever a client writes, and clears the retired hash", async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const [saved] = await queryAs<{
      compliance_findings: Array<{ ruleId: string }>
      compliance_text_hash: string | null
    }>(
      db(),
      cast.authorA,
      `update public.posts set content = $2, ${FORGED_CLEAN} where id = $1 returning compliance_findings, compliance_text_hash`,
      [id, `<p>${HOSTILE}</p>`],
    )
    expect(saved.compliance_findings.map((f) => f.ruleId)).toEqual([
      'compra-chamada',
      'compra-chamada',
      'cura-alegacao',
      'cura-garantia',
    ])
    expect(saved.compliance_text_hash).toBeNull()
    const [kept] = await queryAs<{ compliance_findings: unknown[] }>(
      db(),
      cast.authorA,
      `update public.posts set compliance_findings = '[]' where id = $1 returning compliance_findings`,
      [id],
    )
    expect(kept.compliance_findings).toHaveLength(4)
  })

  it('a new clean text on a published post needs no justification; changes a reader does not see need no check', async () => {
    const published = await insertPost(db(), { status: 'published' })
    expect(
      await affectedAs(
        db(),
        cast.editor,
        `update public.posts set content = '<p>Novo texto.</p>', tags = '{cbd}' where id = $1`,
        [published],
      ),
    ).toBe(1)
    const hostile = await insertPost(db(), { status: 'published', content: `<p>${HOSTILE}</p>` })
    expect(
      await affectedAs(db(), cast.editor, `update public.posts set featured = true, read_time = 7 where id = $1`, [
        hostile,
      ]),
    ).toBe(1)
    const scheduled = await insertPost(db(), {
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    expect(
      await affectedAs(
        db(),
        cast.editor,
        `update public.posts set status = 'published', published_at = now() where id = $1`,
        [scheduled],
      ),
    ).toBe(1)
  })

  it('a justification sent with a save that publishes nothing is dropped, not stored', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    await queryAs(
      db(),
      cast.authorA,
      `update public.posts set compliance_justification = 'qualquer texto aqui' where id = $1`,
      [id],
    )
    expect((await db().query('select compliance_justification from public.posts where id = $1', [id])).rows).toEqual([
      { compliance_justification: null },
    ])
    expect((await db().query('select 1 from public.post_compliance_overrides where post_id = $1', [id])).rows).toEqual(
      [],
    )
  })

  it('an override inserted with a new published post is recorded once the post exists', async () => {
    const [row] = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `insert into public.posts (title, slug, author_id, status, compliance_findings, compliance_justification)
       values ('Cura garantida?', 'com-ressalva', $1, 'published', '[]', 'Termo citado em contexto regulatório.')
       returning id`,
      [cast.editor.id],
    )
    const { rows } = await db().query(
      'select post_version, status, findings from public.post_compliance_overrides where post_id = $1',
      [row.id],
    )
    expect(rows).toEqual([
      {
        post_version: 1,
        status: 'published',
        findings: [
          expect.objectContaining({ field: 'title', ruleId: 'cura-alegacao' }),
          expect.objectContaining({ field: 'title', ruleId: 'cura-garantia' }),
        ],
      },
    ])
  })

  it('server-side tools (service role) and the database owner are trusted: no check is asked of them', async () => {
    const id = await insertPost(db(), { status: 'draft', content: `<p>${HOSTILE}</p>` })
    expect(
      await affectedAs(
        db(),
        'service_role',
        `update public.posts set status = 'published', featured = true where id = $1`,
        [id],
      ),
    ).toBe(1)
  })
})

describe('post_compliance_overrides', () => {
  it('staff read it; visitors and accounts that are not staff do not; no API role writes it', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select * from public.post_compliance_overrides')).toBe('42501')
    const id = await insertPost(db(), { status: 'review' })
    await queryAs(
      db(),
      cast.admin,
      `update public.posts set status = 'published', title = 'Cura garantida', compliance_justification = 'Contexto informativo.' where id = $1`,
      [id],
    )
    expect(
      await queryAs(db(), await accountWithoutProfile(db()), 'select id from public.post_compliance_overrides'),
    ).toEqual([])
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
      expect(
        await errorCodeAs(db(), actor, `update public.post_compliance_overrides set justification = 'mudada'`),
      ).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'delete from public.post_compliance_overrides')).toBe('42501')
    }
  })
})

describe('review_queue()', () => {
  it("lists posts in review, oldest first, with the database's findings of their current text; staff only", async () => {
    await db().query(`update public.posts set status = 'draft' where status = 'review'`)
    const older = await insertPost(db(), {
      title: 'Mais antigo',
      status: 'draft',
      authorId: cast.authorA.id,
      content: `<p>${HOSTILE}</p>`,
    })
    const newer = await insertPost(db(), { title: 'Mais novo', status: 'draft', authorId: cast.authorB.id })
    await queryAs(db(), cast.authorA, `update public.posts set status = 'review', ${FORGED_CLEAN} where id = $1`, [
      older,
    ])
    await new Promise((resolve) => setTimeout(resolve, 5))
    await queryAs(db(), cast.authorB, `update public.posts set status = 'review' where id = $1`, [newer])

    const rows = await queryAs<{
      id: string
      title: string
      author_name: string
      findings_count: number
      compliance_checked: boolean
    }>(
      db(),
      cast.editor,
      'select id, title, author_name, findings_count, compliance_checked from public.review_queue()',
    )
    expect(rows).toEqual([
      { id: older, title: 'Mais antigo', author_name: 'Alice Autora', findings_count: 4, compliance_checked: true },
      { id: newer, title: 'Mais novo', author_name: 'Bruno Autor', findings_count: 0, compliance_checked: true },
    ])
    // An edit is checked again at once: the queue follows the text.
    await queryAs(db(), cast.authorA, `update public.posts set content = '<p>editado</p>' where id = $1`, [older])
    const [first] = await queryAs<{ findings_count: number; compliance_checked: boolean }>(
      db(),
      cast.authorA,
      'select findings_count, compliance_checked from public.review_queue()',
    )
    expect(first).toEqual({ findings_count: 0, compliance_checked: true })
    expect(await errorCodeAs(db(), 'anon', 'select * from public.review_queue()')).toBe('42501')
    expect(await queryAs(db(), await accountWithoutProfile(db()), 'select id from public.review_queue()')).toEqual([])
  })
})
