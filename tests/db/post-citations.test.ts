// The citation style (decision 059): only an admin chooses it, and the audit log names it; a post's
// formatted references (post_citations) are as public as the post, written only through
// save_post_citations() by the service role, refused when formatted from a list or a style that is no
// longer current or when they do not match the list, and dropped with the list they were made from.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  affectedAs,
  createCast,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Actor,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const REFERENCES = [
  { title: 'Um estudo', doi: '10.1056/NEJMoa1611618' },
  { title: 'Uma página', url: 'https://example.org/a' },
]
const CITATIONS = [
  [{ t: 'UM estudo. DOI: ' }, { t: '10.1056/NEJMoa1611618', href: 'https://doi.org/10.1056/NEJMoa1611618' }],
  [{ t: 'Uma página', b: true }, { t: '.' }],
]

async function postWithReferences(status: 'draft' | 'published', authorId?: string): Promise<string> {
  const id = await insertPost(db(), { status, authorId })
  await db().query('update public.posts set reference_list = $2 where id = $1', [id, JSON.stringify(REFERENCES)])
  return id
}

async function due(id: string): Promise<{ references_md5: string; style: string } | undefined> {
  const rows = await queryAs<{ post_id: string; references_md5: string; style: string }>(
    db(),
    'service_role',
    'select * from public.post_citations_due(500)',
  )
  return rows.find((row) => row.post_id === id)
}

async function save(actor: Actor, id: string, md5: string, style: string, citations: unknown = CITATIONS) {
  const [row] = await queryAs<{ saved: boolean }>(
    db(),
    actor,
    'select public.save_post_citations($1, $2, $3, $4::jsonb) as saved',
    [id, md5, style, JSON.stringify(citations)],
  )
  return row.saved
}

async function setStyle(style: string) {
  await db().query('update public.site_settings set citation_style = $1', [style])
}

describe('the citation style setting', () => {
  it('is ABNT until an admin changes it; authors and editors change nothing', async () => {
    const { rows: last } = await db().query<{ id: number | null }>('select max(id) as id from public.audit_log')
    expect(await queryAs(db(), cast.editor, 'select citation_style from public.site_settings')).toEqual([
      { citation_style: 'abnt' },
    ])
    for (const actor of [cast.authorA, cast.editor]) {
      expect(await affectedAs(db(), actor, `update public.site_settings set citation_style = 'vancouver'`)).toBe(0)
    }
    expect(await affectedAs(db(), cast.admin, `update public.site_settings set citation_style = 'vancouver'`)).toBe(1)
    expect(await errorCodeAs(db(), cast.admin, `update public.site_settings set citation_style = 'apa'`)).toBe('23514')
    await setStyle('abnt')
    const entries = await db().query(
      `select actor_id, entity_label, status_before, status_after from public.audit_log
        where action = 'settings.updated' and entity_id = 'citation_style' and id > $1 order by id`,
      [last[0].id ?? 0],
    )
    expect(entries.rows).toEqual([
      {
        actor_id: cast.admin.id,
        entity_label: 'Estilo das referências',
        status_before: 'abnt',
        status_after: 'vancouver',
      },
      { actor_id: null, entity_label: 'Estilo das referências', status_before: 'vancouver', status_after: 'abnt' },
    ])
  })

  it('visitors and staff cannot ask the style or the work list from the service functions', async () => {
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin] as const) {
      expect(await errorCodeAs(db(), actor, 'select public.current_citation_style()')).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'select * from public.post_citations_due(10)')).toBe('42501')
    }
  })
})

describe('post_citations', () => {
  it('the service role keeps a list formatted from the current list in the current style', async () => {
    const id = await postWithReferences('published')
    const work = await due(id)
    expect(work?.style).toBe('abnt')
    expect(await save('service_role', id, work!.references_md5, 'abnt')).toBe(true)
    expect(await due(id)).toBeUndefined()
    const [row] = await queryAs<{ style: string; citations: unknown }>(
      db(),
      'anon',
      'select style, citations from public.post_citations where post_id = $1',
      [id],
    )
    expect(row).toEqual({ style: 'abnt', citations: CITATIONS })
  })

  it('is refused from a list or a style that changed meanwhile, and the post stays due', async () => {
    const id = await postWithReferences('published')
    const work = await due(id)
    await db().query(
      `update public.posts set reference_list = reference_list || '[{"title": "Outro"}]' where id = $1`,
      [id],
    )
    expect(await save('service_role', id, work!.references_md5, 'abnt')).toBe(false)
    const again = await due(id)
    expect(again?.references_md5).not.toBe(work!.references_md5)
    expect(await save('service_role', id, again!.references_md5, 'vancouver', [...CITATIONS, [{ t: 'Outro.' }]])).toBe(
      false,
    )
    expect(await queryAs(db(), 'service_role', 'select 1 from public.post_citations where post_id = $1', [id])).toEqual(
      [],
    )
  })

  it('must hold valid runs, one entry per reference, links only to http(s) addresses', async () => {
    const id = await postWithReferences('published')
    const { references_md5: md5 } = (await due(id))!
    const invalid = [
      CITATIONS.slice(0, 1),
      [...CITATIONS, [{ t: 'a mais' }]],
      [CITATIONS[0], []],
      [CITATIONS[0], [{ t: '' }]],
      [CITATIONS[0], [{ t: 'x', href: 'javascript:alert(1)' }]],
      [CITATIONS[0], [{ t: 'x', href: 'https://example.org/"><script>' }]],
      [CITATIONS[0], [{ t: 'x', html: '<b>x</b>' }]],
      [CITATIONS[0], [{ t: 'x', b: 'sim' }]],
      [CITATIONS[0], 'texto'],
    ]
    for (const citations of invalid) {
      expect(
        await errorCodeAs(db(), 'service_role', 'select public.save_post_citations($1, $2, $3, $4::jsonb)', [
          id,
          md5,
          'abnt',
          JSON.stringify(citations),
        ]),
        JSON.stringify(citations),
      ).toBe('22023')
    }
  })

  it('no visitor or staff member writes citations, directly or through the function', async () => {
    const id = await postWithReferences('published', cast.authorA.id)
    const { references_md5: md5 } = (await due(id))!
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin] as const) {
      expect(
        await errorCodeAs(db(), actor, 'select public.save_post_citations($1, $2, $3, $4::jsonb)', [
          id,
          md5,
          'abnt',
          JSON.stringify(CITATIONS),
        ]),
      ).toBe('42501')
      expect(
        await errorCodeAs(
          db(),
          actor,
          `insert into public.post_citations (post_id, style, citations) values ($1, 'abnt', $2)`,
          [id, JSON.stringify(CITATIONS)],
        ),
      ).toBe('42501')
    }
    await save('service_role', id, md5, 'abnt')
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin] as const) {
      expect(await errorCodeAs(db(), actor, `update public.post_citations set citations = '[[{"t":"x"}]]'`)).toBe(
        '42501',
      )
      expect(await errorCodeAs(db(), actor, 'delete from public.post_citations')).toBe('42501')
    }
  })

  it('visitors read the citations of a public post only; staff read those of drafts, as they read the drafts', async () => {
    const draft = await postWithReferences('draft', cast.authorA.id)
    await save('service_role', draft, (await due(draft))!.references_md5, 'abnt')
    const read = async (actor: Actor) =>
      (await queryAs(db(), actor, 'select post_id from public.post_citations where post_id = $1', [draft])).length
    expect(await read('anon')).toBe(0)
    expect(await read(await accountWithoutProfile(db()))).toBe(0)
    for (const actor of [cast.authorA, cast.authorB, cast.editor, cast.admin]) expect(await read(actor)).toBe(1)
    await db().query(`update public.posts set status = 'published' where id = $1`, [draft])
    expect(await read('anon')).toBe(1)
  })

  it('a changed reference list drops its formatted copy at once; another change to the post keeps it', async () => {
    const id = await postWithReferences('published')
    await save('service_role', id, (await due(id))!.references_md5, 'abnt')
    const count = async () =>
      (await queryAs(db(), 'service_role', 'select 1 from public.post_citations where post_id = $1', [id])).length
    await db().query(`update public.posts set title = 'Outro título' where id = $1`, [id])
    expect(await count()).toBe(1)
    await db().query(`update public.posts set reference_list = '[{"title": "Só esta"}]' where id = $1`, [id])
    expect(await count()).toBe(0)
  })

  it('a style change makes every list due again but keeps the old copies until each is replaced', async () => {
    const id = await postWithReferences('published')
    await save('service_role', id, (await due(id))!.references_md5, 'abnt')
    await setStyle('vancouver')
    try {
      const work = await due(id)
      expect(work?.style).toBe('vancouver')
      expect(await queryAs(db(), 'anon', 'select style from public.post_citations where post_id = $1', [id])).toEqual([
        { style: 'abnt' },
      ])
      expect(await save('service_role', id, work!.references_md5, 'abnt')).toBe(false)
      expect(await save('service_role', id, work!.references_md5, 'vancouver')).toBe(true)
      expect(await due(id)).toBeUndefined()
    } finally {
      await setStyle('abnt')
    }
  })
})
