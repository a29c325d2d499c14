// Issue 30, social copy: written per platform, X within 280 as X counts it (a link is 23), the
// link of a chosen post at the end, and 40 texts (themes × platforms) that pass the compliance check.
import { describe, expect, it } from 'vitest'
import { PLATFORMS, X_LINK_LENGTH, xLength, type Platform } from '../../../clio/contract.ts'
import { attachLink } from '../../../clio/offline/social-copy.ts'
import { writeOfflineSocial } from '../../../clio/offline/social-writer.ts'
import { testCompliancePack } from '../compliance-pack'
import { checkCompliance } from '@/lib/compliance/check-compliance'

const LINK =
  'https://blog.example.com.br/blog/post/canabidiol-para-epilepsia-refrataria-em-criancas-um-resumo-com-fontes?utm_source=twitter&utm_medium=social&utm_campaign=clio'

const THEMES = [
  'canabidiol para epilepsia refratária em crianças',
  'cannabis medicinal e dor crônica em idosos',
  'CBD e ansiedade',
  'sono e canabinoides',
  'autismo: o que os estudos dizem sobre o canabidiol',
  'como a Anvisa regula os produtos de cannabis',
  'efeitos colaterais e interações do CBD',
  'cuidados paliativos e cannabis',
  'esclerose múltipla e THC',
  'o sistema endocanabinoide explicado',
]
const ALL_PLATFORMS = Object.keys(PLATFORMS) as Platform[]

describe('xLength: X counts a link as 23 characters', () => {
  it('counts text as is and every link as 23, whatever its length', () => {
    expect(X_LINK_LENGTH).toBe(23)
    expect(xLength('Olá')).toBe(3)
    expect(xLength(`Leia: ${LINK}`)).toBe('Leia: '.length + 23)
    expect(xLength('a http://x.co b https://example.com/um/caminho/bem/longo?utm_source=x')).toBe(
      'a '.length + 23 + ' b '.length + 23,
    )
  })

  it('keeps X copy with a long link within 280 as X counts it, with the link whole at the end', () => {
    expect(LINK.length).toBeGreaterThan(140)
    for (const tema of THEMES) {
      for (const variant of [0, 1, 2]) {
        const { conteudo } = writeOfflineSocial({ tema, plataforma: 'twitter', variant, link: LINK })
        expect(xLength(conteudo), conteudo).toBeLessThanOrEqual(280)
        expect(conteudo).toContain(LINK)
      }
    }
  })

  it('fits a long provider text and its link into 280 as X counts it', () => {
    const copy = `${'Uma frase informativa sobre o tema, com fonte. '.repeat(12)}`
    const fitted = attachLink(copy, 'twitter', LINK)
    expect(xLength(fitted)).toBeLessThanOrEqual(280)
    expect(fitted.endsWith(LINK)).toBe(true)
    expect(fitted.length).toBeGreaterThan(280) // as characters it is longer: only X's count is bounded
  })
})

describe('social copy per platform', () => {
  it('opens with a hook, has hashtags where the platform uses them, and leads to the full text', () => {
    const tema = THEMES[0]
    const copy = Object.fromEntries(
      ALL_PLATFORMS.map((plataforma) => [plataforma, writeOfflineSocial({ tema, plataforma, variant: 0 }).conteudo]),
    ) as Record<Platform, string>
    expect(copy.instagram).toMatch(/#CannabisMedicinal/)
    expect(copy.instagram).toContain('Texto completo no blog — link na bio.')
    expect(copy.twitter).toMatch(/#\p{L}+/u)
    expect(copy.linkedin).toMatch(/#\p{L}+/u)
    expect(copy.facebook).not.toMatch(/#\p{L}+/u)
    for (const plataforma of ALL_PLATFORMS) {
      expect(copy[plataforma].split('\n')[0], plataforma).toMatch(/canabidiol para epilepsia/i)
    }
    // Instagram does not link a URL in a caption: its copy points to the bio, even with a chosen post.
    const withLink = writeOfflineSocial({ tema, plataforma: 'instagram', variant: 0, link: LINK }).conteudo
    expect(withLink).toContain('Texto completo no blog — link na bio.')
    expect(withLink).not.toMatch(/https?:\/\//)
    expect(attachLink('Um texto de outro modelo.', 'instagram', LINK)).toBe(
      'Um texto de outro modelo.\n\nTexto completo no blog — link na bio.',
    )
    for (const plataforma of ['facebook', 'linkedin'] as const) {
      const copy = writeOfflineSocial({ tema, plataforma, variant: 0, link: LINK }).conteudo
      expect(copy, plataforma).toContain(`Leia o texto completo no blog: ${LINK}`)
    }
  })

  it('never doubles a colon when the theme is a title that has one (a published post chosen)', () => {
    const tema = 'Autismo: o que os estudos dizem sobre o canabidiol'
    for (const plataforma of ALL_PLATFORMS) {
      for (const variant of [0, 1, 2, 3, 4, 5]) {
        const { titulo, conteudo } = writeOfflineSocial({ tema, plataforma, variant })
        const opening = conteudo.split('\n')[0]
        expect(opening, `${plataforma} ${variant}`).toMatch(/autismo: o que os estudos dizem/i)
        expect(opening.split(':').length - 1, opening).toBe(1)
        expect(titulo.split(':').length - 1, titulo).toBeLessThanOrEqual(1)
      }
    }
    expect(writeOfflineSocial({ tema, plataforma: 'instagram', variant: 0 }).conteudo.split('\n')[0]).toBe(
      '🌱 Autismo: o que os estudos dizem sobre o canabidiol — o que a ciência já sabe?',
    )
  })

  it('varies with the variant', () => {
    const a = writeOfflineSocial({ tema: THEMES[1], plataforma: 'twitter', variant: 0 }).conteudo
    const b = writeOfflineSocial({ tema: THEMES[1], plataforma: 'twitter', variant: 1 }).conteudo
    expect(a).not.toBe(b)
  })
})

describe('40 social texts pass the compliance check', () => {
  const cases = THEMES.flatMap((tema, i) => ALL_PLATFORMS.map((plataforma) => ({ tema, plataforma, variant: i % 3 })))

  it('has 40 cases', () => {
    expect(cases).toHaveLength(40)
  })

  it.each(cases)('$plataforma · $tema: no blocking finding, within the limit', ({ tema, plataforma, variant }) => {
    const link = variant === 1 ? LINK.replace('utm_source=twitter', `utm_source=${plataforma}`) : undefined
    const { conteudo } = writeOfflineSocial({ tema, plataforma, variant, link })
    const findings = checkCompliance(conteudo, testCompliancePack()).map((f) => `${f.ruleId}: ${f.match}`)
    expect(findings, conteudo).toEqual([])
    const length = plataforma === 'twitter' ? xLength(conteudo) : conteudo.length
    expect(length).toBeLessThanOrEqual(PLATFORMS[plataforma].maxChars)
  })
})
