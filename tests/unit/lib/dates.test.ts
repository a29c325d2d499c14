// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatLongDate, formatShortDate, htmlDateTime, postDisplayDate } from '@/lib/dates'

describe('pt-BR dates', () => {
  it('writes the one long date of the site as "5 de março de 2025" (articles, cards, lists), no comma, no leading zero', () => {
    expect(formatLongDate('2025-03-05T12:00:00')).toBe('5 de março de 2025')
    expect(formatLongDate(new Date(2024, 11, 25))).toBe('25 de dezembro de 2024')
  })

  it('writes the short date as "05/03/2025"', () => {
    expect(formatShortDate('2025-03-05T12:00:00')).toBe('05/03/2025')
  })

  it('says "Data não informada" for a missing date and "Data inválida" for garbage', () => {
    for (const format of [formatLongDate, formatShortDate]) {
      expect(format(null)).toBe('Data não informada')
      expect(format(undefined)).toBe('Data não informada')
      expect(format('')).toBe('Data não informada')
      expect(format('not a date')).toBe('Data inválida')
      expect(format(new Date('invalid'))).toBe('Data inválida')
    }
  })

  it('shows published_at, else created_at', () => {
    expect(postDisplayDate({ published_at: '2025-01-02', created_at: '2024-01-01' })).toBe('2025-01-02')
    expect(postDisplayDate({ published_at: null, created_at: '2024-01-01' })).toBe('2024-01-01')
    expect(postDisplayDate({})).toBeNull()
  })

  it("gives <time dateTime> at most milliseconds: PostgreSQL's microseconds are cut, the offset kept, a date left a date", () => {
    expect(htmlDateTime('2026-11-22T20:43:30.438755+00:00')).toBe('2026-11-22T20:43:30.438+00:00')
    expect(htmlDateTime('2026-11-22T20:43:30.999999+00:00')).toBe('2026-11-22T20:43:30.999+00:00')
    expect(htmlDateTime('2026-11-22 20:43:30.4+00')).toBe('2026-11-22T20:43:30.4+00:00')
    expect(htmlDateTime('2026-11-22T20:43:30-0300')).toBe('2026-11-22T20:43:30-0300')
    expect(htmlDateTime('2026-11-22T20:43:30.123Z')).toBe('2026-11-22T20:43:30.123Z')
    expect(htmlDateTime('2026-11-22T20:43')).toBe('2026-11-22T20:43')
    expect(htmlDateTime('2026-11-12')).toBe('2026-11-12')
    for (const missing of [null, undefined, '', 'not a date', '22/11/2026'])
      expect(htmlDateTime(missing)).toBeUndefined()
  })
})
