// @vitest-environment node
// The offline outline (clio/offline/draft-writer.ts): which topics and audiences a theme names,
// which sections and paragraphs a draft gets, and that its markers are the post editor's own.
import { describe, expect, it } from 'vitest'
import { markerHtml, markerNumbers } from '@/lib/references/markers'
import { citationOrder, referenceMarker, renderOutline } from '../../../clio/draft-outline.ts'
import { TOPICS } from '../../../clio/offline/corpus.ts'
import { matchAudiences, matchTopics, planDraft, writeOfflineDraft } from '../../../clio/offline/draft-writer.ts'
import { keyTerms, sharedTerms } from '../../../clio/offline/key-terms.ts'

const ids = (topics: { id: string }[]) => topics.map((t) => t.id)

describe('qualifier matching', () => {
  it.each([
    ['Cannabis e dor neuropática', 'dor-cronica'],
    ['Canabidiol para insônia e sono', 'sono'],
    ['Ansiedade social e canabidiol', 'ansiedade'],
    ['Epilepsia refratária', 'epilepsia'],
    ['Cannabis no autismo', 'autismo'],
    ['Legislação brasileira sobre cannabis', 'regulacao-brasil'],
  ])('"%s" names the topic %s first', (theme, id) => {
    expect(ids(matchTopics(theme))[0]).toBe(id)
  })

  it.each([
    ['canabidiol para epilepsia em crianças', ['criancas']],
    ['Cannabis na infância e adolescência', ['criancas']],
    ['Dor crônica em idosos', ['idosos']],
    ['Cannabis na gravidez', ['gestantes']],
    ['Gestantes e lactantes: riscos', ['gestantes']],
    ['Canabidiol e epilepsia', []],
  ])('"%s" names the audiences %j', (theme, audiences) => {
    expect(matchAudiences(theme).map((a) => a.id)).toEqual(audiences)
  })
})

describe('outline choice', () => {
  it('puts the subject first, with paragraphs about the named audience and a heading for it', () => {
    const plan = planDraft('canabidiol para epilepsia refratária em crianças', 0)
    expect(plan.sections[0].topic.id).toBe('epilepsia')
    expect(plan.sections[0].heading).toMatch(/infância/)
    expect(plan.sections[0].paragraphs.every((p) => p.audiences?.includes('criancas'))).toBe(true)
    expect(plan.coveredAudiences.map((a) => a.id)).toEqual(['criancas'])
    expect(plan.conclusion.length).toBeGreaterThan(0)
  })

  it('keeps every section’s paragraphs within its own topic, in corpus order, after what they refer back to', () => {
    for (const theme of [
      'Regulação da Anvisa e importação',
      'Efeitos adversos em gestantes',
      'Sistema endocanabinoide',
    ]) {
      for (const variant of [0, 1, 2, 3]) {
        for (const section of planDraft(theme, variant).sections) {
          const indexes = section.paragraphs.map((p) => section.topic.paragraphs.indexOf(p))
          expect(indexes.every((i) => i >= 0)).toBe(true)
          expect(indexes).toEqual([...indexes].sort((a, b) => a - b))
          for (const p of section.paragraphs) {
            if (p.follows !== undefined) expect(indexes).toContain(p.follows)
          }
        }
      }
    }
  })

  it('never lets a paragraph open by referring back unless it declares what it follows', () => {
    for (const topic of TOPICS) {
      topic.paragraphs.forEach((p) => {
        if (/^(A outra|Por isso|Esses|Essas|Esse|Essa|O mesmo)\b/.test(p.text)) expect(p.follows, p.text).toBeDefined()
      })
    }
  })

  it('picks headings that share key terms with every paragraph under them', () => {
    const plan = planDraft('Cannabis medicinal e dor crônica', 0)
    for (const section of plan.sections) {
      const heading = keyTerms(section.heading)
      for (const p of section.paragraphs)
        expect(sharedTerms(heading, keyTerms(p.text)), section.heading).toBeGreaterThan(0)
    }
  })

  it('does not pad an uncovered theme: two general sections and a note, nothing in the text', () => {
    const draft = writeOfflineDraft({ tema: 'Receitas de bolo de cenoura', variant: 0 })
    expect(planDraft('Receitas de bolo de cenoura', 0).sections).toHaveLength(2)
    expect(draft.notes?.join(' ')).toMatch(/não tem material específico/)
    expect(draft.conteudo).not.toMatch(/não tem material|Rascunho gerado/)
  })

  it('notes an audience and theme words the material does not cover', () => {
    expect(planDraft('Dor crônica em idosos', 0).notes.join(' ')).toMatch(/pessoas idosas/)
    expect(planDraft('Canabidiol e Parkinson', 0).notes.join(' ')).toMatch(/“parkinson”/)
    expect(planDraft('Canabidiol e epilepsia', 0).notes).toHaveLength(1)
  })

  it('writes a subtitle that summarises this draft, not a template', () => {
    const a = writeOfflineDraft({ tema: 'canabidiol para epilepsia refratária em crianças', variant: 0 })
    const b = writeOfflineDraft({ tema: 'Cultivo e decisões judiciais', variant: 0 })
    expect(a.subtitulo).toMatch(/^Com foco em crianças e adolescentes: os ensaios do canabidiol/)
    expect(a.subtitulo).toMatch(new RegExp(`com ${a.references?.length} referências\\.$`))
    expect(b.subtitulo).toMatch(/decisões judiciais sobre cultivo/)
    expect(b.subtitulo).not.toMatch(/sem promessas nem exageros/)
  })
})

describe('reference markers', () => {
  it('writes the post editor’s marker, which the editor reads back', () => {
    for (const n of [1, 2, 12]) {
      expect(referenceMarker(n)).toBe(markerHtml(n))
      expect(markerNumbers(`<p>x${referenceMarker(n)}</p>`)).toEqual([n])
    }
  })

  it('numbers references in order of first citation and lists each once', () => {
    const outline = {
      intro: { text: 'Intro', cites: [] },
      sections: [
        {
          heading: 'A',
          paragraphs: [
            { text: 'a1', cites: ['y', 'x'] },
            { text: 'a2', cites: ['x'] },
          ],
        },
        { heading: 'B', paragraphs: [{ text: 'b1', cites: ['z'] }] },
      ],
      conclusion: { heading: 'Em resumo', paragraphs: [{ text: 'c', cites: ['z', 'y'] }] },
      disclaimer: 'Aviso <informativo>',
    }
    expect(citationOrder(outline)).toEqual(['y', 'x', 'z'])
    const { html, references } = renderOutline(outline, (key) => ({ title: key }))
    expect(references).toEqual([{ title: 'y' }, { title: 'x' }, { title: 'z' }])
    expect(markerNumbers(html)).toEqual([1, 2, 2, 3, 1, 3])
    expect(html).toContain(`<p>a1${markerHtml(1)}${markerHtml(2)}</p>`)
    expect(html).toContain('&#60;informativo&#62;')
  })

  it('gives every offline draft references that match its markers', () => {
    for (const tema of ['Cannabis e ansiedade', 'Cultivo e decisões judiciais', 'Política internacional']) {
      const draft = writeOfflineDraft({ tema, variant: 1 })
      const numbers = new Set(markerNumbers(draft.conteudo))
      expect(numbers.size).toBe(draft.references?.length)
      expect(Math.max(...numbers)).toBe(draft.references?.length)
    }
  })
})
