// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatArticleDate, formatCardDate, formatShortDate, postDisplayDate } from '@/lib/dates'

describe('pt-BR dates', () => {
  it('formats the article date as "dd de MMMM, yyyy"', () => {
    expect(formatArticleDate('2025-03-05T12:00:00')).toBe('05 de março, 2025')
    expect(formatArticleDate(new Date(2024, 11, 25))).toBe('25 de dezembro, 2024')
  })

  it('formats the long card date', () => {
    expect(formatCardDate('2025-03-05T12:00:00')).toBe('5 de março de 2025')
    expect(formatShortDate('2025-03-05T12:00:00')).toBe('05/03/2025')
  })

  it('says "Data não informada" for a missing date and "Data inválida" for garbage', () => {
    for (const format of [formatArticleDate, formatCardDate, formatShortDate]) {
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
})
