// Every database call the app makes (src/features/*/api), made by the real supabase-js
// client against the in-process local stack (HTTP server, JWT verification, RLS on the app schema).
// The admin and the editor are made once and never changed; every test makes its own authors, posts,
// categories and comments (slugs with a per-test suffix), so the tests pass in any order
// (vitest --sequence.shuffle).
import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { uniqueEmail, type SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
let anon: SupabaseClient
let admin: SignedInUser
let editor: SignedInUser
let categories: { id: string; slug: string; name: string }[]
// Visitors may read only the columns a public page shows (decision 046): the calls name them, as the app does.
const POST_CARD =
  'id,title,slug,status,featured,tags,views,likes,read_time,published_at,created_at,category:categories(name,slug,color),author:profiles!posts_author_id_fkey(full_name)'

type Post = { id: string; slug: string; [key: string]: unknown }

/** A suffix of this test's own, for slugs and titles no other test reads or writes. */
function testSuffix(): string {
  return randomUUID().slice(0, 8)
}

/** Signs up a new user (an author: the admin exists already) with a profile of their own. */
function newAuthor(fullName = 'Ana Autora'): Promise<SignedInUser> {
  return t().signUpUser({ email: uniqueEmail('author'), data: { full_name: fullName } })
}

/**
 * Inserts a post as `user` through the API (published, first category unless `fields` say otherwise).
 * The author writes it as a draft; publishing and featuring are the editor's (decision 015), with the
 * compliance check of the text, as the app sends it.
 */
async function newPost(user: SignedInUser, fields: Record<string, unknown>): Promise<Post> {
  const { status = 'published', featured = false, ...rest } = fields
  const { data, error } = await user.client
    .from('posts')
    .insert([
      { content: '<p>Texto</p>', author_id: user.userId, category_id: categories[0].id, ...rest, status: 'draft' },
    ])
    .select(POST_CARD)
    .single()
  if (error) throw new Error(`insert failed: ${error.message}`)
  if (status === 'draft' && !featured) return data as Post
  const published = await editor.client
    .from('posts')
    .update({ status, featured })
    .eq('id', data.id as string)
    .select(POST_CARD)
    .single()
  if (published.error) throw new Error(`publish failed: ${published.error.message}`)
  return published.data as Post
}

/**
 * A new author with three posts of their own: `first` (published, featured, first category, 0
 * views), `second` (published, second category) and `draft`.
 */
async function authorWithPosts() {
  const s = testSuffix()
  const author = await newAuthor()
  const first = await newPost(author, {
    title: `Canabidiol e epilepsia ${s}`,
    slug: `cbd-${s}`,
    views: 0,
    featured: true,
    published_at: '2025-01-01T10:00:00Z',
  })
  const second = await newPost(author, {
    title: `Legislação brasileira ${s}`,
    slug: `lei-${s}`,
    published_at: '2025-02-01T10:00:00Z',
    category_id: categories[1].id,
  })
  const draft = await newPost(author, { title: `Rascunho ${s}`, slug: `draft-${s}`, status: 'draft' })
  return { s, author, first, second, draft }
}

beforeAll(async () => {
  anon = t().createTestClient()
  // The first account while no admin exists becomes admin (docs/architecture.md, "Who may do what"); made sure
  // below as the owner, so these tests do not depend on what the seed contains.
  admin = await t().signUpUser({ email: uniqueEmail('admin'), data: { full_name: 'Alice Admin' } })
  editor = await t().signUpUser({ email: uniqueEmail('editor'), data: { full_name: 'Edu Editor' } })
  await t().stack.ctx.db.query(`update public.profiles set role = 'admin' where id = $1`, [admin.userId])
  // An admin changes roles through the API (guard_profile_changes allows only that).
  const promoted = await admin.client
    .from('profiles')
    .update({ role: 'editor' })
    .eq('id', editor.userId)
    .select('role')
    .single()
  if (promoted.error) throw new Error(promoted.error.message)
  const cats = await anon.from('categories').select('id,name,slug').eq('is_active', true).order('name')
  categories = cats.data ?? []
})

describe('profiles', () => {
  it('select single by id; PGRST116 (406) means "no profile"', async () => {
    const author = await newAuthor()
    const mine = await author.client.from('profiles').select('*').eq('id', author.userId).single()
    expect(mine.error).toBeNull()
    expect(mine.data).toMatchObject({ id: author.userId, full_name: 'Ana Autora', role: 'author' })
    const missing = await author.client.from('profiles').select('*').eq('id', crypto.randomUUID()).single()
    expect(missing.status).toBe(406)
    expect(missing.error?.code).toBe('PGRST116')
  })

  it('insert of the own profile when it is missing; a second insert is a 409', async () => {
    const other = await newAuthor('Otto Outro')
    await t().stack.ctx.db.query('delete from public.profiles where id = $1', [other.userId])
    const created = await other.client
      .from('profiles')
      .insert({ id: other.userId, full_name: 'Otto', role: 'author' })
      .select()
      .single()
    expect(created.status).toBe(201)
    expect(created.data).toMatchObject({ id: other.userId, full_name: 'Otto', role: 'author' })
    const again = await other.client.from('profiles').insert({ id: other.userId, full_name: 'Otto', role: 'author' })
    expect(again.status).toBe(409)
    expect(again.error?.code).toBe('23505')
    const forSomeoneElse = await other.client
      .from('profiles')
      .insert({ id: crypto.randomUUID(), full_name: 'X', role: 'author' })
    expect(forSomeoneElse.status).toBe(403)
    expect(forSomeoneElse.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "profiles"',
    })
  })

  it('author lists (id, full_name) and the user list ordered by full_name / created_at desc', async () => {
    const author = await newAuthor()
    const authors = await anon.from('profiles').select('id, full_name').in('id', [admin.userId, author.userId])
    expect(authors.data).toHaveLength(2)
    const byName = await admin.client.from('profiles').select('*').order('full_name')
    const names = (byName.data ?? []).map((p) => p.full_name as string)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const byDate = await admin.client.from('profiles').select('*').order('created_at', { ascending: false })
    const dates = (byDate.data ?? []).map((p) => Date.parse(p.created_at as string))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('admin check: role = admin with a count and limit 1', async () => {
    const res = await admin.client.from('profiles').select('id', { count: 'exact' }).eq('role', 'admin').limit(1)
    expect(res.error).toBeNull()
    expect(res.count).toBeGreaterThanOrEqual(1)
    expect(res.data).toHaveLength(1)
    const mine = await admin.client
      .from('profiles')
      .select('id', { count: 'exact' })
      .eq('role', 'admin')
      .eq('id', admin.userId)
      .limit(1)
    expect(mine).toMatchObject({ count: 1, data: [{ id: admin.userId }] })
  })

  it('update by id returns the row; only an admin changes roles', async () => {
    const author = await newAuthor()
    const own = await author.client
      .from('profiles')
      .update({ full_name: 'Ana A.' })
      .eq('id', author.userId)
      .select()
      .single()
    expect(own.data).toMatchObject({ full_name: 'Ana A.', role: 'author' })
    const ownRole = await author.client
      .from('profiles')
      .update({ role: 'admin' })
      .eq('id', author.userId)
      .select()
      .single()
    expect(ownRole.status).toBe(403)
    expect(ownRole.error?.code).toBe('42501')
    const byAdmin = await admin.client
      .from('profiles')
      .update({ full_name: 'Ana Autora', role: 'author' })
      .eq('id', author.userId)
      .select()
      .single()
    expect(byAdmin.data).toMatchObject({ full_name: 'Ana Autora', role: 'author' })
  })
})

describe('categories', () => {
  it('active categories ordered by name, for everyone', async () => {
    const { data, error } = await anon
      .from('categories')
      .select('id, name, slug, is_active')
      .eq('is_active', true)
      .order('name')
    expect(error).toBeNull()
    expect(data?.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['pesquisas', 'tratamentos', 'legislacao', 'noticias']),
    )
    expect(data?.every((c) => c.is_active)).toBe(true)
  })

  it('insert, update by id, count and delete by id (editor); visitors are refused', async () => {
    const s = testSuffix()
    const author = await newAuthor()
    const created = await editor.client
      .from('categories')
      .insert({ name: `Cat ${s}`, slug: `cat-${s}`, color: '#112233' })
      .select()
      .single()
    expect(created.status).toBe(201)
    const id = (created.data as { id: string }).id
    const updated = await editor.client
      .from('categories')
      .update({ name: `Cat ${s} 2` })
      .eq('id', id)
      .select()
      .single()
    expect(updated.data).toMatchObject({ name: `Cat ${s} 2` })
    const count = await editor.client.from('categories').select('*', { count: 'exact', head: true })
    expect(count.count).toBeGreaterThanOrEqual(5)
    const dup = await editor.client.from('categories').insert({ name: 'Dup', slug: `cat-${s}` })
    expect(dup.status).toBe(409)
    expect(dup.error?.code).toBe('23505')
    const byVisitor = await anon.from('categories').insert({ name: 'X', slug: `x-${s}` })
    expect(byVisitor.status).toBe(401)
    expect(byVisitor.error?.code).toBe('42501')
    const byAuthor = await author.client.from('categories').insert({ name: 'X', slug: `x-${s}` })
    expect(byAuthor.status).toBe(403)
    const deleted = await editor.client.from('categories').delete().eq('id', id)
    expect(deleted.status).toBe(204)
    const gone = await editor.client.from('categories').select('id').eq('id', id)
    expect(gone.data).toEqual([])
  })
})

describe('posts', () => {
  it('insert (array of one row) returns the post with category and author', async () => {
    const s = testSuffix()
    const author = await newAuthor()
    const { data, status } = await author.client
      .from('posts')
      .insert([
        {
          title: `Novo ${s}`,
          slug: `novo-${s}`,
          content: '<p>x</p>',
          excerpt: 'x',
          image: null,
          category_id: categories[0].id,
          featured: false,
          status: 'draft',
          read_time: 5,
          author_id: author.userId,
        },
      ])
      .select(POST_CARD)
      .single()
    expect(status).toBe(201)
    expect(data).toMatchObject({
      slug: `novo-${s}`,
      tags: [],
      views: 0,
      category: { name: categories[0].name, slug: categories[0].slug },
      author: { full_name: 'Ana Autora' },
    })
  })

  it('a duplicate slug is 409 23505', async () => {
    const s = testSuffix()
    const author = await newAuthor()
    await newPost(author, { title: `Canabidiol ${s}`, slug: `cbd-${s}` })
    const res = await author.client
      .from('posts')
      .insert({ title: 'Outro', slug: `cbd-${s}`, content: '', author_id: author.userId })
    expect(res.status).toBe(409)
    expect(res.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "posts_slug_key"',
    })
  })

  it('an author cannot create a post for someone else (RLS: 403 42501), a visitor cannot write at all (401)', async () => {
    const s = testSuffix()
    const author = await newAuthor()
    const res = await author.client
      .from('posts')
      .insert({ title: 'X', slug: `x-${s}`, content: '', author_id: admin.userId })
    expect(res.status).toBe(403)
    expect(res.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "posts"',
    })
    const visitor = await anon.from('posts').insert({ title: 'X', slug: `y-${s}`, content: '' })
    expect(visitor.status).toBe(401)
    expect(visitor.error?.code).toBe('42501')
  })

  it('list with category and author, newest first, filters and paging', async () => {
    const { author, first, second, draft } = await authorWithPosts()
    const list = await anon
      .from('posts')
      .select(POST_CARD)
      .eq('status', 'published')
      .eq('author_id', author.userId)
      .order('created_at', { ascending: false })
      .limit(50)
    expect(list.error).toBeNull()
    // This author's published posts only, the newer first; RLS hides the draft from visitors.
    expect(list.data?.map((p) => p.slug)).toEqual([second.slug, first.slug])
    expect(list.data?.map((p) => p.slug)).not.toContain(draft.slug)
    expect(list.data?.[0]).toMatchObject({
      category: expect.objectContaining({ slug: expect.any(String) }),
      author: { full_name: 'Ana Autora' },
    })
    const page = await anon
      .from('posts')
      .select(POST_CARD, { count: 'exact' })
      .eq('author_id', author.userId)
      .eq('category_id', categories[1].id)
      .order('published_at', { ascending: false })
      .range(0, 9)
    expect(page.count).toBe(1)
    expect(page.data?.map((p) => p.slug)).toEqual([second.slug])
    const staff = await author.client.from('posts').select('slug').eq('author_id', author.userId).eq('status', 'draft')
    expect(staff.data?.map((p) => p.slug)).toEqual([draft.slug])
  })

  it('by slug (published only, author bio and avatar) and by id, as single objects', async () => {
    const { author, first, draft } = await authorWithPosts()
    const bySlug = await anon
      .from('posts')
      .select(
        'id,title,content, category:categories(name,slug,color,description), author:profiles!posts_author_id_fkey(full_name,bio,avatar_url)',
      )
      .eq('slug', first.slug)
      .eq('status', 'published')
      .single()
    expect(bySlug.error).toBeNull()
    expect(bySlug.data).toMatchObject({
      id: first.id,
      author: { full_name: 'Ana Autora', bio: null, avatar_url: null },
    })
    // A staff-only column, or all of them, is refused to a visitor as hosted PostgREST refuses it.
    const everything = await anon.from('posts').select('*').eq('slug', first.slug)
    expect([everything.status, everything.error?.code]).toEqual([401, '42501'])
    const draftBySlug = await anon.from('posts').select('id').eq('slug', draft.slug).eq('status', 'published').single()
    expect(draftBySlug.status).toBe(406)
    expect(draftBySlug.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    })
    const byId = await author.client.from('posts').select(POST_CARD).eq('id', draft.id).single()
    expect(byId.data).toMatchObject({ id: draft.id, status: 'draft' })
  })

  it('search: title or content substring, published only, newest first', async () => {
    const { s, first } = await authorWithPosts()
    const { data } = await anon
      .from('posts')
      .select(POST_CARD)
      .eq('status', 'published')
      .or(`title.ilike.%epilepsia ${s}%,content.ilike.%epilepsia ${s}%`)
      .order('created_at', { ascending: false })
    expect(data?.map((p) => p.slug)).toEqual([first.slug])
  })

  it('recent, popular, related, featured and latest', async () => {
    const { author, first, second } = await authorWithPosts()
    const recent = await anon
      .from('posts')
      .select('id, title, slug, created_at, category:categories(name, slug)')
      .eq('status', 'published')
      .order('created_at', { ascending: false })
      .limit(5)
    expect(recent.data?.length).toBeGreaterThan(0)
    expect(Object.keys(recent.data![0]).sort()).toEqual(['category', 'created_at', 'id', 'slug', 'title'])
    // Counters only move through the SECURITY DEFINER functions, so set this one as the owner.
    await t().stack.ctx.db.query('update public.posts set views = 100000000 where id = $1', [second.id])
    const popular = await anon
      .from('posts')
      .select(POST_CARD)
      .eq('status', 'published')
      .order('views', { ascending: false })
      .limit(5)
    expect(popular.data?.[0].slug).toBe(second.slug)
    const related = await anon
      .from('posts')
      .select(POST_CARD)
      .eq('status', 'published')
      .neq('id', first.id)
      .eq('category_id', categories[0].id)
      .eq('author_id', author.userId)
      .limit(2)
    expect(related.data).toEqual([])
    const retry = await anon
      .from('posts')
      .select(POST_CARD)
      .eq('status', 'published')
      .neq('id', first.id)
      .eq('author_id', author.userId)
      .limit(2)
    expect(retry.data?.map((p) => p.slug)).toEqual([second.slug])
    const featured = await anon
      .from('posts')
      .select(POST_CARD)
      .eq('status', 'published')
      .eq('featured', true)
      .order('created_at', { ascending: false })
      .limit(3)
    expect(featured.data?.map((p) => p.slug)).toContain(first.slug)
    const latest = await anon
      .from('posts')
      .select(POST_CARD)
      .eq('status', 'published')
      .order('published_at', { ascending: false })
      .limit(4)
    // The seed has more than 4 published posts: exactly 4 come back, newest first.
    expect(latest.data).toHaveLength(4)
    const dates = latest.data!.map((p) => Date.parse(p.published_at!))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('update by id (counters are kept by the database), RLS hides others’ posts from an author’s update', async () => {
    // The author's own draft: a published post is the editors' (decision 015).
    const { s, author, draft } = await authorWithPosts()
    const res = await author.client
      .from('posts')
      .update({ title: `Canabidiol ${s}`, views: 7 })
      .eq('id', draft.id)
      .select('title, views')
      .single()
    expect(res.data).toEqual({ title: `Canabidiol ${s}`, views: 0 }) // posts_protect_counters keeps views
    const adminPost = await newPost(admin, { title: `Do admin ${s}`, slug: `admin-${s}` })
    const foreign = await author.client.from('posts').update({ title: 'hack' }).eq('id', adminPost.id).select()
    expect(foreign).toMatchObject({ status: 200, data: [], error: null }) // RLS: no error, nothing matched
    const untouched = await admin.client.from('posts').select('title').eq('id', adminPost.id).single()
    expect(untouched.data).toEqual({ title: `Do admin ${s}` })
  })

  it('rpc increment_post_views, set_post_like, record_visit and record_search for visitors', async () => {
    const { first } = await authorWithPosts()
    const inc = await anon.rpc('increment_post_views', { post_id: first.id })
    expect(inc.status).toBe(200)
    expect(inc.data).toEqual([{ views: 1, likes: 0 }])
    const { data } = await anon.from('posts').select('views').eq('id', first.id).single()
    expect(data).toEqual({ views: 1 })
    const like = await anon.rpc('set_post_like', { post_id: first.id, liked: true, visitor_key: crypto.randomUUID() })
    expect(like.data).toBe(1)
    const landing = await anon.rpc('record_visit', { p_path: '/blog', p_referrer_host: 'google.com' })
    expect(landing).toMatchObject({ status: 204, error: null })
    const search = await anon.rpc('record_search', { p_term: 'canabidiol', p_results: 2 })
    expect(search).toMatchObject({ status: 204, error: null })
    // What was recorded is nobody's to read through the API.
    const events = await anon.from('audience_events').select('*')
    expect(events.error).toMatchObject({ code: '42501' })
  })

  it('rpc search_posts pages with a total count', async () => {
    const { s, second } = await authorWithPosts()
    const { data, error } = await anon.rpc('search_posts', { search_query: `legislacao ${s}` })
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({ slug: second.slug, total_count: 1 })
  })

  it('count head-only, then delete by id', async () => {
    const { author, draft } = await authorWithPosts()
    const before = await author.client
      .from('posts')
      .select('*', { count: 'exact', head: true })
      .eq('author_id', author.userId)
    expect(before).toMatchObject({ status: 200, data: null })
    expect(before.count).toBe(3) // first, second and draft
    const del = await author.client.from('posts').delete().eq('id', draft.id)
    expect(del.status).toBe(204)
    const after = await author.client
      .from('posts')
      .select('*', { count: 'exact', head: true })
      .eq('author_id', author.userId)
    expect(after.count).toBe(before.count! - 1)
    expect((await author.client.from('posts').select('id').eq('id', draft.id)).data).toEqual([])
  })
})

describe('comments', () => {
  it('list with the joined post newest first, by post, count head-only and delete (staff)', async () => {
    const s = testSuffix()
    const post = await newPost(await newAuthor(), { title: `Comentado ${s}`, slug: `com-${s}` })
    await t().stack.ctx.db.query(
      `insert into public.comments (post_id, author_name, content, created_at) values ($1, 'Leitor', 'Primeiro', now() - interval '1 hour'), ($1, 'Leitora', 'Segundo', now())`,
      [post.id],
    )
    const all = await editor.client
      .from('comments')
      .select('*, post:posts(title, slug)')
      .order('created_at', { ascending: false })
    expect(all.error).toBeNull()
    const mine = all.data!.filter((c) => c.post_id === post.id)
    expect(mine.map((c) => c.content)).toEqual(['Segundo', 'Primeiro'])
    expect(mine[0].post).toEqual({ title: `Comentado ${s}`, slug: `com-${s}` })
    const byPost = await editor.client
      .from('comments')
      .select('*, post:posts(title, slug)')
      .eq('post_id', post.id)
      .order('created_at', { ascending: false })
    expect(byPost.data).toHaveLength(2)
    const count = await editor.client
      .from('comments')
      .select('*', { count: 'exact', head: true })
      .eq('post_id', post.id)
    expect(count.count).toBe(2)
    const hidden = await anon.from('comments').select('*', { count: 'exact', head: true }).eq('post_id', post.id)
    expect(hidden.status).toBe(401) // visitors have no grant on comments at all
    const del = await editor.client.from('comments').delete().eq('id', mine[0].id)
    expect(del.status).toBe(204)
    expect(
      (await editor.client.from('comments').select('*', { count: 'exact', head: true }).eq('post_id', post.id)).count,
    ).toBe(1)
  })
})

describe('newsletter (visitors only ask through subscribe_newsletter)', () => {
  it('a visitor cannot insert directly (401) and learns nothing from a repeat: both calls answer 204 alike; editors read the pending row', async () => {
    const email = uniqueEmail('leitor')
    const direct = await anon.from('newsletter_subscribers').insert({ email, source: 'home' })
    expect(direct.status).toBe(401)
    expect(direct.error?.code).toBe('42501')
    const args = { p_email: email, p_source: 'home', p_page: '/', p_consent_version: '2026-11-v1' }
    const first = await anon.rpc('subscribe_newsletter', args)
    const again = await anon.rpc('subscribe_newsletter', { ...args, p_email: email.toUpperCase() })
    expect([first.status, first.error]).toEqual([204, null])
    expect([again.status, again.error]).toEqual([204, null])
    const read = await editor.client.from('newsletter_subscribers').select('email, source, status').eq('email', email)
    expect(read.data).toEqual([{ email, source: 'home', status: 'pending' }])
  })
})

describe('rpc delete_user_admin and dashboard_stats', () => {
  it('refuses non-admins, refuses self, deletes another user', async () => {
    const author = await newAuthor()
    const victim = await t().signUpUser({ email: uniqueEmail('victim') })
    const byAuthor = await author.client.rpc('delete_user_admin', { target_user_id: victim.userId })
    expect(byAuthor.data).toMatchObject({ success: false, error: 'forbidden' })
    const self = await admin.client.rpc('delete_user_admin', { target_user_id: admin.userId })
    expect(self.data).toMatchObject({ success: false, error: 'cannot_delete_self' })
    const ok = await admin.client.rpc('delete_user_admin', { target_user_id: victim.userId })
    expect(ok.data).toEqual({ success: true, error: null, message: 'Usuário excluído com sucesso.' })
    const gone = await admin.client.from('profiles').select('id').eq('id', victim.userId)
    expect(gone.data).toEqual([])
    const visitor = await anon.rpc('delete_user_admin', { target_user_id: victim.userId })
    expect(visitor.status).toBe(401)
    expect(visitor.error?.code).toBe('42501')
  })

  it('dashboard_stats for staff; visitors may not execute it (401 42501)', async () => {
    const stats = await editor.client.rpc('dashboard_stats')
    expect(stats.error).toBeNull()
    expect(stats.data).toMatchObject({
      totalPosts: expect.any(Number),
      totalCategories: expect.any(Number),
      totalComments: expect.any(Number),
      totalViews: expect.any(Number),
    })
    const refused = await anon.rpc('dashboard_stats')
    expect(refused.status).toBe(401)
    expect(refused.error).toMatchObject({ code: '42501', message: 'permission denied for function dashboard_stats' })
  })
})
