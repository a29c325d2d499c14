import { inject } from 'vitest'
import { compilePack, type CompliancePack } from '@/lib/compliance/pack'

let compiled: CompliancePack | undefined

/** The compliance rules of the migrations (tests/setup/compliance-pack.ts), compiled once per test file. */
export function testCompliancePack(): CompliancePack {
  return (compiled ??= compilePack(inject('compliancePack')))
}
