import { isClientError } from '@/lib/errors'

const RETRY_DELAY_MS = 1000

/**
 * Runs `action`, and once more a second later when it failed for a reason other than the request itself
 * (the network, the server): what the query client does for a mutation (lib/query-client.ts), for the
 * actions a prerendered page's islands run without one.
 */
export async function retryOnce<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    if (isClientError(error)) throw error
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    return action()
  }
}
