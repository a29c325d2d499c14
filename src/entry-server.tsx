// Build-time rendering of the public pages (run by build/prerender.ts through Vite's SSR build):
// the browser's own routes and queries, rendered to HTML with React 19's react-dom/static once the data
// they ask for is in the query cache. The browser then hydrates it (src/main.tsx).
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query'
import { JSDOM } from 'jsdom'
import { Writable } from 'node:stream'
import { prerenderToNodeStream } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  matchPath,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router'
import { AppShell } from '@/app/app'
import { routes } from '@/app/router'
import { PublicLayout } from '@/app/routes/public/layout'
import { CategoryBadge } from '@/components/category-badge'
import { paths } from '@/config/paths'
import { createQueryClient } from '@/lib/query-client'
import { setSanitizerWindow } from '@/lib/sanitize-html'

// Post bodies are sanitised while rendering, as in the browser: DOMPurify needs a DOM, jsdom gives one.
setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0])

export {
  PRERENDER_FRAME_ID,
  PRERENDER_STATE_ID,
  PRERENDERED_HEAD_ATTRIBUTE,
  PRERENDERED_PATH_ATTRIBUTE,
} from '@/app/prerendered-page'

/**
 * The islands entry the page at `path` starts instead of the whole app (src/islands/,
 * docs/decisions/065-islands-on-prerendered-pages.md): the home page's or an article's. Null for the
 * other pages, which keep the app: /blog's filters and search, for one, are the app's.
 */
export function pageIslands(path: string): 'home' | 'article' | null {
  if (matchPath(paths.home.path, path)) return 'home'
  if (matchPath(paths.article.path, path)) return 'article'
  return null
}

export interface RenderedPage {
  /** The <title>, <meta> and <link> tags the page rendered (React hoists them; they go in <head>). */
  head: string
  /** The markup inside <div id="root">. */
  body: string
  /** The query cache the page rendered from, for the browser to start with (without the frame's queries). */
  state: DehydratedState
  /** The queries of the frame (header and footer), apart: a layout change replaces them alone. */
  frameState: DehydratedState
}

const MAX_RENDER_PASSES = 5

type RequestedQuery = { queryKey: QueryKey; queryFn: () => Promise<unknown> }

/**
 * A query client that remembers every query a render asked for (and did not disable). The server never
 * runs queries while rendering, so the renderer fetches what was asked, renders again, and repeats until
 * a render asks for nothing new: the same queries, keys and functions as the browser, none listed by hand.
 */
function createRecordingQueryClient(): { queryClient: QueryClient; requested: Map<string, RequestedQuery> } {
  // The browser's defaults (retries, stale time), without its error toasts: a failed query fails the build.
  const queryClient = new QueryClient({ defaultOptions: createQueryClient().getDefaultOptions() })
  const requested = new Map<string, RequestedQuery>()
  const defaultQueryOptions = queryClient.defaultQueryOptions.bind(queryClient)
  queryClient.defaultQueryOptions = ((options) => {
    const defaulted = defaultQueryOptions(options)
    if (defaulted.enabled !== false && typeof defaulted.queryFn === 'function') {
      requested.set(defaulted.queryHash, {
        queryKey: defaulted.queryKey,
        queryFn: defaulted.queryFn as RequestedQuery['queryFn'],
      })
    }
    return defaulted
  }) as typeof queryClient.defaultQueryOptions
  return { queryClient, requested }
}

async function renderToHtml(node: React.ReactNode): Promise<string> {
  // A component's error fails the page (the build stops on it), with its own message. Thrown from this
  // callback it would escape React's promise and end the process without saying which page it was.
  let failure: unknown = null
  const { prelude } = await prerenderToNodeStream(node, {
    onError(error) {
      failure ??= error
    },
  })
  const chunks: Buffer[] = []
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk)
          done()
        },
      }),
    )
    prelude.on('end', resolve).on('error', reject)
  })
  if (failure) throw failure
  return Buffer.concat(chunks).toString('utf8')
}

// React emits the hoisted tags first when the root is not the whole document.
const HOISTED_TAG = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/

function splitHead(html: string): { head: string; body: string } {
  let rest = html
  let head = ''
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    head += match[0]
    rest = rest.slice(match[0].length)
  }
  return { head, body: rest }
}

/**
 * Query results one build shares between its pages, by query hash: every page asks for the menu and the
 * categories, and lists repeat. The database is read once per build, so a result is the same for every
 * page; the oldest entries go first, so single-page data (an article's body) does not pile up.
 */
export class SharedQueryResults {
  private readonly results = new Map<string, Promise<unknown>>()
  constructor(private readonly capacity = 64) {}

  get(hash: string, fetchData: () => Promise<unknown>): Promise<unknown> {
    let result = this.results.get(hash)
    if (result) {
      // Most recently used last: Map keeps insertion order.
      this.results.delete(hash)
    } else {
      result = fetchData()
      // A failed fetch is not kept: the next page asks again (and fails the build if it fails again).
      result.catch(() => this.results.delete(hash))
    }
    this.results.set(hash, result)
    while (this.results.size > this.capacity) this.results.delete(this.results.keys().next().value as string)
    return result
  }
}

/** Renders `routes` at one URL (an absolute URL on the site) to HTML, fetching what it asks for until it asks for nothing new. */
async function renderRoutes(
  pageRoutes: RouteObject[],
  url: string,
  shared: SharedQueryResults,
): Promise<Omit<RenderedPage, 'frameState'>> {
  const handler = createStaticHandler(pageRoutes)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) throw new Error(`${url}: the router answered with a redirect (${context.status})`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const { queryClient, requested } = createRecordingQueryClient()
  const tree = (
    <AppShell queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>
  )

  const fetched = new Set<string>()
  for (let pass = 1; pass <= MAX_RENDER_PASSES; pass += 1) {
    const html = await renderToHtml(tree)
    const missing = [...requested].filter(([hash]) => !fetched.has(hash))
    if (missing.length === 0) {
      const state = dehydrate(queryClient)
      // Each query keeps a garbage-collection timer (10 min) that holds it: a build of thousands of
      // pages would keep every page's data until then.
      queryClient.clear()
      return { ...splitHead(html), state }
    }
    await Promise.all(
      missing.map(async ([hash, { queryKey, queryFn }]) => {
        fetched.add(hash)
        const fetchData = async () => {
          const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() })
          try {
            return await client.fetchQuery({ queryKey, queryFn })
          } finally {
            client.clear()
          }
        }
        const data = await shared.get(hash, fetchData).catch((error: unknown) => {
          throw new Error(`${url}: the query ${hash} failed: ${error instanceof Error ? error.message : String(error)}`)
        })
        queryClient.setQueryData(queryKey, data)
      }),
    )
  }
  throw new Error(`${url}: still asking for new data after ${MAX_RENDER_PASSES} renders`)
}

/** The hashes of the queries the frame reads (the same for every page): rendered once per process. */
let frameQueryHashes: Promise<Set<string>> | undefined

/** Renders one public URL (an absolute URL on the site) to HTML, with its data and, apart, its frame's. */
export async function renderPage(url: string, shared = new SharedQueryResults()): Promise<RenderedPage> {
  frameQueryHashes ??= renderFrame(new URL('/', url).href, shared).then(
    (frame) => new Set(frame.state.queries.map((query) => query.queryHash)),
  )
  const [page, frameHashes] = await Promise.all([renderRoutes(routes, url, shared), frameQueryHashes])
  const isFrame = (query: DehydratedState['queries'][number]) => frameHashes.has(query.queryHash)
  return {
    ...page,
    state: { ...page.state, queries: page.state.queries.filter((query) => !isFrame(query)) },
    frameState: { mutations: [], queries: page.state.queries.filter(isFrame) },
  }
}

/**
 * The public frame (skip link, header, footer) as the page at `url` shows it, around an empty <main>:
 * the public layout with nothing in its outlet. A change to the menu or the categories gives every page
 * this markup and these queries in place of its own, without rendering its content again
 * (build/prerender/frame-splice.ts).
 */
export async function renderFrame(
  url: string,
  shared = new SharedQueryResults(),
): Promise<Omit<RenderedPage, 'frameState'>> {
  const { errorElement, hydrateFallbackElement } = routes[0]
  const frameRoutes: RouteObject[] = [
    {
      errorElement,
      hydrateFallbackElement,
      children: [{ element: <PublicLayout />, children: [{ path: '*', element: null }] }],
    },
  ]
  return renderRoutes(frameRoutes, url, shared)
}

/**
 * How pages show a category outside their data and structured data: its badge (an article, cards) and
 * an article's `article:section` tag, rendered by the components themselves. A category renamed,
 * readdressed or recoloured is put into every page kept by replacing these
 * (build/prerender/category-splice.ts).
 */
export async function renderCategoryMarks(category: {
  name: string
  slug: string
  color: string | null
}): Promise<{ badge: string; section: string }> {
  const html = await renderToHtml(
    <MemoryRouter>
      <meta property="article:section" content={category.name} />
      <CategoryBadge category={category} />
    </MemoryRouter>,
  )
  const { head, body } = splitHead(html)
  return { badge: body, section: head }
}
