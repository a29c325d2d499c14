import { startTransition } from 'react'
import type { DehydratedState, QueryClient } from '@tanstack/react-query'
import { App } from '@/app/app'
import {
  hydratePrerenderedData,
  prerenderedState,
  removePrerenderedHead,
  resolveLazyRoutes,
} from '@/app/prerendered-page'
import { createAppRouter, routes, type AppRouter } from '@/app/router'
import { classMergingSteps } from '@/lib/cn'
import { discardEarlyResponses } from '@/lib/early-responses'
import { createQueryClient } from '@/lib/query-client'
import '@/styles/index.css'

const root = document.getElementById('root') as HTMLElement

/** Yields to the browser: what follows runs in a task of its own, so input and paint can come between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * A page written by `npm run build`: adopt its HTML and its data instead of fetching again. The page is
 * already readable, so starting the app is spread over several short tasks rather than one long one
 * (a phone stays responsive meanwhile; Lighthouse's total blocking time): the page's data and route
 * module, React DOM's evaluation, session storage, the router, tailwind-merge's class table, then
 * hydration, which yields by itself.
 */
async function hydratePrerenderedPage(state: DehydratedState) {
  await nextTask()
  const queryClient = createQueryClient()
  hydratePrerenderedData(queryClient, state)
  await resolveLazyRoutes(routes, window.location)
  await nextTask()
  const { hydrateRoot } = await import('react-dom/client')
  await nextTask()
  openSessionStorage()
  await nextTask()
  const router = createAppRouter(queryClient)
  await nextTask()
  await prepareClassMerging()
  // The build's head tags give way to React's own (the same tags, now kept current by React).
  removePrerenderedHead()
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(root, <App queryClient={queryClient} router={router} />)
  })
}

/** tailwind-merge's configuration and class table, each in a task of its own, before the first render needs them. */
async function prepareClassMerging() {
  for (const step of classMergingSteps) {
    step()
    await nextTask()
  }
}

/**
 * React Router reads sessionStorage while it creates the router; a page's first read waits for the
 * browser process (2–15 ms here), so it is done a task earlier.
 */
function openSessionStorage() {
  try {
    void window.sessionStorage.length
  } catch {
    // Storage can be disabled; React Router copes, and so does this step.
  }
}

/** Resolves once the router has loaded its first route (its lazy modules and loaders). */
function firstRouteLoaded(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((next) => {
      if (!next.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * Resolves once no query is fetching: the ones the route loaders started have all been answered (each
 * took the response the /admin shell sent early, if it sent one; lib/early-responses.ts).
 */
function loaderDataSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve()
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * Any other page (the back office above all): the router is created first, so the first route's code
 * and data start downloading while React DOM is being evaluated. React renders once that route has
 * loaded: <RouterProvider> reads the router's state when it first renders and follows it only from its
 * layout effect on, so a route finishing in between (quick when its code is preloaded) went unseen and
 * the page stayed blank.
 */
async function renderApp() {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  const [{ createRoot }] = await Promise.all([import('react-dom/client'), firstRouteLoaded(router)])
  removePrerenderedHead()
  root.replaceChildren()
  createRoot(root).render(<App queryClient={queryClient} router={router} />)
  // Once the loaders' reads have all been answered, a response of the shell's that no read has taken
  // is stale: a later read must see the data as it is then.
  void loaderDataSettled(queryClient).then(discardEarlyResponses)
}

const state = prerenderedState(root, window.location)
void (state ? hydratePrerenderedPage(state) : renderApp())
