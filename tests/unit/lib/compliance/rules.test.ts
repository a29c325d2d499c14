// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { testCompliancePack } from '../../compliance-pack'
import { basisCitation, COMPLIANCE_CATEGORY_LABELS, type ComplianceCategory } from '@/lib/compliance/pack'

const pack = testCompliancePack()

describe('the rules the database seeds', () => {
  it('have unique ids and cover every category', () => {
    const ids = pack.rules.map((rule) => rule.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const category of Object.keys(COMPLIANCE_CATEGORY_LABELS) as ComplianceCategory[]) {
      expect(
        pack.rules.some((rule) => rule.category === category),
        category,
      ).toBe(true)
    }
  })

  it('give every rule a pt-BR label, a reason, a norm in force and something to match', () => {
    for (const rule of pack.rules) {
      expect(rule.label, rule.id).toMatch(/\S/)
      expect(rule.reason.length, rule.id).toBeGreaterThan(40)
      expect(basisCitation(pack, rule.basis, '2026-11-25'), rule.id).toMatch(/RDC|CFM|Consumidor/)
      expect(rule.alternatives.length, rule.id).toBeGreaterThan(0)
    }
  })

  it('cite RDC 327/2019 and RDC 1.015/2026 without an article number, since no source we read shows one', () => {
    for (const id of ['rdc-327-2019', 'rdc-1015-2026']) expect(pack.norms.get(id)?.citation).not.toMatch(/art\./)
  })

  it('keep the product and company names as data', () => {
    const brands = pack.rules.find((rule) => rule.id === 'marca-produto')?.alternatives[0] ?? ''
    for (const brand of ['mevatyl', 'sativex', 'epidiolex', "charlotte'?s", 'prati[\\s-]?donaduzzi'])
      expect(brands).toContain(brand)
    expect(brands.split('|').length).toBeGreaterThanOrEqual(30)
  })
})
