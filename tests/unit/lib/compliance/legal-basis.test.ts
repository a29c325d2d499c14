// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { TOPICS } from '../../../../clio/offline/corpus'
import { testCompliancePack } from '../../compliance-pack'
import { checkCompliance } from '@/lib/compliance/check-compliance'
import { basisCitation, compilePack, inForceOn, type CompliancePackData } from '@/lib/compliance/pack'
import { inject } from 'vitest'

const TODAY = '2026-11-25'
const CURRENT = 'Pela RDC 327/2019 da Anvisa, produtos com até 0,2% de THC são vendidos em farmácias.'
const pack = testCompliancePack()

describe('norms in force and the rules that rest on them', () => {
  it('a citation of RDC 327/2019 as current is flagged with its replacement once it is revoked', () => {
    const [flag] = checkCompliance(CURRENT, pack, TODAY).filter((item) => item.category === 'norma')
    expect(flag).toMatchObject({ label: 'Cita norma revogada: RDC 327/2019 → RDC 1.015/2026', match: 'RDC 327/2019' })
    expect(flag.norm).toContain('RDC 1.015/2026')
  })

  it('is not flagged while RDC 327/2019 was in force', () => {
    const lastDay = pack.norms.get('rdc-327-2019')?.inForceUntil as string
    expect(checkCompliance(CURRENT, pack, lastDay).filter((item) => item.category === 'norma')).toEqual([])
  })

  it('is not flagged in tags or reference titles, which name a topic or a source', () => {
    expect(checkCompliance('RDC 327/2019', pack, TODAY, { field: 'tags' })).toEqual([])
    expect(
      checkCompliance('Resolução da Diretoria Colegiada – RDC nº 327, de 9 de dezembro de 2019', pack, TODAY, {
        field: 'references',
      }),
    ).toEqual([])
    expect(
      checkCompliance('Resolução da Diretoria Colegiada – RDC nº 327, de 9 de dezembro de 2019', pack, TODAY),
    ).toHaveLength(1)
  })

  it('shows the norms in force on the day of the check: RDC 327/2019 before, RDC 1.015/2026 after', () => {
    const before = checkCompliance('Compre já!', pack, '2025-06-01')[0].norm
    const after = checkCompliance('Compre já!', pack, TODAY)[0].norm
    expect(before).toContain('RDC 327/2019')
    expect(before).not.toContain('RDC 1.015/2026')
    expect(after).toContain('RDC 1.015/2026')
    expect(after).not.toContain('RDC 327/2019')
  })

  it('a rule past its last day, or whose only basis is no longer in force, never fires', () => {
    const data = inject('compliancePack')
    const offer = data.rules.find((rule) => rule.id === 'compra-preco') as CompliancePackData['rules'][number]
    const dated = compilePack({ ...data, rules: [{ ...offer, inForceUntil: '2026-01-31' }] })
    expect(checkCompliance('Oferta relâmpago!', dated, '2026-01-31')).toHaveLength(1)
    expect(checkCompliance('Oferta relâmpago!', dated, '2026-02-01')).toEqual([])
    const onRevokedNorm = compilePack({ ...data, rules: [{ ...offer, basis: ['rdc-327-2019'] }] })
    expect(checkCompliance('Oferta relâmpago!', onRevokedNorm, '2025-06-01')).toHaveLength(1)
    expect(checkCompliance('Oferta relâmpago!', onRevokedNorm, TODAY)).toEqual([])
  })

  it('reads periods with open ends and joins only the citations in force', () => {
    expect(inForceOn({ inForceFrom: null, inForceUntil: null }, TODAY)).toBe(true)
    expect(inForceOn({ inForceFrom: '2026-12-01', inForceUntil: null }, TODAY)).toBe(false)
    expect(basisCitation(pack, ['rdc-327-2019'], TODAY)).toBe('')
  })
})

describe("Clio's offline material", () => {
  it('presents no revoked norm as current', () => {
    const flagged = TOPICS.flatMap((topic) =>
      topic.paragraphs.flatMap((paragraph) =>
        checkCompliance(paragraph.text, pack, TODAY)
          .filter((flag) => flag.category === 'norma')
          .map(() => paragraph.text.slice(0, 80)),
      ),
    )
    expect(flagged).toEqual([])
  })
})
