import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { SEARCH_SETTLE_MS, useRecordSearch } from '@/hooks/use-record-search'
import { publicDb } from '@/lib/public-db'

// No database in jsdom: only publicDb.rpc('record_search', ...) is replaced. The hook remembers the
// terms counted for the page load (the module's life), so each test uses terms of its own.
let rpc: MockInstance<(fn: string, args: unknown) => Promise<{ data: null; error: null }>>

beforeEach(() => {
  vi.useFakeTimers()
  rpc = vi.spyOn(publicDb, 'rpc') as never
  rpc.mockResolvedValue({ data: null, error: null })
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true })
})
afterEach(() => {
  vi.useRealTimers()
  rpc.mockRestore()
})

/** Time passes, and the idle callback that sends the count (setTimeout fallback in jsdom) runs. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms)
const searches = () => rpc.mock.calls.filter(([fn]) => fn === 'record_search').map(([, args]) => args)

function renderSearch(term: string, results: number | undefined) {
  return renderHook(({ term, results }) => useRecordSearch(term, results), { initialProps: { term, results } })
}

describe('useRecordSearch', () => {
  it('counts the term the reader settled on, not each term shown while typing', async () => {
    const view = renderSearch('c', 12)
    for (const term of ['ca', 'can', 'cann', 'cannabis e', 'cannabis e sono']) {
      await pass(400)
      view.rerender({ term, results: 5 })
    }
    expect(searches()).toEqual([])
    await pass(SEARCH_SETTLE_MS + 2000)
    expect(searches()).toEqual([{ p_term: 'cannabis e sono', p_results: 5 }])
  })

  it('waits for the term’s own results (undefined while they load), then counts them, 0 included', async () => {
    const view = renderSearch('epilepsia refratária', undefined)
    await pass(SEARCH_SETTLE_MS * 3)
    expect(searches()).toEqual([])
    view.rerender({ term: 'epilepsia refratária', results: 0 })
    await pass(SEARCH_SETTLE_MS - 100)
    expect(searches()).toEqual([])
    await pass(2000)
    expect(searches()).toEqual([{ p_term: 'epilepsia refratária', p_results: 0 }])
  })

  it('counts a term once per page load: going back to it, or writing it with other case and spaces, is not a new search', async () => {
    const view = renderSearch('Dor Crônica', 4)
    await pass(SEARCH_SETTLE_MS + 2000)
    view.rerender({ term: 'insônia', results: 2 })
    await pass(SEARCH_SETTLE_MS + 2000)
    view.rerender({ term: '  dor   crônica ', results: 4 })
    await pass(SEARCH_SETTLE_MS + 2000)
    expect(searches()).toEqual([
      { p_term: 'dor crônica', p_results: 4 },
      { p_term: 'insônia', p_results: 2 },
    ])
  })

  it('counts no empty search (the blog without a term)', async () => {
    renderSearch('   ', 30)
    await pass(SEARCH_SETTLE_MS + 2000)
    expect(searches()).toEqual([])
  })
})
