// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'

describe('query client defaults (docs/architecture.md#calls-and-caching)', () => {
  const defaults = createQueryClient().getDefaultOptions()

  it('keeps data fresh 5 minutes, in memory 10, refetches on reconnect but not on focus', () => {
    expect(defaults.queries?.staleTime).toBe(5 * 60_000)
    expect(defaults.queries?.gcTime).toBe(10 * 60_000)
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false)
    expect(defaults.queries?.refetchOnReconnect).toBe(true)
  })

  it('retries queries twice and mutations once, but never a 4xx answer', () => {
    const queryRetry = defaults.queries?.retry as (count: number, error: unknown) => boolean
    const mutationRetry = defaults.mutations?.retry as (count: number, error: unknown) => boolean
    const serverError = { message: 'boom', status: 500 }
    expect(queryRetry(0, serverError)).toBe(true)
    expect(queryRetry(1, serverError)).toBe(true)
    expect(queryRetry(2, serverError)).toBe(false)
    expect(mutationRetry(0, serverError)).toBe(true)
    expect(mutationRetry(1, serverError)).toBe(false)
    expect(queryRetry(0, { message: 'not found', code: 'PGRST116', status: 406 })).toBe(false)
    expect(mutationRetry(0, { message: 'denied', code: '42501', status: 403 })).toBe(false)
    // postgrest-js errors have a code but no status
    expect(queryRetry(0, { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' })).toBe(false)
    expect(mutationRetry(0, { message: 'duplicate key', code: '23505' })).toBe(false)
    expect(queryRetry(0, new TypeError('Failed to fetch'))).toBe(true)
  })
})
