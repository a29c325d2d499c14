// Is a post's public page written yet? Published posts get their page from the build a moment after
// "Publicar" (docs/decisions/029-incremental-prerendering.md); until then its address answers with the
// app's shell, and a link shared on WhatsApp or LinkedIn would show the site's generic preview. The
// editor and the social generator ask here before offering the link as ready.
import { queryOptions } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { publicPageKeys } from '@/lib/query-keys'

/** The attribute the article carries with its post's `page_changed_at` (article-view.tsx). */
export const PAGE_VERSION_ATTRIBUTE = 'data-page-version'

/** Microseconds since 1970 of a database timestamp (it keeps six decimals; Date.parse only three). */
function micros(timestamp: string): number {
  const fraction = /\.(\d+)/.exec(timestamp)?.[1] ?? ''
  return Math.floor(Date.parse(timestamp) / 1000) * 1_000_000 + Number(fraction.padEnd(6, '0').slice(0, 6))
}

/** Whether a page's version is the post's version or a later one. */
export const isPageCurrent = (pageVersion: string | null, postVersion: string) =>
  pageVersion !== null && micros(pageVersion) >= micros(postVersion)

/**
 * The version of the post that the page at `/blog/post/{slug}` was written from, or null when the host
 * answers with anything but that page (the app's shell, a 404). Never from a cache: the page is what is
 * being waited for.
 */
export async function readPublicPageVersion(slug: string): Promise<string | null> {
  const address = paths.article.href(slug)
  const response = await fetch(`${address}?pagina=${Date.now()}`, {
    cache: 'no-store',
    headers: { Accept: 'text/html' },
  })
  if (!response.ok) return null
  const html = await response.text()
  // The page written for this address names it on its root (src/app/prerendered-page.ts).
  if (!html.includes(`data-prerendered-path="${address}"`)) return null
  return new RegExp(`${PAGE_VERSION_ATTRIBUTE}="([^"]+)"`).exec(html)?.[1] ?? null
}

/** Seconds between two looks while the page is not there yet. */
export const PUBLIC_PAGE_POLL_MS = 2000

/**
 * The public page of a published post, asked again every 2 s until it is current. The development
 * server renders every page in the browser, so there it is current at once.
 */
export const publicPageQuery = (slug: string, postVersion: string) =>
  queryOptions({
    queryKey: publicPageKeys.page(slug, postVersion),
    queryFn: async () => (import.meta.env.DEV ? true : isPageCurrent(await readPublicPageVersion(slug), postVersion)),
    refetchInterval: (query) => (query.state.data ? false : PUBLIC_PAGE_POLL_MS),
    staleTime: Infinity,
    retry: false,
  })
