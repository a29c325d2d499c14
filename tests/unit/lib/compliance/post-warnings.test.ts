// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { testCompliancePack } from '../../compliance-pack'
import { checkCompliance } from '@/lib/compliance/check-compliance'
import { postWarnings } from '@/lib/compliance/post-compliance'

const pack = testCompliancePack()

const DAY = '2026-11-25'

describe('postWarnings: data without a reference', () => {
  it.each([
    ['a percentage', 'Em um estudo, as crises caíram 39% no grupo tratado.', '39%'],
    ['a percentage in words', 'A dor caiu 30 por cento.', '30 por cento'],
    ['a dose in mg/kg', 'Os participantes receberam 20 mg/kg por dia.', '20 mg/kg'],
    ['a dose in ml', 'O frasco tem 30 ml.', '30 ml'],
    ['drops', 'Foram usadas 5 gotas.', '5 gotas'],
    ['an efficacy claim', 'O canabidiol é eficaz na síndrome de Dravet.', 'eficaz'],
    ['efficacy', 'A eficácia foi avaliada em ensaios.', 'eficácia'],
  ])('warns about %s when the post has no reference, at its first such passage', (_, text, match) => {
    const [warning, ...more] = postWarnings(`Título\n${text} Outro dado: 12%.`, 0, pack, DAY)
    expect(more).toEqual([])
    expect(warning).toMatchObject({ ruleId: 'fonte-ausente', category: 'fonte', label: 'Dado sem referência', match })
    expect(warning.norm).toMatch(/CFM 2\.336\/2023.*Consumidor/)
  })

  it('says nothing once the post has a reference, or when the text states no such data', () => {
    expect(postWarnings('As crises caíram 39%.', 1, pack, DAY)).toEqual([])
    expect(postWarnings('O sistema endocanabinoide regula funções do corpo.', 0, pack, DAY)).toEqual([])
    expect(postWarnings('Há 2 estudos e 3 revisões.', 0, pack, DAY)).toEqual([])
  })

  it('is not one of the text rules: it never becomes a finding that asks for a justification', () => {
    expect(
      checkCompliance('O canabidiol é eficaz; as crises caíram 39%.', pack, DAY).map((flag) => flag.ruleId),
    ).not.toContain('fonte-ausente')
  })
})
