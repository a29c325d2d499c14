// How the prerendered home page and articles start in the browser (docs/decisions/065-islands-on-prerendered-pages.md):
// the page stays the build's HTML, and only its interactive parts, the islands, are hydrated, each as a
// root of its own with the props written beside it. No router, no query client: links are plain links
// (every public page is prerendered), and the data client loads when a reader acts or a view is counted.
// Each kind of page has an entry that names its islands' components (home.tsx, article.tsx); the build's
// loader (build/prerender/template.ts) starts the full app (src/main.tsx) instead for any URL the HTML
// was not rendered for.
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from '@/components/island'
import { pageNavigation, SiteNavigationProvider } from '@/components/layout/site-navigation'
import { ToastHost } from '@/components/ui/toast-host'
import { showPlaceholderForBrokenCovers } from '@/features/posts/utils/cover-placeholder'
import { classMergingSteps } from '@/lib/cn'

/** Yields to the browser: what follows runs in a task of its own, so input and paint can come between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/** Runs `onCommit` once its children are on the page and their effects have run. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

/** A hydration that could not keep the server's HTML is a bug (the island's markup differs): say so. */
function reportRecoverableError(error: unknown) {
  console.error('island hydration:', error)
}

let allHydrated: () => void = () => {}
/**
 * Resolves once every island has hydrated. A store they read (post-counts.ts) changes only after that: a
 * change while an island is still hydrating makes React render it again at once, and its new text no
 * longer matches the server's HTML (React error 418).
 */
export const islandsHydrated = new Promise<void>((resolve) => {
  allHydrated = resolve
})

function markHydrated() {
  document.documentElement.dataset.appReady = 'true'
  allHydrated()
}

/**
 * Hydrates every island, each in a task of its own, as a transition (which yields by itself); marks the
 * document ready (`data-app-ready`, what browser tests wait for) once all of them have committed.
 */
async function hydrateIslands(islandComponents: IslandComponents) {
  const navigation = pageNavigation(window.location.pathname)
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)]
  let waiting = elements.length
  const committed = () => {
    waiting -= 1
    if (waiting === 0) markHydrated()
  }
  if (waiting === 0) markHydrated()
  for (const element of elements) {
    await nextTask()
    const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName
    const Component = islandComponents[name] as ComponentType<object> | undefined
    if (!Component) {
      // A page whose entry does not name one of its islands (a bug): it stays static, the others start.
      console.error(`islands: no component for the island "${name}"`)
      committed()
      continue
    }
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object
    startTransition(() => {
      hydrateRoot(
        element,
        <SiteNavigationProvider value={navigation}>
          <Committed onCommit={committed}>
            <Component {...props} />
          </Committed>
        </SiteNavigationProvider>,
        { onRecoverableError: reportRecoverableError },
      )
    })
  }
}

/** The toasts (a failed like, "Link copiado"): a root of their own, empty until the first one. */
function mountToasts() {
  const host = document.body.appendChild(document.createElement('div'))
  createRoot(host).render(<ToastHost />)
}

/** Each island's component: the one the page rendered there, or one with the same markup (see article.tsx). */
// Their props are what the page wrote beside them (JSON): their types are only checked there.
export type IslandComponents = Partial<Record<IslandName, ComponentType<never>>>

export async function startIslands(islandComponents: IslandComponents) {
  showPlaceholderForBrokenCovers()
  // tailwind-merge's configuration and class table, each in a task of its own, before the first render needs them.
  for (const step of classMergingSteps) {
    await nextTask()
    step()
  }
  await hydrateIslands(islandComponents)
  mountToasts()
  // One landing per document, as the app's public layout counts it (once the browser is idle).
  void import('@/lib/audience').then(({ recordLanding }) => recordLanding())
}
