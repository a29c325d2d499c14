// posts.ai_provenance (migration post_ai_provenance): its shape, who may write it, and what
// approve_ai_draft puts in the post (no machine note, tags, category, references, provenance).
import { beforeAll, describe, expect, it } from 'vitest'
import { writeOfflineDraft } from '../../clio/offline/draft-writer'
import { affectedAs, createCast, errorCodeAs, insertPost, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase({ seed: true })
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const PROVENANCE = JSON.stringify({
  source: 'clio',
  mode: 'openai',
  model: 'gpt-4o-mini',
  theme: 'canabidiol e sono',
  generated_at: '2026-01-01T12:00:00Z',
})
const SET = `update public.posts set ai_provenance = $2::jsonb where id = $1`

describe('posts.ai_provenance: who may write it', () => {
  it('anon: never', async () => {
    const post = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(await errorCodeAs(db(), 'anon', SET, [post, PROVENANCE])).toBe('42501')
  })

  it('author: on their own posts only', async () => {
    const own = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const other = await insertPost(db(), { status: 'draft', authorId: cast.authorB.id })
    expect(await affectedAs(db(), cast.authorA, SET, [own, PROVENANCE])).toBe(1)
    expect(await affectedAs(db(), cast.authorA, SET, [other, PROVENANCE])).toBe(0)
    const { rows } = await db().query('select ai_provenance from public.posts where id = $1', [other])
    expect(rows).toEqual([{ ai_provenance: null }])
  })

  it('editor: on any post', async () => {
    const post = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(await affectedAs(db(), cast.editor, SET, [post, PROVENANCE])).toBe(1)
  })

  it('admin: on any post, and back to null', async () => {
    const post = await insertPost(db(), { status: 'draft', authorId: cast.authorB.id })
    expect(await affectedAs(db(), cast.admin, SET, [post, PROVENANCE])).toBe(1)
    expect(
      await affectedAs(db(), cast.admin, 'update public.posts set ai_provenance = null where id = $1', [post]),
    ).toBe(1)
  })

  it('is null by default and refuses a malformed shape (23514)', async () => {
    const post = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect((await db().query('select ai_provenance from public.posts where id = $1', [post])).rows).toEqual([
      { ai_provenance: null },
    ])
    for (const bad of [
      '[]',
      '{"source": "clio", "mode": "openai"}',
      '{"source": "outro", "mode": "offline", "theme": "x", "generated_at": "2026-01-01"}',
      '{"source": "clio", "mode": "magia", "theme": "x", "generated_at": "2026-01-01"}',
      '{"source": "clio", "mode": "offline", "theme": "x", "generated_at": "2026-01-01", "body": "nota"}',
    ]) {
      expect(await errorCodeAs(db(), cast.admin, SET, [post, bad])).toBe('23514')
    }
  })
})

describe("approve_ai_draft with Clio's suggestions", () => {
  async function queue() {
    const [row] = await queryAs<{ id: string }>(
      db(),
      cast.authorA,
      `insert into public.ai_drafts (tema, titulo, subtitulo, conteudo, proveniencia, referencias, notas)
       values ('canabidiol para epilepsia refratária em crianças', 'Canabidiol na epilepsia infantil', 'Resumo',
               '<p><em>Rascunho gerado localmente pela Clio (modo offline) — revise antes de publicar.</em></p><h2>Estudos</h2><p>Um ensaio [1].</p>',
               '{"modo": "offline", "modelo": null}',
               '[{"authors": "Devinsky O et al.", "title": "Trial of Cannabidiol", "container": "NEJM", "year": 2017,
                  "doi": "10.1056/NEJMoa1611618", "pmid": "28538134", "url": "https://pubmed.ncbi.nlm.nih.gov/28538134/"}]',
               'Material sem dados sobre crianças.')
       returning id`,
    )
    return row.id
  }

  it('keeps the body free of the machine note and stores tags, category, references (DOI, PMID and link included) and provenance', async () => {
    const id = await queue()
    const [{ category }] = (
      await db().query<{ category: string }>(`select id as category from public.categories where slug = 'pesquisas'`)
    ).rows
    const [{ post }] = await queryAs<{ post: string }>(
      db(),
      cast.authorA,
      'select public.approve_ai_draft($1, null, $2, $3) as post',
      [id, category, ['canabidiol', 'epilepsia', ' Epilepsia ', 'crianças']],
    )
    const [row] = (
      await db().query<Record<string, unknown>>(
        'select content, tags, category_id, reference_list, ai_provenance from public.posts where id = $1',
        [post],
      )
    ).rows
    expect(row.content).toBe('<h2>Estudos</h2><p>Um ensaio [1].</p>')
    expect(row.tags).toEqual(['canabidiol', 'epilepsia', 'crianças'])
    expect(row.category_id).toBe(category)
    expect(row.reference_list).toEqual([
      {
        authors: 'Devinsky O et al.',
        title: 'Trial of Cannabidiol',
        container: 'NEJM',
        year: 2017,
        doi: '10.1056/NEJMoa1611618',
        pmid: '28538134',
        url: 'https://pubmed.ncbi.nlm.nih.gov/28538134/',
      },
    ])
    expect(row.ai_provenance).toMatchObject({
      source: 'clio',
      mode: 'offline',
      model: null,
      theme: 'canabidiol para epilepsia refratária em crianças',
    })
  })

  it("carries the DOI, PMID and URL of Clio's offline sources into the post's references (issue 50)", async () => {
    const draft = writeOfflineDraft({ tema: 'canabidiol para epilepsia refratária em crianças', variant: 0 })
    const referencias = draft.references ?? []
    expect(referencias.some((reference) => reference.doi && reference.pmid)).toBe(true)
    const [{ id }] = await queryAs<{ id: string }>(
      db(),
      cast.authorA,
      `insert into public.ai_drafts (tema, titulo, subtitulo, conteudo, proveniencia, referencias)
       values ($1, $2, $3, $4, '{"modo": "offline", "modelo": null}', $5::jsonb) returning id`,
      [draft.titulo, draft.titulo, draft.subtitulo, draft.conteudo, JSON.stringify(referencias)],
    )
    const [{ post }] = await queryAs<{ post: string }>(
      db(),
      cast.authorA,
      'select public.approve_ai_draft($1) as post',
      [id],
    )
    const [row] = (
      await db().query<{ reference_list: unknown }>('select reference_list from public.posts where id = $1', [post])
    ).rows
    expect(row.reference_list).toEqual(draft.references)
  })
})
