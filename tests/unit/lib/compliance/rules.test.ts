// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COMPLIANCE_CATEGORY_LABELS, COMPLIANCE_RULES, type ComplianceCategory } from '@/lib/compliance/rules'

describe('COMPLIANCE_RULES', () => {
  it('has unique ids and covers every category', () => {
    const ids = COMPLIANCE_RULES.map((rule) => rule.id)
    expect(new Set(ids).size).toBe(ids.length)
    const categories = Object.keys(COMPLIANCE_CATEGORY_LABELS) as ComplianceCategory[]
    for (const category of categories) {
      expect(
        COMPLIANCE_RULES.some((rule) => rule.category === category),
        category,
      ).toBe(true)
    }
  })

  it('gives every rule a pt-BR label, a reason, a norm and something to match', () => {
    for (const rule of COMPLIANCE_RULES) {
      expect(rule.label, rule.id).toMatch(/\S/)
      expect(rule.reason.length, rule.id).toBeGreaterThan(40)
      expect(rule.norm, rule.id).toMatch(/RDC|CFM|Consumidor/)
      expect((rule.terms?.length ?? 0) + (rule.patterns?.length ?? 0), rule.id).toBeGreaterThan(0)
    }
  })

  it('cites RDC 327/2019 without an article number, since sources disagree on it', () => {
    for (const rule of COMPLIANCE_RULES) expect(rule.norm, rule.id).not.toMatch(/RDC 327\/2019,? art/)
  })

  it('keeps the product and company names as data', () => {
    const brands = COMPLIANCE_RULES.find((rule) => rule.id === 'marca-produto')?.terms ?? []
    expect(brands).toEqual(
      expect.arrayContaining(['Mevatyl', 'Sativex', 'Epidiolex', "Charlotte's Web", 'Prati-Donaduzzi']),
    )
    expect(brands.length).toBeGreaterThanOrEqual(30)
  })
})
