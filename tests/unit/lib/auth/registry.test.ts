// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { credentialParts, formatRegistry, parseRegistry } from '@/lib/auth/registry'

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

  it.each([
    '',
    '123456',
    'CRM 123456',
    'CRM-XX 123456',
    'ABC-SP 123456',
    'CRM-SP 12a456',
    'CRM-SP 123456789',
    'CRM-SP',
  ])('refuses "%s"', (input) => {
    expect(parseRegistry(input)).toBeNull()
  })
})

describe('credentialParts (CFM 2.336/2023 art. 4º)', () => {
  it('prints the profession word, the registry, then the specialty followed by its RQE', () => {
    expect(credentialParts({ registry: 'CRM-SP 123456', rqe: '4567', specialty: 'Neurologia' })).toEqual([
      'Médico(a)',
      'CRM-SP 123456',
      'Neurologia',
      'RQE 4567',
    ])
  })

  it("prints a physician's specialty only with its RQE, and an RQE with no specialty alone", () => {
    expect(credentialParts({ registry: 'CRM-SP 123456', rqe: null, specialty: 'Neurologia' })).toEqual([
      'Médico(a)',
      'CRM-SP 123456',
    ])
    expect(credentialParts({ registry: 'CRM-SP 123456', rqe: '4567', specialty: null })).toEqual([
      'Médico(a)',
      'CRM-SP 123456',
      'RQE 4567',
    ])
  })

  it("names each council's profession; their specialties need no RQE, and an RQE never follows a council other than CRM", () => {
    expect(credentialParts({ registry: 'CRF-RJ 98765', rqe: '1', specialty: 'Farmácia clínica' })).toEqual([
      'Farmacêutico(a)',
      'CRF-RJ 98765',
      'Farmácia clínica',
    ])
    expect(credentialParts({ registry: 'COREN-MG 42', rqe: null, specialty: null })).toEqual([
      'Profissional de enfermagem',
      'COREN-MG 42',
    ])
  })

  it('prints nothing without a verified registry (or with one it cannot read)', () => {
    expect(credentialParts({ registry: null, rqe: '4567', specialty: 'Neurologia' })).toEqual([])
    expect(credentialParts({ registry: 'XYZ-SP 1', rqe: null, specialty: null })).toEqual([])
  })
})
