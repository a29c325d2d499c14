import { afterEach, describe, expect, it, vi } from 'vitest'
import { discardEarlyResponses } from '@/lib/early-responses'
import { env } from '@/lib/env'
import { supabase } from '@/lib/supabase'
import { shellScript, type ShellScreen } from '../../../build/vite/admin-module-preload'
import { earlyReadsScript, sessionStorageKey } from '../../../build/vite/early-data-script'

// The reads an /admin page's shell sent before its scripts (build/vite/early-data-script.ts) go to the
// app's own identical requests, once, and to nothing else. The shell's script itself sends them here.

const POSTS_LIST: ShellScreen = {
  path: '/admin/posts',
  readsSearch: true,
  files: [],
  requests: [
    {
      method: 'GET',
      path: '/rest/v1/posts',
      params: [
        ['select', 'id,title'],
        ['order', 'created_at.desc'],
        ['offset', '0'],
        ['limit', '12'],
      ],
      headers: { 'accept-profile': 'public', prefer: 'count=exact' },
      body: null,
    },
  ],
}

/** The anon key the app's client sends as `apikey`. */
const anonKey = () => (supabase as unknown as { supabaseKey: string }).supabaseKey

/** The shell's script on /admin/posts with `token` stored: it sends `screen`'s reads, answered with `rows`. */
function shellSends(token: string, rows: unknown[], screen = POSTS_LIST) {
  const script = shellScript([], [screen], earlyReadsScript(env.supabaseUrl, anonKey()))
  const session = JSON.stringify({ access_token: token, expires_at: Date.now() / 1000 + 3600, user: { id: 'u1' } })
  const storage = { getItem: (key: string) => (key === sessionStorageKey(env.supabaseUrl) ? session : null) }
  const answer = () =>
    Promise.resolve(
      new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json', 'content-range': '0-0/1' } }),
    )
  const document = { createElement: () => ({}), head: { appendChild: () => undefined } }
  new Function('localStorage', 'location', 'fetch', 'document', script)(
    storage,
    { pathname: '/admin/posts', search: '' },
    answer,
    document,
  )
}

/** The app's read, through the app's Supabase client as a signed-in person with `token`. */
function readPosts(token: string, range: [number, number] = [0, 11]) {
  vi.spyOn(supabase.auth, 'getSession').mockResolvedValue({
    data: { session: { access_token: token } },
    error: null,
  } as never)
  return supabase
    .from('posts')
    .select('id,title', { count: 'exact' })
    .order('created_at', { ascending: false })
    .range(...range)
}

function stubNetwork() {
  const network = vi.fn(
    async () =>
      new Response(JSON.stringify([{ id: 'from the network' }]), {
        headers: { 'content-type': 'application/json', 'content-range': '*/0' },
      }),
  )
  vi.stubGlobal('fetch', network)
  return network
}

afterEach(() => {
  discardEarlyResponses()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe("the shell's early reads", () => {
  it("answer the app's identical request without a second one, and only once", async () => {
    shellSends('token-a', [{ id: 'early' }])
    const network = stubNetwork()

    expect((await readPosts('token-a')).data).toEqual([{ id: 'early' }])
    expect(network).not.toHaveBeenCalled()
    expect((await readPosts('token-a')).data).toEqual([{ id: 'from the network' }])
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('do not answer a request with another token, another page or other headers', async () => {
    shellSends('token-a', [{ id: 'early' }])
    const network = stubNetwork()
    expect((await readPosts('token-b')).data).toEqual([{ id: 'from the network' }])
    expect((await readPosts('token-a', [12, 23])).data).toEqual([{ id: 'from the network' }])
    discardEarlyResponses()

    const withoutCount = { ...POSTS_LIST.requests[0], headers: { 'accept-profile': 'public' } }
    shellSends('token-a', [{ id: 'early' }], { ...POSTS_LIST, requests: [withoutCount] })
    expect((await readPosts('token-a')).data).toEqual([{ id: 'from the network' }])
    expect(network).toHaveBeenCalledTimes(3)
  })

  it("are dropped once discarded (when the loaders' reads are answered): a later read goes to the network", async () => {
    shellSends('token-a', [{ id: 'early' }])
    const network = stubNetwork()
    discardEarlyResponses()
    expect((await readPosts('token-a')).data).toEqual([{ id: 'from the network' }])
    expect(network).toHaveBeenCalledTimes(1)
  })
})
