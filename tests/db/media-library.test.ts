// public.media_library (decision 050): the staff's paged listing of the `post-images` bucket with each
// image's details, uploader and usages; visitors and accounts without a role get nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  createCast,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Actor,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
const url = (name: string) => `https://abcdefghijklmnop.supabase.co/storage/v1/object/public/post-images/${name}`

interface Row {
  object_name: string
  size_bytes: number
  uploaded_by: string | null
  uploader_name: string | null
  source: string
  has_details: boolean
  alt: string
  cover_count: number
  body_count: number
  posts: { id: string; title: string; slug: string; status: string; used_as: string[] }[]
  total_count: number
}

/** Stores an object as the Storage API does (owner = the uploader), created `daysAgo` days ago. */
async function store(name: string, owner: TestUser, daysAgo: number): Promise<void> {
  await db().query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, created_at)
     values ('post-images', $1, $2::uuid, $2::text, '{"mimetype":"image/webp","size":2048}', now() - make_interval(days => $3))`,
    [name, owner.id, daysAgo],
  )
}

const list = (actor: Actor, args = 'p_limit => 50') =>
  queryAs<Row>(db(), actor, `select * from public.media_library(${args})`)

let coverPost: string
beforeAll(async () => {
  cast = await createCast(db())
  await store('capa-velha.webp', cast.authorA, 10)
  await store('sem-uso.webp', cast.authorB, 5)
  await store('no-texto.webp', cast.editor, 1)
  // Details (the upload service's row) for two of them; sem-uso.webp has none.
  await db().query(
    `insert into public.media (object_name, source, uploaded_by, width, height, size_bytes, alt, caption, credit_kind, credit_author, credit_url, created_at)
     values ('capa-velha.webp', 'pexels', $1, 1600, 900, 2048, 'Frasco conta-gotas', '', 'pexels', 'Maria Foto', 'https://www.pexels.com/photo/1', now() - interval '10 days'),
            ('no-texto.webp', 'ai', $2, 800, 600, 2048, '', 'Legenda 100% própria', null, null, null, now() - interval '1 day')`,
    [cast.authorA.id, cast.editor.id],
  )
  coverPost = await insertPost(db(), { title: 'Post com capa', status: 'draft' })
  await db().query('update public.posts set image = $2 where id = $1', [coverPost, url('capa-velha.webp')])
  const second = await insertPost(db(), { title: 'Outro post', content: `<img src="${url('capa-velha.webp')}">` })
  await db().query('update public.posts set image = $2 where id = $1', [second, url('capa-velha.webp')])
  await insertPost(db(), { title: 'Post com imagem no texto', content: `<p>x</p><img src="${url('no-texto.webp')}">` })
})

describe('who lists the library', () => {
  it('a visitor is refused', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select * from public.media_library()')).toBe('42501')
  })

  it('a signed-in account without a role is refused', async () => {
    const stranger = await accountWithoutProfile(db())
    expect(await errorCodeAs(db(), stranger, 'select * from public.media_library()')).toBe('42501')
  })

  it.each(['authorA', 'editor', 'admin'] as const)('%s (staff) lists every image, newest first', async (who) => {
    const rows = await list(cast[who])
    expect(rows.map((r) => r.object_name)).toEqual(['no-texto.webp', 'sem-uso.webp', 'capa-velha.webp'])
    expect(rows[0].total_count).toBe(3)
  })
})

describe('what each image carries', () => {
  it('usages counted by kind, with the posts using it; an object without details still listed', async () => {
    const rows = await list(cast.editor)
    const cover = rows.find((r) => r.object_name === 'capa-velha.webp')!
    expect([cover.cover_count, cover.body_count]).toEqual([2, 1])
    expect(cover.posts.map((p) => p.title).sort()).toEqual(['Outro post', 'Post com capa'])
    expect(cover.posts.find((p) => p.title === 'Outro post')!.used_as.sort()).toEqual(['post_body', 'post_cover'])
    expect(cover).toMatchObject({ source: 'pexels', alt: 'Frasco conta-gotas', uploader_name: 'Alice Autora' })
    const bare = rows.find((r) => r.object_name === 'sem-uso.webp')!
    expect(bare).toMatchObject({ has_details: false, source: 'upload', size_bytes: 2048, uploaded_by: cast.authorB.id })
    expect(bare.posts).toEqual([])
  })
})

describe('filters and paging', () => {
  const names = async (args: string) => (await list(cast.admin, args)).map((r) => r.object_name)

  it('in use / unused', async () => {
    expect(await names('p_in_use => false')).toEqual(['sem-uso.webp'])
    expect(await names('p_in_use => true')).toEqual(['no-texto.webp', 'capa-velha.webp'])
  })

  it('source, uploader and date range', async () => {
    expect(await names(`p_source => 'ai'`)).toEqual(['no-texto.webp'])
    expect(await names(`p_source => 'upload'`)).toEqual(['sem-uso.webp'])
    expect(await names(`p_uploader => '${cast.authorA.id}'`)).toEqual(['capa-velha.webp'])
    // Days are Brasília's (the screen's); `current_date` is UTC's, a day ahead from 21:00 to midnight in Brasília.
    const today = `(now() at time zone 'America/Sao_Paulo')::date`
    expect(await names(`p_from => ${today} - 7, p_to => ${today} - 2`)).toEqual(['sem-uso.webp'])
  })

  it('search over name, alt, caption and credit author; % is a character, not a wildcard', async () => {
    expect(await names(`p_search => 'conta-gotas'`)).toEqual(['capa-velha.webp'])
    expect(await names(`p_search => 'maria'`)).toEqual(['capa-velha.webp'])
    expect(await names(`p_search => '100%'`)).toEqual(['no-texto.webp'])
    expect(await names(`p_search => 'SEM-USO'`)).toEqual(['sem-uso.webp'])
    expect(await names(`p_search => '%'`)).toEqual(['no-texto.webp'])
  })

  it('pages keep the order and the total', async () => {
    const first = await list(cast.authorB, 'p_limit => 2, p_offset => 0')
    const second = await list(cast.authorB, 'p_limit => 2, p_offset => 2')
    expect([...first, ...second].map((r) => r.object_name)).toEqual([
      'no-texto.webp',
      'sem-uso.webp',
      'capa-velha.webp',
    ])
    expect(second[0].total_count).toBe(3)
  })
})
