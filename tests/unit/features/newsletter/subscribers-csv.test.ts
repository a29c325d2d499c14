import { describe, expect, it } from 'vitest'
import {
  buildSubscribersCsv,
  subscribersCsvFileName,
  type SubscriberExportRow,
} from '@/features/newsletter/utils/subscribers-csv'
import { csvCell } from '@/lib/csv'

const TEXTS = new Map([['2026-11-v1', 'Quero receber por e-mail, e posso cancelar "quando quiser".']])

const row = (changes: Partial<SubscriberExportRow> = {}): SubscriberExportRow => ({
  email: 'leitora@example.com',
  status: 'confirmed',
  source: 'home',
  consent_page: '/',
  consent_version: '2026-11-v1',
  consented_at: '2026-11-20T10:05:00-03:00',
  confirmed_at: '2026-11-20T13:30:00+00:00',
  unsubscribed_at: null,
  ...changes,
})

describe('the subscribers CSV', () => {
  it('starts with a UTF-8 byte-order mark and the header row, and ends every line with CRLF', () => {
    const csv = buildSubscribersCsv([], TEXTS)
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv).toBe(
      '\uFEFFemail,status,source,consent_page,consent_version,consent_text,consented_at,confirmed_at,unsubscribed_at\r\n',
    )
    expect([...new TextEncoder().encode(csv).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('writes each subscriber with the consent text of its version and the dates as ISO 8601 in UTC', () => {
    const lines = buildSubscribersCsv([row()], TEXTS).slice(1).split('\r\n')
    expect(lines[1]).toBe(
      'leitora@example.com,confirmed,home,/,2026-11-v1,"Quero receber por e-mail, e posso cancelar ""quando quiser"".",2026-11-20T13:05:00.000Z,2026-11-20T13:30:00.000Z,',
    )
    expect(lines[2]).toBe('')
  })

  it('leaves empty cells for what is missing: no version, an unknown version, no dates', () => {
    const lines = buildSubscribersCsv(
      [
        row({ source: null, consent_page: null, consent_version: null, consented_at: null, confirmed_at: null }),
        row({ consent_version: 'antiga' }),
      ],
      TEXTS,
    )
      .slice(1)
      .split('\r\n')
    expect(lines[1]).toBe('leitora@example.com,confirmed,,,,,,,')
    expect(lines[2]).toBe(
      'leitora@example.com,confirmed,home,/,antiga,,2026-11-20T13:05:00.000Z,2026-11-20T13:30:00.000Z,',
    )
  })

  it('neutralises cells a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+5511999')).toBe("'+5511999")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('a=b@example.com')).toBe('a=b@example.com')
    const lines = buildSubscribersCsv([row({ email: '=soma@example.com', consent_page: '/blog?x=1,2' })], TEXTS).split(
      '\r\n',
    )
    expect(lines[1]).toMatch(/^'=soma@example\.com,confirmed,home,"\/blog\?x=1,2",/)
  })

  it('quotes cells with commas, quotes or line breaks, and keeps accents as they are', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"')
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""')
    expect(csvCell('inscrição')).toBe('inscrição')
    expect(csvCell(null)).toBe('')
  })

  it('is named assinantes-AAAA-MM-DD.csv', () => {
    expect(subscribersCsvFileName('2026-11-25')).toBe('assinantes-2026-11-25.csv')
  })
})
