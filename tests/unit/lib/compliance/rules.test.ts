// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { basisCitation, LEGAL_NORMS } from '@/lib/compliance/legal-basis'
import { COMPLIANCE_CATEGORY_LABELS, COMPLIANCE_RULES, UNSOURCED_CLAIM_RULE, type ComplianceCategory } from '@/lib/compliance/rules'

// The text rules and the post-level one (post-compliance.ts), which looks at the references too.
const ALL_RULES = [...COMPLIANCE_RULES, UNSOURCED_CLAIM_RULE]

describe('COMPLIANCE_RULES', () => {
  it('has unique ids and covers every category', () => {
    const ids = ALL_RULES.map((rule) => rule.id)
    expect(new Set(ids).size).toBe(ids.length)
    const categories = Object.keys(COMPLIANCE_CATEGORY_LABELS) as ComplianceCategory[]
    for (const category of categories) {
      expect(
        ALL_RULES.some((rule) => rule.category === category),
        category,
      ).toBe(true)
    }
  })

  it('gives every rule a pt-BR label, a reason, a norm and something to match', () => {
    for (const rule of ALL_RULES) {
      expect(rule.label, rule.id).toMatch(/\S/)
      expect(rule.reason.length, rule.id).toBeGreaterThan(40)
      expect(basisCitation(rule.basis, '2026-11-25'), rule.id).toMatch(/RDC|CFM|Consumidor/)
      expect((rule.terms?.length ?? 0) + (rule.patterns?.length ?? 0), rule.id).toBeGreaterThan(0)
    }
  })

  it('cites RDC 327/2019 and RDC 1.015/2026 without an article number, since no source we read shows one', () => {
    for (const id of ['rdc-327-2019', 'rdc-1015-2026'] as const) expect(LEGAL_NORMS[id].citation).not.toMatch(/art\./)
  })

  it('keeps the product and company names as data', () => {
    const brands = COMPLIANCE_RULES.find((rule) => rule.id === 'marca-produto')?.terms ?? []
    expect(brands).toEqual(
      expect.arrayContaining(['Mevatyl', 'Sativex', 'Epidiolex', "Charlotte's Web", 'Prati-Donaduzzi']),
    )
    expect(brands.length).toBeGreaterThanOrEqual(30)
  })
})
