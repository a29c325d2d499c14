import { describe, expect, it } from 'vitest'
import { draftExtras } from '@/features/clio/api/ai-drafts'
import { suggestCategory, suggestTags } from '@/features/clio/utils/suggest-taxonomy'

const CATEGORIES = [
  { id: '1', name: 'Pesquisas', slug: 'pesquisas' },
  { id: '2', name: 'Tratamentos', slug: 'tratamentos' },
  { id: '3', name: 'Legislação', slug: 'legislacao' },
  { id: '4', name: 'Notícias', slug: 'noticias' },
]

describe('suggestCategory', () => {
  it.each([
    ['canabidiol para epilepsia refratária em crianças', 'tratamentos'],
    ['o que a Anvisa permite hoje: RDC e importação', 'legislacao'],
    ['habeas corpus para cultivo doméstico', 'legislacao'],
    ['o que dizem os estudos clínicos sobre dor crônica', 'pesquisas'],
    ['novidades do mercado de cannabis no Brasil', 'noticias'],
  ])('"%s" → %s', (theme, slug) => {
    expect(suggestCategory(theme, CATEGORIES)?.slug).toBe(slug)
  })

  it('takes a suggestion the draft carries when it names an active category, and only active ones', () => {
    expect(suggestCategory('dor crônica', CATEGORIES, 'Legislação')?.slug).toBe('legislacao')
    expect(suggestCategory('dor crônica', CATEGORIES, 'Culinária')?.slug).toBe('tratamentos')
    expect(
      suggestCategory(
        'a lei de drogas',
        CATEGORIES.filter((c) => c.slug !== 'legislacao'),
      )?.slug,
    ).not.toBe('legislacao')
    expect(suggestCategory('qualquer coisa', [])).toBeNull()
  })
})

describe('suggestTags', () => {
  it('gives 3–5 short tags, never the whole theme', () => {
    const theme = 'canabidiol para epilepsia refratária em crianças'
    const tags = suggestTags(theme)
    expect(tags).toEqual(['canabidiol', 'epilepsia', 'epilepsia refratária', 'pediatria'])
    expect(tags).not.toContain(theme)
  })

  it('tops up a short theme to 3 and caps a long one at 5, without duplicates', () => {
    expect(suggestTags('sono')).toEqual(['sono', 'cannabis medicinal', 'canabidiol'])
    const long = suggestTags('CBD, THC, dor, sono, ansiedade, autismo e insônia em idosos')
    expect(long).toHaveLength(5)
    expect(new Set(long.map((t) => t.toLowerCase())).size).toBe(5)
    expect(suggestTags('CBD e canabidiol')).toEqual(['canabidiol', 'cannabis medicinal', 'saúde'])
  })

  it('keeps tags the draft suggests (short ones), then fills from the theme', () => {
    expect(suggestTags('dor crônica', ['#dor', 'fibromialgia', 'x'.repeat(40)])).toEqual([
      'dor',
      'fibromialgia',
      'crônica',
    ])
  })
})

describe('draftExtras', () => {
  it('keeps structured references, notes and key points when the draft has them, nothing otherwise', () => {
    expect(draftExtras({ titulo: 'T' })).toEqual({
      referencias: [],
      notas: '',
      categoria_sugerida: null,
      tags_sugeridas: [],
      pontos_chave: [],
    })
    expect(
      draftExtras({
        references: [{ authors: 'Devinsky O', title: 'Trial', year: 2017, extra: 'x' }, 'lixo', {}],
        notes: ['Modo offline.', 'Sem dados sobre crianças.'],
        suggested_category: ' Pesquisas ',
        tags: ['epilepsia', 3, 'pediatria'],
        keyPoints: [' Um. ', 7, '', 'Dois.', 'Três.', 'Quatro.', 'Cinco.', 'Seis.'],
      }),
    ).toEqual({
      referencias: [{ authors: 'Devinsky O', title: 'Trial', year: 2017 }],
      notas: 'Modo offline.\nSem dados sobre crianças.',
      categoria_sugerida: 'Pesquisas',
      tags_sugeridas: ['epilepsia', 'pediatria'],
      pontos_chave: ['Um.', 'Dois.', 'Três.', 'Quatro.', 'Cinco.'],
    })
  })
})
