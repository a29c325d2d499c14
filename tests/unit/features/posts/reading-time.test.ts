// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_READ_TIME, parseReadTime } from '@/features/posts/utils/reading-time'

describe('parseReadTime', () => {
  it('keeps whole numbers of minutes', () => {
    expect(parseReadTime('7')).toBe(7)
    expect(parseReadTime(12)).toBe(12)
    expect(parseReadTime(' 3 ')).toBe(3)
  })

  it('never goes below 1', () => {
    expect(parseReadTime('0')).toBe(1)
    expect(parseReadTime(-4)).toBe(1)
  })

  it('falls back to 5 for non-numeric or missing values', () => {
    expect(DEFAULT_READ_TIME).toBe(5)
    expect(parseReadTime('abc')).toBe(5)
    expect(parseReadTime('')).toBe(5)
    expect(parseReadTime(null)).toBe(5)
    expect(parseReadTime(undefined)).toBe(5)
    expect(parseReadTime(Number.NaN)).toBe(5)
  })
})
