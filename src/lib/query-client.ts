import { QueryCache, QueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { isClientError } from '@/lib/errors'

const MINUTE = 60_000
const QUERY_RETRIES = 2
const MUTATION_RETRIES = 1

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Toast title raised once when the query finally fails (after its retries), e.g. "Erro ao carregar dados". */
      errorToast?: string
    }
  }
}

/** Query defaults from docs/architecture.md#calls-and-caching: retries 2/1, no refetch on focus, refetch on reconnect, stale 5 min, kept 10 min. */
export function createQueryClient() {
  return new QueryClient({
    // One place raises load-error toasts, for the queries that ask for one through `meta`.
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const title = query.meta?.errorToast
        if (title) toast({ title, description: 'Verifique sua conexão e tente novamente.', variant: 'destructive' })
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_RETRIES,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
      },
      mutations: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < MUTATION_RETRIES,
      },
    },
  })
}
