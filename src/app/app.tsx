import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { StrictMode, useEffect, useState, type ReactNode } from 'react'
import { RouterProvider } from 'react-router'
import { createAppRouter, type AppRouter } from '@/app/router'
import { ErrorBoundary } from '@/components/feedback/error-boundary'
import { ToastHost } from '@/components/ui/toast-host'
import { createQueryClient } from '@/lib/query-client'

/**
 * Marks the document once React has rendered or hydrated it: a prerendered page shows its buttons
 * before their handlers exist, and browser tests wait for this before they click.
 */
function useMarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true'
  }, [])
}

/** What wraps the router, in the browser and in the build-time renderer alike (same tree, same HTML). */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useMarkAppReady()
  return (
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {children}
          <ToastHost />
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>
  )
}

/**
 * The browser app; a prerendered page passes in the query client that already holds its data, and the
 * router it created a step before hydrating (src/main.tsx).
 */
export function App({
  queryClient: givenClient,
  router: givenRouter,
}: {
  queryClient?: QueryClient
  router?: AppRouter
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient())
  const [router] = useState(() => givenRouter ?? createAppRouter(queryClient))
  return (
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>
  )
}
