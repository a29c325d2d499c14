// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { TOPICS } from '../../../../clio/offline/corpus'
import { checkCompliance, compileRules } from '@/lib/compliance/check-compliance'
import { basisCitation, inForceOn, LEGAL_NORMS } from '@/lib/compliance/legal-basis'
import type { ComplianceRule } from '@/lib/compliance/rules'

const TODAY = '2026-11-25'
const CURRENT = 'Pela RDC 327/2019 da Anvisa, produtos com até 0,2% de THC são vendidos em farmácias.'

describe('norms in force and the rules that rest on them', () => {
  it('a citation of RDC 327/2019 as current is flagged with its replacement once it is revoked', () => {
    const [flag] = checkCompliance(CURRENT, TODAY).filter((item) => item.category === 'norma')
    expect(flag).toMatchObject({ label: 'Cita norma revogada: RDC 327/2019 → RDC 1.015/2026', match: 'RDC 327/2019' })
    expect(flag.norm).toContain('RDC 1.015/2026')
  })

  it('is not flagged while RDC 327/2019 was in force', () => {
    expect(checkCompliance(CURRENT, LEGAL_NORMS['rdc-327-2019'].inForceUntil as string).filter((item) => item.category === 'norma')).toEqual([])
  })

  it.each([
    'A RDC 327/2019, revogada em 2026, criou a categoria dos produtos de cannabis.',
    'Até 2026, pela RDC 327/2019, esses produtos exigiam notificação de receita B.',
    'Em 2022, a Anvisa já permitia, pela RDC 327/2019, a prescrição para outras condições.',
  ])('is not flagged when the sentence tells it as history: "%s"', (text) => {
    expect(checkCompliance(text, TODAY).filter((item) => item.category === 'norma')).toEqual([])
  })

  it('shows the norms in force on the day of the check: RDC 327/2019 before, RDC 1.015/2026 after', () => {
    const before = checkCompliance('Compre já!', '2025-06-01')[0].norm
    const after = checkCompliance('Compre já!', TODAY)[0].norm
    expect(before).toContain('RDC 327/2019')
    expect(before).not.toContain('RDC 1.015/2026')
    expect(after).toContain('RDC 1.015/2026')
    expect(after).not.toContain('RDC 327/2019')
  })

  it('a rule past its last day, or whose only basis is no longer in force, never fires', () => {
    const base: ComplianceRule = { id: 'teste', category: 'compra', label: 'Teste', reason: 'x'.repeat(50), basis: ['cdc-1990'], terms: ['oferta relâmpago'] }
    const dated = compileRules([{ ...base, inForceUntil: '2026-01-31' }])
    expect(checkCompliance('Oferta relâmpago!', '2026-01-31', dated)).toHaveLength(1)
    expect(checkCompliance('Oferta relâmpago!', '2026-02-01', dated)).toEqual([])
    const onRevokedNorm = compileRules([{ ...base, basis: ['rdc-327-2019'] }])
    expect(checkCompliance('Oferta relâmpago!', '2025-06-01', onRevokedNorm)).toHaveLength(1)
    expect(checkCompliance('Oferta relâmpago!', TODAY, onRevokedNorm)).toEqual([])
  })

  it('reads periods with open ends and joins only the citations in force', () => {
    expect(inForceOn({ inForceFrom: null, inForceUntil: null }, TODAY)).toBe(true)
    expect(inForceOn({ inForceFrom: '2026-12-01' }, TODAY)).toBe(false)
    expect(basisCitation(['rdc-327-2019'], TODAY)).toBe('')
  })
})

describe("Clio's offline material", () => {
  it('presents no revoked norm as current', () => {
    const flagged = TOPICS.flatMap((topic) =>
      topic.paragraphs.flatMap((paragraph) => checkCompliance(paragraph.text, TODAY).filter((flag) => flag.category === 'norma').map(() => paragraph.text.slice(0, 80))),
    )
    expect(flagged).toEqual([])
  })
})
