import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { incrementPostViews } from '@/features/posts/api/increment-post-views'
import { publicDb } from '@/lib/public-db'

type RpcAnswer = { data: { views: number; likes: number }[] | null; error: { code: string; message: string } | null }

// No database in jsdom: only publicDb.rpc('increment_post_views', ...) is replaced.
let rpc: MockInstance<(fn: string, args: unknown) => Promise<RpcAnswer>>
const POST_ID = '5b1e7a52-0000-4000-8000-0000000000aa'

beforeEach(() => {
  vi.useFakeTimers()
  rpc = vi.spyOn(publicDb, 'rpc') as never
  rpc.mockResolvedValue({ data: [{ views: 11, likes: 4 }], error: null })
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true })
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true })
})
afterEach(() => {
  vi.useRealTimers()
  rpc.mockRestore()
  window.localStorage.clear()
})

/** The count, once the browser is idle (jsdom has no requestIdleCallback: the setTimeout fallback). */
async function counted(visit: string) {
  const result = incrementPostViews(POST_ID, visit)
  await vi.advanceTimersByTimeAsync(5000)
  return result
}

describe('incrementPostViews', () => {
  it('counts the view with the post alone — no visitor key, nothing kept in the browser — once idle, and gives the new counts', async () => {
    const result = incrementPostViews(POST_ID, 'visit-1')
    expect(rpc).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(5000)
    expect(await result).toEqual({ views: 11, likes: 4 })
    expect(rpc).toHaveBeenCalledExactlyOnceWith('increment_post_views', { post_id: POST_ID })
    expect(window.localStorage.length).toBe(0)
  })

  it('counts a navigation entry once (StrictMode, re-renders); a new visit counts again', async () => {
    await counted('visit-2')
    expect(await counted('visit-2')).toBeNull()
    await counted('visit-3')
    expect(rpc).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['Do Not Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ])('counts nothing with %s: the page keeps its prerendered counts', async (_name, property, value) => {
    Object.defineProperty(navigator, property, { value, configurable: true })
    expect(await counted(`visit-dnt-${property}`)).toBeNull()
    expect(rpc).not.toHaveBeenCalled()
  })

  it('a failed count resolves to nothing: no error for the reader, only a debug line', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    rpc.mockResolvedValueOnce({ data: null, error: { code: 'P0001', message: 'over_request_rate_limit' } })
    expect(await counted('visit-4')).toBeNull()
    rpc.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await counted('visit-5')).toBeNull()
    expect(debug).toHaveBeenCalledTimes(2)
  })
})
