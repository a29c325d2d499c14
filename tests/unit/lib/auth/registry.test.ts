// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatRegistry, parseRegistry } from '@/lib/auth/registry'

describe('parseRegistry', () => {
  it.each([
    ['CRM-SP 123456', 'CRM-SP 123456'],
    ['CRM/SP 123.456', 'CRM-SP 123456'],
    ['crm sp 123456', 'CRM-SP 123456'],
    ['CRM/RO - 197', 'CRM-RO 197'],
    ['CRF-RJ nº 98765', 'CRF-RJ 98765'],
    ['COREN-MG 0042', 'COREN-MG 0042'],
  ])('reads "%s" as %s', (input, printed) => {
    const registry = parseRegistry(input)
    expect(registry).not.toBeNull()
    expect(formatRegistry(registry!)).toBe(printed)
  })

  it.each(['', '123456', 'CRM 123456', 'CRM-XX 123456', 'ABC-SP 123456', 'CRM-SP 12a456', 'CRM-SP 123456789', 'CRM-SP'])(
    'refuses "%s"',
    (input) => {
      expect(parseRegistry(input)).toBeNull()
    },
  )
})
