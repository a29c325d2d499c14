// The browser side of prerendering (build/prerender.ts writes the HTML, src/entry-server.tsx renders it).
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { matchRoutes, type RouteObject } from 'react-router'

/** The id of the JSON script holding the page's query data, and the root attribute naming its path. */
export const PRERENDER_STATE_ID = 'prerender-state'
/**
 * The id of the JSON script holding the data of the frame (the header's menu, the footer's categories),
 * kept apart so a change to the menu replaces it alone (build/prerender/frame-splice.ts).
 */
export const PRERENDER_FRAME_ID = 'prerender-frame'
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path'
/** Marks the head tags the build wrote, which React does not manage. */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered'

/** Drops the build's head tags (title, description, share tags): the app renders its own. */
export function removePrerenderedHead(): void {
  for (const element of document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`)) element.remove()
}

/**
 * The page's data if this HTML was prerendered for the URL being opened. A page served for another
 * URL (a host's fallback) or with a query string (?q=, ?preview=1: content the build did not render)
 * starts from scratch instead of hydrating.
 */
export function prerenderedState(root: HTMLElement, location: Location): DehydratedState | null {
  const script = document.getElementById(PRERENDER_STATE_ID)
  if (!script?.textContent || location.search !== '') return null
  if (root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) !== location.pathname) return null
  const state = JSON.parse(script.textContent) as DehydratedState
  const frame = document.getElementById(PRERENDER_FRAME_ID)?.textContent
  if (!frame) return state
  return { ...state, queries: [...(JSON.parse(frame) as DehydratedState).queries, ...state.queries] }
}

/**
 * Puts the prerendered data into the query cache as if it had just been fetched: the page paints with
 * it and asks for nothing again for the usual stale time. Freshness in production comes from rebuilding
 * on publish (docs/deployment.md).
 */
export function hydratePrerenderedData(queryClient: QueryClient, state: DehydratedState): void {
  const now = Date.now()
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  })
}

/**
 * Loads the lazy route modules the URL matches before hydrating, as React Router's SSR guide does;
 * otherwise the router would first render its fallback and the HTML would not match.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}
