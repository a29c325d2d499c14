// "Pontos-chave" (decision 055): posts.key_points holds none or 3–5 one-line points of at most 240
// characters; visitors read them on public posts; the compliance check reads them as the field
// 'key_points', so the publish gate holds a claim in a key point against an author as in the body; Clio's
// approval copies a draft's valid set to the post.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createCast,
  errorAs,
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

const POINTS = ['O canabidiol foi estudado em epilepsias graves.', 'Há efeitos adversos.', 'Converse com o médico.']

async function setPoints(id: string, points: string[]) {
  await db().query('update public.posts set key_points = $2 where id = $1', [id, points])
}

describe('what posts.key_points accepts', () => {
  it('none, or three to five one-line points of at most 240 characters', async () => {
    const id = await insertPost(db(), { status: 'draft' })
    for (const points of [[], POINTS, [...POINTS, 'Quatro.', 'Cinco.'], [...POINTS.slice(0, 2), 'x'.repeat(240)]]) {
      await setPoints(id, points)
    }
    const refused = [
      ['Um.'],
      ['Um.', 'Dois.'],
      [...POINTS, '4', '5', '6'],
      [...POINTS.slice(0, 2), 'x'.repeat(241)],
      [...POINTS.slice(0, 2), '   '],
      [...POINTS.slice(0, 2), 'duas\nlinhas'],
    ]
    for (const points of refused) {
      await expect(setPoints(id, points), JSON.stringify(points)).rejects.toMatchObject({ code: '23514' })
    }
  })

  it('refuses the same sets from staff through the API', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const error = await errorAs(db(), cast.authorA, `update public.posts set key_points = '{Um,Dois}' where id = $1`, [
      id,
    ])
    expect(error?.code).toBe('23514')
  })
})

describe('who reads the key points', () => {
  it('visitors read them on a published post, not on a draft', async () => {
    const published = await insertPost(db(), { status: 'published' })
    const draft = await insertPost(db(), { status: 'draft' })
    await setPoints(published, POINTS)
    await setPoints(draft, POINTS)
    const rows = await queryAs<{ id: string; key_points: string[] }>(
      db(),
      'anon',
      'select id, key_points from public.posts where id = any($1)',
      [[published, draft]],
    )
    expect(rows).toEqual([{ id: published, key_points: POINTS }])
  })
})

describe('the compliance check reads the key points', () => {
  const claim = 'O canabidiol traz cura garantida para a epilepsia.'

  it('names the field key_points, between the excerpt and the body', async () => {
    const { rows } = await db().query<{ f: Array<{ field: string; ruleId: string }> }>(
      `select public.compliance_findings_for_post('Título', 'Resumo.', '<p>Texto.</p>', null, '{}', '[]', null, $1) as f`,
      [[claim, ...POINTS.slice(1)]],
    )
    expect(rows[0].f.map((f) => f.field)).toContain('key_points')
    expect(rows[0].f.every((f) => f.field === 'key_points')).toBe(true)
  })

  it('refuses an author who publishes a claim made only in a key point, once per role that may publish', async () => {
    await setAuthorsPublishWithoutReview(db(), true)
    try {
      const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
      await setPoints(id, [claim, ...POINTS.slice(1)])
      const error = await errorAs(db(), cast.authorA, `update public.posts set status = 'published' where id = $1`, [
        id,
      ])
      expect(error?.hint).toBe('compliance_review_required')
      for (const who of [cast.editor, cast.admin]) {
        const unjustified = await errorAs(db(), who, `update public.posts set status = 'published' where id = $1`, [id])
        expect(unjustified?.hint).toBe('compliance_justification_required')
      }
    } finally {
      await setAuthorsPublishWithoutReview(db(), false)
    }
  })

  it('recomputes the findings when only a public post’s key points change', async () => {
    const id = await insertPost(db(), { status: 'published', authorId: cast.authorA.id })
    const error = await errorAs(db(), cast.editor, `update public.posts set key_points = $2 where id = $1`, [
      id,
      [claim, ...POINTS.slice(1)],
    ])
    expect(error?.hint).toBe('compliance_justification_required')
    const { rows } = await db().query('select key_points from public.posts where id = $1', [id])
    expect(rows[0]).toEqual({ key_points: [] })
  })
})

describe("Clio's approval", () => {
  async function draftWith(points: string[]): Promise<string> {
    const id = randomUUID()
    await db().query(
      `insert into public.ai_drafts (id, tema, titulo, subtitulo, conteudo, pontos_chave, created_by)
       values ($1, 'sono', $2, 'Sub.', '<p>Texto.</p>', $3, $4)`,
      [id, `Rascunho ${id.slice(0, 8)}`, points, cast.editor.id],
    )
    return id
  }
  const approve = async (draft: string) => {
    const [row] = await queryAs<{ id: string }>(db(), cast.editor, 'select public.approve_ai_draft($1) as id', [draft])
    const { rows } = await db().query<{ key_points: string[] }>('select key_points from public.posts where id = $1', [
      row.id,
    ])
    return rows[0].key_points
  }

  it('copies a valid set of key points to the post, and none when the draft’s set is not valid', async () => {
    expect(await approve(await draftWith(POINTS))).toEqual(POINTS)
    expect(await approve(await draftWith(POINTS.slice(0, 2)))).toEqual([])
  })
})
