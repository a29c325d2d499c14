// Both REST clients leave retries to React Query: one network failure is one attempt, so the
// error state ("Tentar novamente") shows after React Query's own retries, not ~25 s later.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { supabase } from '@/lib/supabase'

describe('REST clients on a network failure', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  function failingFetch() {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  it('the staff client (supabase-js) makes one attempt for a read and for an RPC, and reports the error', async () => {
    const fetch = failingFetch()
    const read = await supabase.from('categories').select('id')
    expect(read.error).not.toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
    const rpc = await supabase.rpc('setup_status')
    expect(rpc.error).not.toBeNull()
    expect(fetch).toHaveBeenCalledTimes(2)
  }, 3_000)

  it('the public client (postgrest-js) makes one attempt for a read', async () => {
    const fetch = failingFetch()
    // postgrest-js keeps the fetch it finds when the client is made, so the module loads afresh.
    vi.resetModules()
    const { publicDb } = await import('@/lib/public-db')
    const read = await publicDb.from('posts').select('id')
    expect(read.error).not.toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
  }, 3_000)
})
