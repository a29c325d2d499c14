// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { shellScript, type ShellScreen } from '../../../../build/vite/admin-module-preload'
import { earlyReadsScript, sessionStorageKey } from '../../../../build/vite/early-data-script'

// The SPA shell's early reads (decision 033): sent for a signed-in session that is not about to
// expire, on the screens that have them, with the person's token and ids filled in.

const PROFILE = {
  method: 'GET',
  path: '/rest/v1/profiles',
  params: [
    ['select', 'id,role'],
    ['id', 'eq.{uid}'],
  ],
  headers: { accept: 'application/vnd.pgrst.object+json' },
  body: null,
}
const SCREENS = [
  {
    path: '/admin',
    readsSearch: false,
    files: [],
    requests: [
      PROFILE,
      {
        method: 'POST',
        path: '/rest/v1/rpc/dashboard_stats',
        params: [],
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    ],
  },
  {
    path: '/admin/posts',
    readsSearch: true,
    files: [],
    requests: [
      PROFILE,
      {
        method: 'GET',
        path: '/rest/v1/posts',
        params: [
          ['select', 'id,title'],
          ['limit', '12'],
        ],
        headers: {},
        body: null,
      },
    ],
  },
  { path: '/admin/posts/new', readsSearch: false, files: [], requests: [PROFILE] },
  {
    path: '/admin/posts/:id',
    readsSearch: false,
    files: [],
    requests: [
      PROFILE,
      {
        method: 'GET',
        path: '/rest/v1/posts',
        params: [
          ['select', 'id,content'],
          ['id', 'eq.{id}'],
        ],
        headers: {},
        body: null,
      },
    ],
  },
] as ShellScreen[]

const SUPABASE_URL = 'https://abcdefgh.supabase.co/'
const script = shellScript([], SCREENS, earlyReadsScript(SUPABASE_URL, 'anon-key'))
const USER_ID = '0e5f0000-0000-4000-8000-000000000001'

/** Runs the script at `address` with `session` stored; the requests it sent, as "METHOD url headers body". */
function sentAt(
  address: string,
  session: unknown = { access_token: 'token-1', expires_at: Date.now() / 1000 + 3600, user: { id: USER_ID } },
) {
  const sent: string[] = []
  const window: { __earlyRequests?: Record<string, Promise<Response>> } = {}
  const storage = new Map([[sessionStorageKey(SUPABASE_URL), JSON.stringify(session)]])
  const fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    sent.push(`${init.method} ${url} ${init.headers.authorization} ${init.headers.apikey} ${init.body ?? ''}`.trim())
    return Promise.resolve(new Response('[]'))
  }
  const { pathname, search } = new URL(address, 'https://site.example')
  const document = { createElement: () => ({}), head: { appendChild: () => undefined } }
  new Function('localStorage', 'location', 'fetch', 'window', 'document', script)(
    { getItem: (key: string) => storage.get(key) ?? null },
    { pathname, search },
    fetch,
    window,
    document,
  )
  // Each response is left under its request's key (lib/early-responses.ts), whose second part is the URL.
  expect(Object.keys(window.__earlyRequests ?? {}).map((key) => (JSON.parse(key) as string[])[1])).toEqual(
    sent.map((line) => line.split(' ')[1]),
  )
  return sent
}

const profileRead = `GET https://abcdefgh.supabase.co/rest/v1/profiles?select=id%2Crole&id=eq.${USER_ID} Bearer token-1 anon-key`

describe("the shell's early reads", () => {
  it("are the screen's requests, with the session's token and the person's and the post's ids", () => {
    expect(sentAt('/admin')).toEqual([
      profileRead,
      'POST https://abcdefgh.supabase.co/rest/v1/rpc/dashboard_stats Bearer token-1 anon-key {}',
    ])
    expect(sentAt('/admin/posts/')).toEqual([
      profileRead,
      'GET https://abcdefgh.supabase.co/rest/v1/posts?select=id%2Ctitle&limit=12 Bearer token-1 anon-key',
    ])
    expect(sentAt('/admin/posts/5eed0000-0000-4000-8000-000000000009')).toEqual([
      profileRead,
      'GET https://abcdefgh.supabase.co/rest/v1/posts?select=id%2Ccontent&id=eq.5eed0000-0000-4000-8000-000000000009 Bearer token-1 anon-key',
    ])
    expect(sentAt('/admin/posts/new')).toEqual([profileRead])
  })

  it('are not sent for an address whose query string the reads depend on, nor for other screens', () => {
    expect(sentAt('/admin/posts?page=2')).toEqual([])
    expect(sentAt('/admin/posts/5eed0000-0000-4000-8000-000000000009?aba=seo')).toHaveLength(2)
    expect(sentAt('/admin/usuarios')).toEqual([])
    expect(sentAt('/admin/posts/5eed/extra')).toEqual([])
  })

  it('are not sent without a session, or with one auth-js would refresh first', () => {
    expect(sentAt('/admin', null)).toEqual([])
    expect(sentAt('/admin', 'not json')).toEqual([])
    expect(
      sentAt('/admin', { access_token: 'token-1', expires_at: Date.now() / 1000 + 60, user: { id: USER_ID } }),
    ).toEqual([])
    expect(sentAt('/admin', { access_token: 'token-1', expires_at: Date.now() / 1000 + 3600 })).toEqual([])
  })

  it("look for the session under supabase-js's own storage key", async () => {
    const { createClient } = await import('@supabase/supabase-js')
    const client = createClient(SUPABASE_URL, 'anon-key', {
      auth: { persistSession: false },
      realtime: { transport: class {} as never },
    })
    expect(sessionStorageKey(SUPABASE_URL)).toBe((client.auth as unknown as { storageKey: string }).storageKey)
  })
})
