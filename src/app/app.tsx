import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { createAppRouter } from '@/app/router'
import { ErrorBoundary } from '@/components/feedback/error-boundary'
import { ToastHost } from '@/components/ui/toast-host'
import { createQueryClient } from '@/lib/query-client'

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(createAppRouter)
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastHost />
      </QueryClientProvider>
    </ErrorBoundary>
  )
}
