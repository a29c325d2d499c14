import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router'
import { RouterSiteNavigation } from '@/app/routes/public/router-site-navigation'
import { createMutationCache } from '@/lib/query-client'
import { complianceKeys } from '@/lib/query-keys'
import { testCompliancePack } from './compliance-pack'

/**
 * A fresh QueryClient per test, retries off (TanStack Query's testing guide), with the app's mutation
 * cache: a failed mutation's toast comes from its meta there. The compliance rules are already read
 * (from the migrations, tests/setup/compliance-pack.ts), as after the app's first compliance_pack() call.
 */
export function createTestQueryClient({ compliancePack = true }: { compliancePack?: boolean } = {}) {
  const client = new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  if (compliancePack) client.setQueryData(complianceKeys.pack(), testCompliancePack())
  return client
}

/**
 * Renders routes in a memory router inside a fresh QueryClientProvider, starting at `url`.
 * Pass `ui` to render one element at the url's path (plus any other `routes`, e.g. where it navigates).
 */
export function renderWithProviders(
  ui: ReactElement | null,
  { url = '/', routes = [] }: { url?: string; routes?: RouteObject[] } = {},
) {
  const queryClient = createTestQueryClient()
  // Inside the public layout's navigation, as the header and the newsletter box are (site-navigation.tsx).
  const element = <RouterSiteNavigation>{ui}</RouterSiteNavigation>
  const at = ui ? [{ path: new URL(url, 'http://localhost').pathname, element }] : []
  const router = createMemoryRouter([...at, ...routes], { initialEntries: [url] })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}

/** A destination page that shows where the app navigated to: "path?search" and the state's `from`. */
export function LocationProbe({ name }: { name: string }) {
  const location = useLocation()
  const from = (location.state as { from?: string } | null)?.from
  return (
    <main>
      <h1>{name}</h1>
      <output aria-label="url">{location.pathname + location.search}</output>
      {from ? <output aria-label="voltar para">{from}</output> : null}
    </main>
  )
}
