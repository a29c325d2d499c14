import { MutationCache, QueryCache, QueryClient, type MutationMeta } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { isClientError } from '@/lib/errors'

const MINUTE = 60_000
const QUERY_RETRIES = 2
const MUTATION_RETRIES = 1

/** What a failed mutation's toast says; destructive unless it asks for a warning (e.g. "Aviso"). */
export interface MutationErrorToast {
  title: string
  description?: string
  variant?: 'destructive' | 'warning'
}

/** Picks the failed mutation's toast from the error and the variables it was called with; null raises none (e.g. a cancellation). */
type PickErrorToast<TVariables> = (error: unknown, variables: TVariables) => MutationErrorToast | null

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Toast title raised once when the query finally fails (after its retries), e.g. "Erro ao carregar dados". */
      errorToast?: string
    }
    mutationMeta: {
      /**
       * The toast raised once when the mutation finally fails (after its retry): fixed text, or a function
       * of the error and the mutation's variables (a screen annotates them with its mutation's own type).
       */
      errorToast?: MutationErrorToast | PickErrorToast<never>
    }
  }
}

/** What a screen passes to a mutation hook of its feature: the meta its failures are reported with. */
export interface MutationHookOptions {
  meta?: MutationMeta
}

/** One place raises mutation-failure toasts, for the mutations that ask for one through `meta.errorToast`. */
export function createMutationCache() {
  return new MutationCache({
    onError: (error, variables, _context, mutation) => {
      const errorToast = mutation.meta?.errorToast
      // The function was written for this mutation's variables, which the cache only knows as unknown.
      const text =
        typeof errorToast === 'function' ? (errorToast as PickErrorToast<unknown>)(error, variables) : errorToast
      if (text) toast({ ...text, variant: text.variant ?? 'destructive' })
    },
  })
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
    mutationCache: createMutationCache(),
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
