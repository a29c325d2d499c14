// @vitest-environment node
import { MutationObserver, type MutationOptions } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }))
vi.mock('@/hooks/use-toast', () => ({ toast }))

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
    expect(queryRetry(0, { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' })).toBe(
      false,
    )
    expect(mutationRetry(0, { message: 'duplicate key', code: '23505' })).toBe(false)
    expect(queryRetry(0, new TypeError('Failed to fetch'))).toBe(true)
  })
})

describe('mutation error toasts from meta (docs/architecture.md#calls-and-caching)', () => {
  beforeEach(() => toast.mockClear())

  /** Runs one mutation on the app's client, as useMutation's mutate() would, and waits for it to settle. */
  async function run<TVariables>(options: MutationOptions<unknown, unknown, TVariables>, variables: TVariables) {
    const observer = new MutationObserver(createQueryClient(), { retryDelay: 0, ...options })
    await observer.mutate(variables).catch(() => undefined)
    return observer.getCurrentResult()
  }

  const serverError = { message: 'boom', status: 500 }

  it('raises the meta toast once when the mutation finally fails, after its retry, as destructive', async () => {
    const mutationFn = vi.fn(() => Promise.reject(serverError))
    const result = await run(
      { mutationFn, meta: { errorToast: { title: 'Erro ao salvar a categoria', description: 'boom' } } },
      undefined,
    )
    expect(result.isError).toBe(true)
    expect(mutationFn).toHaveBeenCalledTimes(2)
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith({
      title: 'Erro ao salvar a categoria',
      description: 'boom',
      variant: 'destructive',
    })
  })

  it('raises none without meta, and none when the mutation succeeds', async () => {
    await run({ mutationFn: () => Promise.reject(serverError) }, undefined)
    await run({ mutationFn: () => Promise.resolve('ok'), meta: { errorToast: { title: 'Erro' } } }, undefined)
    expect(toast).not.toHaveBeenCalled()
  })

  it('gives the function form the error and the variables; null raises none, a warning stays a warning', async () => {
    const pick = vi.fn((error: unknown, variables: { slug: string }) =>
      variables.slug === 'quiet'
        ? null
        : { title: 'Erro', description: `${(error as Error).message}: ${variables.slug}`, variant: 'warning' as const },
    )
    const failing = {
      mutationFn: (_: { slug: string }) => Promise.reject(new Error('ocupado')),
      retry: false,
      meta: { errorToast: pick },
    }
    await run(failing, { slug: 'canabidiol' })
    expect(pick).toHaveBeenCalledWith(new Error('ocupado'), { slug: 'canabidiol' })
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith({ title: 'Erro', description: 'ocupado: canabidiol', variant: 'warning' })
    await run(failing, { slug: 'quiet' })
    expect(pick).toHaveBeenCalledTimes(2)
    expect(toast).toHaveBeenCalledTimes(1)
  })
})
