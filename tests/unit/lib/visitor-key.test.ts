import { afterEach, describe, expect, it, vi } from 'vitest'
import { randomUuid, visitorKey } from '@/lib/visitor-key'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

describe('visitorKey', () => {
  it('creates a random version 4 UUID once and keeps it in this browser', () => {
    const key = visitorKey()
    expect(key).toMatch(UUID_V4)
    expect(window.localStorage.getItem('visitor-key')).toBe(key)
    expect(visitorKey()).toBe(key)
  })

  it('replaces a stored value that is not a UUID', () => {
    window.localStorage.setItem('visitor-key', 'x; drop table')
    expect(visitorKey()).toMatch(UUID_V4)
  })

  it('keeps one key in memory for the page when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const key = visitorKey()
    expect(key).toMatch(UUID_V4)
    expect(visitorKey()).toBe(key)
  })
})

describe('randomUuid', () => {
  it('gives a different version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomUuid()))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(UUID_V4)
  })
})
