import { QueryClient } from '@tanstack/react-query'
import { isClientError } from '@/lib/errors'

const MINUTE = 60_000
const QUERY_RETRIES = 2
const MUTATION_RETRIES = 1

/** Query defaults from spec §7: retries 2/1, no refetch on focus, refetch on reconnect, stale 5 min, kept 10 min. */
export function createQueryClient() {
  return new QueryClient({
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
