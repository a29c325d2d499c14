import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appRouterContext, routes } from '@/app/router'
import { postKeys, profileKeys, setupKeys } from '@/lib/query-keys'
import { createQueryClient } from '@/lib/query-client'
import { supabase } from '@/lib/supabase'
import { fakeAuth, restoreFakeAuth } from '../features/auth/fake-auth'
import { buildProfile } from '../../factories/profile'
import { buildSession } from '../../factories/user'

// The back office's routes start their first data while their screen's code is still downloading
// (docs/decisions/028-admin-routes-load-code-and-data-together.md). Here the screens' modules are held
// back until the test lets them load, so the cache can be looked at in between: the route's loader must
// have started the very query the screen then reads, and the screen must not ask for it again.

const screenCode = vi.hoisted(() => {
  const gate = () => {
    let open!: () => void
    const opened = new Promise<void>((resolve) => {
      open = resolve
    })
    return { opened, open }
  }
  return { posts: gate(), editor: gate() }
})

vi.mock('@/app/routes/admin/posts', async (importOriginal) => {
  await screenCode.posts.opened
  return importOriginal()
})
vi.mock('@/app/routes/admin/post-editor', async (importOriginal) => {
  await screenCode.editor.opened
  return importOriginal()
})

const POST = {
  id: '5eed0000-0000-4000-8000-000000000042',
  title: 'Canabidiol na epilepsia refratária',
  slug: 'canabidiol-na-epilepsia-refrataria',
  excerpt: 'O que os ensaios mostram.',
  content: '<p>Texto.</p>',
  image: null,
  image_credit: null,
  status: 'draft',
  featured: false,
  views: 0,
  read_time: 1,
  published_at: null,
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
  updated_by: null,
  version: 1,
  author_id: buildProfile().id,
  category_id: null,
  tags: [],
  seo_description: null,
  reference_list: [],
  review_pending: false,
  category: null,
  author: { id: buildProfile().id, full_name: 'Ana Souza' },
}

const restores: Array<() => void> = []

// jsdom has no ResizeObserver; the editor's Radix switches measure themselves with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * No database in jsdom: every table answers at the supabase-js boundary with these rows (a `single()`
 * or `maybeSingle()` read with the first), every function with an empty list.
 */
function fakeDatabase(rows: Record<string, unknown[]>) {
  const from = vi.spyOn(supabase, 'from').mockImplementation(((table: string) => {
    const data = rows[table] ?? []
    const answer = (value: unknown) =>
      Promise.resolve({ data: value, error: null, count: data.length, status: 200, statusText: 'OK' })
    const builder: object = new Proxy(
      {},
      {
        get: (_target, property) => {
          if (property === 'then')
            return (resolve: (value: unknown) => unknown, reject: (reason: unknown) => unknown) =>
              answer(data).then(resolve, reject)
          if (property === 'single' || property === 'maybeSingle') return () => answer(data[0] ?? null)
          return () => builder
        },
      },
    )
    return builder
  }) as never)
  const rpc = vi.spyOn(supabase, 'rpc').mockImplementation((() => Promise.resolve({ data: [], error: null })) as never)
  restores.push(
    () => from.mockRestore(),
    () => rpc.mockRestore(),
  )
}

afterEach(() => {
  for (const restore of restores.splice(0)) restore()
  restoreFakeAuth()
})

/** The app's route table in a memory router, with the app's own query client (its fresh-for-5-minutes default included). */
function openApp(url: string): QueryClient {
  const queryClient = createQueryClient()
  const router = createMemoryRouter(routes, { initialEntries: [url], getContext: appRouterContext(queryClient) })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return queryClient
}

// The screens' modules are transformed on first import: slow on a busy machine.
const LOADING = { timeout: 20_000 }

const queriesUnder = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryCache().findAll({ queryKey })

describe('admin routes start their data with their code', { timeout: 40_000 }, () => {
  it("/admin/posts: the posts page is asked for before the screen's code has loaded, and the screen reads that same query", async () => {
    fakeAuth(buildSession())
    fakeDatabase({
      profiles: [buildProfile()],
      posts: [POST],
      site_settings: [{ authors_publish_without_review: false, require_staff_mfa: false, updated_at: POST.created_at }],
    })
    const queryClient = openApp('/admin/posts?status=draft&ordem=titulo&q=%20canabidiol%20')

    // The screen's module is still held back, yet its list is under way (or here) already, with the
    // session's profile beside it.
    await waitFor(() => expect(queriesUnder(queryClient, [...postKeys.lists(), 'admin'])).toHaveLength(1), LOADING)
    expect(queryClient.getQueryState(profileKeys.detail(buildProfile().id))).toBeDefined()
    expect(screen.queryByRole('heading', { name: 'Posts' })).not.toBeInTheDocument()

    screenCode.posts.open()
    expect(await screen.findByRole('heading', { name: POST.title }, LOADING)).toBeInTheDocument()
    // The screen's filters gave the very key the loader used: still one list query, fetched once.
    const [list] = queriesUnder(queryClient, [...postKeys.lists(), 'admin'])
    expect(queriesUnder(queryClient, [...postKeys.lists(), 'admin'])).toHaveLength(1)
    expect(list.queryKey).toEqual(
      postKeys.admin({
        q: 'canabidiol',
        status: 'draft',
        category: null,
        page: 1,
        pageSize: 12,
        sort: { key: 'title', ascending: true },
      }),
    )
    expect(list.state.dataUpdateCount).toBe(1)
  })

  it("/admin/posts/{id}: the post is read before the editor's code has loaded, and the editor does not read it a second time", async () => {
    fakeAuth(buildSession())
    fakeDatabase({
      profiles: [buildProfile()],
      posts: [POST],
      site_settings: [{ authors_publish_without_review: false, require_staff_mfa: false, updated_at: POST.created_at }],
    })
    const queryClient = openApp(`/admin/posts/${POST.id}`)

    await waitFor(() => expect(queryClient.getQueryState(postKeys.editor(POST.id))).toBeDefined(), LOADING)
    expect(screen.queryByLabelText('Título')).not.toBeInTheDocument()

    screenCode.editor.open()
    expect(await screen.findByLabelText('Título', undefined, LOADING)).toHaveValue(POST.title)
    expect(queryClient.getQueryState(postKeys.editor(POST.id))?.dataUpdateCount).toBe(1)
  })

  it('a visitor without a session starts no query at all and is sent to sign in, a query string and all', async () => {
    fakeAuth(null)
    // As in the browser, reading the stored session takes a moment (supabase-js takes a lock first):
    // the redirect must still finish, not restart at every render while the loaders read it.
    vi.mocked(supabase.auth.getSession).mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve({ data: { session: null }, error: null }), 20)),
    )
    fakeDatabase({})
    const queryClient = openApp('/admin/posts?status=draft')

    screenCode.posts.open()
    expect(await screen.findByRole('button', { name: 'Entrar' }, LOADING)).toBeInTheDocument()
    // (The session provider keeps a disabled profile query for when someone signs in.) The sign-in page
    // asks one thing: whether an admin exists, to offer "Criar conta" only while none does (issue 54).
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) => query.state.fetchStatus !== 'idle' || query.state.dataUpdateCount + query.state.errorUpdateCount > 0,
      )
    expect(asked.map((query) => query.queryKey)).toEqual([setupKeys.adminExists()])
    expect(supabase.from).not.toHaveBeenCalled()
  })
})
