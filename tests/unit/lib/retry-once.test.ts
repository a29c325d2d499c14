import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retryOnce } from '@/lib/retry-once'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe("retryOnce (the mutations' one retry, for the islands that run without a query client)", () => {
  it('asks once more a second later when the network or the server failed, and gives the second answer', async () => {
    const action = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(7)
    const result = retryOnce(action)
    await vi.advanceTimersByTimeAsync(999)
    expect(action).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toBe(7)
    expect(action).toHaveBeenCalledTimes(2)
  })

  it('fails with the second error when the second try fails too, and tries no third time', async () => {
    const action = vi.fn().mockRejectedValue({ code: '57014', message: 'statement timeout' })
    const result = retryOnce(action)
    const settled = expect(result).rejects.toMatchObject({ code: '57014' })
    await vi.advanceTimersByTimeAsync(5000)
    await settled
    expect(action).toHaveBeenCalledTimes(2)
  })

  it('does not ask again when the request itself was refused (4xx, PostgREST and constraint codes, 429)', async () => {
    for (const error of [
      { code: 'PGRST202', message: 'no function' },
      { code: '23505', message: 'duplicate' },
      { code: 'over_request_rate_limit', message: 'Too many requests' },
    ]) {
      const action = vi.fn().mockRejectedValue(error)
      await expect(retryOnce(action)).rejects.toBe(error)
      expect(action).toHaveBeenCalledTimes(1)
    }
  })
})
