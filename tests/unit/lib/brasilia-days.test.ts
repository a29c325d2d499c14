// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { brasiliaToday, nextDay } from '@/lib/brasilia-time'

describe('calendar days in Brasília', () => {
  it('today is the Brasília day, not the UTC one', () => {
    expect(brasiliaToday(new Date('2026-11-26T02:30:00Z'))).toBe('2026-11-25')
    expect(brasiliaToday(new Date('2026-11-26T03:30:00Z'))).toBe('2026-11-26')
  })

  it('the next day crosses months and years', () => {
    expect(nextDay('2026-08-02')).toBe('2026-08-03')
    expect(nextDay('2026-02-28')).toBe('2026-03-01')
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
  })
})
