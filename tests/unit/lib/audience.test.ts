import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

// recordLanding remembers its landing for the document: each test loads a fresh copy of the module
// (and of publicDb, whose rpc is the only thing replaced: no database in jsdom).
type Audience = typeof import('@/lib/audience')
let audience: Audience
let rpc: MockInstance<(fn: string, args: unknown) => Promise<{ data: null; error: unknown }>>

async function load(): Promise<Audience> {
  vi.resetModules()
  const { publicDb } = await import('@/lib/public-db')
  rpc = vi.spyOn(publicDb, 'rpc') as never
  rpc.mockResolvedValue({ data: null, error: null })
  return import('@/lib/audience')
}

function openPage(url: string, referrer = '') {
  window.history.replaceState(null, '', url)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
}

function setPrivacySignals({ dnt = null, gpc }: { dnt?: string | null; gpc?: boolean }) {
  Object.defineProperty(navigator, 'doNotTrack', { value: dnt, configurable: true })
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true })
}

beforeEach(async () => {
  vi.useFakeTimers()
  setPrivacySignals({})
  audience = await load()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  openPage('/')
})

/** Lets the idle callback run (jsdom has no requestIdleCallback: the setTimeout fallback). */
const idle = () => vi.advanceTimersByTimeAsync(5000)

describe('recordLanding', () => {
  it('sends the path, the referrer’s host name only (never its full address) and the UTM, once the browser is idle', async () => {
    openPage(
      '/blog/post/canabidiol-e-sono?utm_source=newsletter&utm_medium=email&utm_campaign=nov#refs',
      'https://www.google.com/search?q=canabidiol+sono+maria',
    )
    audience.recordLanding()
    expect(rpc).not.toHaveBeenCalled()
    await idle()
    expect(rpc).toHaveBeenCalledExactlyOnceWith('record_visit', {
      p_path: '/blog/post/canabidiol-e-sono',
      p_referrer_host: 'www.google.com',
      p_utm_source: 'newsletter',
      p_utm_medium: 'email',
      p_utm_campaign: 'nov',
    })
  })

  it('sends no referrer when the reader came from this site, or from nowhere', async () => {
    openPage('/blog', `${window.location.origin}/blog/post/x`)
    audience.recordLanding()
    await idle()
    expect(rpc).toHaveBeenCalledExactlyOnceWith('record_visit', { p_path: '/blog' })
    audience = await load()
    openPage('/glossario', '')
    audience.recordLanding()
    await idle()
    expect(rpc).toHaveBeenCalledExactlyOnceWith('record_visit', { p_path: '/glossario' })
  })

  it('counts one landing per document: later calls (client-side navigations, StrictMode) send nothing', async () => {
    audience.recordLanding()
    openPage('/blog')
    audience.recordLanding()
    audience.recordLanding()
    await idle()
    expect(rpc).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { gpc: true }],
  ])('sends nothing with %s', async (_name, signals) => {
    setPrivacySignals(signals)
    audience.recordLanding()
    audience.recordSearch('canabidiol', 3)
    await idle()
    expect(rpc).not.toHaveBeenCalled()
  })

  it('swallows a failure, a refusal or a thrown call: the reader sees nothing, not even a console error', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    rpc.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    audience.recordLanding()
    await idle()
    rpc.mockResolvedValueOnce({ data: null, error: { code: 'P0001', message: 'over_request_rate_limit' } })
    audience.recordSearch('canabidiol', 3)
    await idle()
    rpc.mockImplementationOnce(() => {
      throw new Error('bad')
    })
    audience.recordSearch('autismo', 1)
    await idle()
    expect(rpc).toHaveBeenCalledTimes(3)
    expect(debug).toHaveBeenCalledTimes(3)
  })
})

describe('recordSearch', () => {
  it('sends the term and the number of results', async () => {
    audience.recordSearch('óleo de cbd', 0)
    await idle()
    expect(rpc).toHaveBeenCalledExactlyOnceWith('record_search', { p_term: 'óleo de cbd', p_results: 0 })
  })

  it('never sends a term with an e-mail address or 6 or more digits (a CPF, a phone number)', async () => {
    audience.recordSearch('maria@exemplo.com', 0)
    audience.recordSearch('123.456-7', 0)
    audience.recordSearch('987.654.321-00', 0)
    audience.recordSearch('cbd 12345', 0)
    await idle()
    expect(rpc).toHaveBeenCalledExactlyOnceWith('record_search', { p_term: 'cbd 12345', p_results: 0 })
  })
})

describe('afterIdle', () => {
  it('waits for requestIdleCallback, with a timeout so it runs even on a busy page', () => {
    const requestIdleCallback = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    const fn = vi.fn()
    audience.afterIdle(fn)
    expect(fn).not.toHaveBeenCalled()
    expect(requestIdleCallback).toHaveBeenCalledWith(fn, { timeout: expect.any(Number) })
  })
})
