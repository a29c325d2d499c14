import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { hydratePrerenderedData, prerenderedState, removePrerenderedHead, resolveLazyRoutes } from '@/app/prerendered-page'
import { routes } from '@/app/router'
import { createQueryClient } from '@/lib/query-client'
import '@/styles/index.css'

const root = document.getElementById('root') as HTMLElement
const state = prerenderedState(root, window.location)

if (state) {
  // A page written by `npm run build`: adopt its HTML and its data instead of fetching again.
  const queryClient = createQueryClient()
  hydratePrerenderedData(queryClient, state)
  // The build's head tags give way to React's own (the same tags, now kept current by React).
  void resolveLazyRoutes(routes, window.location).then(() => {
    removePrerenderedHead()
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(root, <App queryClient={queryClient} />)
    })
  })
} else {
  removePrerenderedHead()
  root.replaceChildren()
  createRoot(root).render(<App />)
}
