// The offline drafting model through the API: blog drafts with a plan (introduction, sections that
// belong to their headings, conclusion, disclaimer), references as data with [n] markers, notes to
// the editor outside the text, deterministic per theme, different on regenerate; social copy within
// each limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLATFORMS, type Draft, type Platform } from '../../clio/contract.ts'
import { TOPICS } from '../../clio/offline/corpus.ts'
import { SOURCES } from '../../clio/offline/sources.ts'
import { startTestClio, type TestClio } from '../utils/clio-test-env.ts'
import type { SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
let clio: TestClio
let staff: SignedInUser

beforeAll(async () => {
  clio = await startTestClio(t())
  staff = await t().signUpUser()
})
afterAll(async () => {
  await clio?.close()
})

async function generate(tema: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await clio.post(
    '/api/generate',
    { tema, gerar_imagem: false, estilo_imagem: 'realista', ...extra },
    staff.accessToken,
  )
  expect(status).toBe(200)
  return body.conteudo as Required<Draft>
}

async function regenerate(tema: string, plataforma?: Platform) {
  const { status, body } = await clio.post('/api/regenerate-text', { tema, plataforma }, staff.accessToken)
  expect(status).toBe(200)
  return body.conteudo as { titulo: string; subtitulo: string; conteudo: string }
}

const contentHeadings = (html: string) =>
  [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]).filter((heading) => heading !== 'Em resumo')

/** Each section's heading and paragraphs (markers left out). */
const sectionsOf = (html: string) =>
  html
    .split(/<h2>/)
    .slice(1)
    .map((part) => ({
      heading: part.slice(0, part.indexOf('</h2>')),
      paragraphs: [...part.matchAll(/<p>(.*?)<\/p>/g)].map((m) =>
        m[1].replace(/<a [^>]*class="ref-marker"[^>]*>\[\d+\]<\/a>/g, ''),
      ),
    }))

const words = (text: string) =>
  new Set(
    (
      text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .match(/[a-z]{4,}/g) ?? []
    ).map((w) => w.slice(0, 6)),
  )

const MACHINE_NOTE = 'Rascunho gerado localmente pela Clio (modo offline)'

describe('clio offline: blog drafts', () => {
  it.each([
    'Canabidiol na epilepsia refratária',
    'Cannabis medicinal e dor crônica',
    'Regulação da Anvisa para produtos de cannabis',
    'Receitas de bolo de cenoura',
  ])(
    'drafts "%s" with an introduction, sections, a conclusion, the disclaimer and notes, no machine note in the text',
    async (tema) => {
      const draft = await generate(tema)
      expect(draft.titulo).toContain(tema.charAt(0).toUpperCase())
      expect(draft.subtitulo.length).toBeGreaterThan(20)
      const html = draft.conteudo
      expect(html).not.toContain(MACHINE_NOTE)
      expect(draft.notes[0]).toContain(MACHINE_NOTE)
      expect(html.startsWith('<p>')).toBe(true)
      const headings = contentHeadings(html)
      expect(headings.length).toBeGreaterThanOrEqual(2)
      expect(headings.length).toBeLessThanOrEqual(5)
      expect(html).toMatch(
        /<h2>Em resumo<\/h2>\n<p>.+<\/p>\n<p><em>[^<]*informativo[^<]*não substitui[^<]*<\/em><\/p>$/,
      )
      // Every section has at least one paragraph after its heading.
      expect(
        html
          .split(/<h2>/)
          .slice(1)
          .every((section) => section.includes('<p>')),
      ).toBe(true)
      expect(draft.references.length).toBeGreaterThan(0)
      expect(['pesquisas', 'tratamentos', 'legislacao', 'noticias']).toContain(draft.suggestedCategory)
      expect(draft.tags.length).toBeGreaterThanOrEqual(3)
      expect(draft.tags.length).toBeLessThanOrEqual(5)
      // Pontos-chave: 3–5 lines a post accepts, each a sentence the text itself says.
      expect(draft.keyPoints.length).toBeGreaterThanOrEqual(3)
      expect(draft.keyPoints.length).toBeLessThanOrEqual(5)
      const text = html.replace(/<[^>]+>/g, '')
      for (const point of draft.keyPoints) {
        expect(point.length).toBeLessThanOrEqual(240)
        expect(text).toContain(point)
      }
    },
  )

  describe('"canabidiol para epilepsia refratária em crianças"', () => {
    const tema = 'canabidiol para epilepsia refratária em crianças'

    it('has sections whose paragraphs share key terms with their heading', async () => {
      const { conteudo } = await generate(tema)
      const sections = sectionsOf(conteudo).filter((s) => s.heading !== 'Em resumo')
      expect(sections.length).toBeGreaterThanOrEqual(3)
      for (const section of sections) {
        const heading = words(section.heading)
        for (const paragraph of section.paragraphs) {
          expect(
            [...words(paragraph)].some((w) => heading.has(w)),
            `${section.heading} / ${paragraph.slice(0, 60)}`,
          ).toBe(true)
        }
      }
      expect(conteudo).not.toMatch(/A outra via/)
    })

    it('speaks about children: the introduction addresses their families, a section is about them', async () => {
      const draft = await generate(tema)
      const [intro] = draft.conteudo.match(/^<p>(.*?)<\/p>/)!
      expect(intro).toMatch(/famílias de crianças/)
      expect(draft.subtitulo).toMatch(/crianças/)
      expect(contentHeadings(draft.conteudo)[0]).toMatch(/infância/)
      expect(draft.conteudo).toContain('crianças e jovens com síndrome de Dravet')
      expect(draft.tags).toContain('crianças')
      expect(draft.tags).toContain('epilepsia')
      expect(draft.suggestedCategory).toBe('tratamentos')
    })

    it('cites with markers numbered in order of first citation, one reference per number', async () => {
      const draft = await generate(tema)
      const numbers = [
        ...draft.conteudo.matchAll(/<a href="#ref-(\d+)" class="ref-marker" data-ref="\1">\[\1\]<\/a>/g),
      ].map((m) => Number(m[1]))
      expect(numbers.length).toBeGreaterThan(0)
      const firstSeen = [...new Set(numbers)]
      expect(firstSeen).toEqual(firstSeen.map((_, i) => i + 1))
      expect(firstSeen.length).toBe(draft.references.length)
      expect(draft.references[0]).toMatchObject({
        title: 'Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome',
        year: 2017,
        doi: '10.1056/NEJMoa1611618',
      })
      // Every paragraph of a section states a sourced fact: each carries a marker.
      for (const part of draft.conteudo.split(/<h2>/).slice(1)) {
        for (const [p] of part.matchAll(/<p>.*?<\/p>/g)) if (!p.startsWith('<p><em>')) expect(p).toContain('ref-marker')
      }
      for (const reference of draft.references) {
        expect(
          Object.keys(reference).every((k) =>
            ['authors', 'title', 'container', 'year', 'doi', 'pmid', 'url'].includes(k),
          ),
        ).toBe(true)
      }
    })

    it('has notes for the editor, outside the text', async () => {
      const draft = await generate(tema)
      expect(draft.notes.length).toBeGreaterThan(0)
      for (const note of draft.notes) expect(draft.conteudo).not.toContain(note)
    })
  })

  it('says in the notes, not in the text, what the material does not cover', async () => {
    const elderly = await generate('Cannabis para dor crônica em idosos')
    expect(elderly.notes.join(' ')).toMatch(/não tem material específico sobre pessoas idosas/)
    expect(elderly.conteudo).not.toMatch(/não tem material/)
    const cake = await generate('Receitas de bolo de cenoura')
    expect(cake.notes.join(' ')).toContain('não tem material específico sobre “Receitas de bolo de cenoura”')
    expect(contentHeadings(cake.conteudo).length).toBeLessThanOrEqual(2)
  })

  it('picks the theme’s own topics first (epilepsy sources for an epilepsy theme)', async () => {
    const html = (await generate('Canabidiol na epilepsia refratária')).conteudo
    expect(contentHeadings(html)[0]).toMatch(/epileps/i)
    expect(html).toContain('Dravet')
    expect(html).toContain('New England Journal of Medicine')
  })

  it('escapes the theme in the HTML', async () => {
    const html = (await generate('<script>alert(1)</script> e epilepsia')).conteudo
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })

  it('gives the same draft for the same theme', async () => {
    const first = await generate('Cannabis e esclerose múltipla')
    const second = await generate('Cannabis e esclerose múltipla')
    expect(second).toEqual(first)
  })

  it('gives a different draft on each regenerate, and the same again for the same variant', async () => {
    const tema = 'Cannabis em cuidados paliativos'
    const original = await generate(tema)
    const first = await regenerate(tema)
    const second = await regenerate(tema)
    expect(first.titulo).not.toBe(original.titulo)
    expect(second.titulo).not.toBe(first.titulo)
    expect(second.conteudo).not.toBe(first.conteudo)
    for (const draft of [first, second]) {
      expect(contentHeadings(draft.conteudo).length).toBeGreaterThanOrEqual(2)
      expect(draft.conteudo).toContain('class="ref-marker"')
    }
    const replay = await clio.post('/api/regenerate-text', { tema, variante: 1 }, staff.accessToken)
    expect(replay.body.conteudo).toEqual(first)
  })
})

describe('clio offline: social copy', () => {
  it.each(Object.keys(PLATFORMS) as Platform[])(
    'keeps %s copy plain text within the platform limit, on generate and regenerate',
    async (plataforma) => {
      for (const tema of ['Canabidiol na epilepsia refratária', 'x'.repeat(400)]) {
        const drafts = [await generate(tema, { plataforma }), await regenerate(tema, plataforma)]
        for (const { conteudo } of drafts) {
          expect(conteudo.length).toBeLessThanOrEqual(PLATFORMS[plataforma].maxChars)
          expect(conteudo).not.toMatch(/<\/?(p|h2|ul|li|em)>/)
        }
      }
    },
  )

  it('keeps twitter copy at most 280 characters including hashtags and emoji', async () => {
    for (const tema of ['Cannabis e ansiedade', 'Política internacional de drogas e a decisão da ONU em 2020']) {
      for (const draft of [await generate(tema, { plataforma: 'twitter' }), await regenerate(tema, 'twitter')]) {
        expect(draft.conteudo.length).toBeLessThanOrEqual(280)
        expect(draft.conteudo).toMatch(/#CannabisMedicinal/)
      }
    }
  })

  it('puts relevant hashtags on instagram copy', async () => {
    const { conteudo } = await generate('Canabidiol na epilepsia', { plataforma: 'instagram' })
    expect(conteudo).toContain('#CannabisMedicinal')
    expect(conteudo).toContain('#Epilepsia')
  })
})

describe('clio offline: the corpus', () => {
  const paragraphs = TOPICS.flatMap((topic) => topic.paragraphs)

  it('has at least 40 paragraphs over the required topics, each with a known source', () => {
    expect(paragraphs.length).toBeGreaterThanOrEqual(40)
    for (const id of [
      'epilepsia',
      'dor-cronica',
      'sono',
      'ansiedade',
      'autismo',
      'paliativos-oncologia',
      'esclerose-multipla',
      'efeitos-adversos',
      'cbd-thc',
      'sistema-endocanabinoide',
      'regulacao-brasil',
      'prescricao',
      'internacional',
      'limites-pesquisa',
    ]) {
      expect(
        TOPICS.some((topic) => topic.id === id),
        id,
      ).toBe(true)
    }
    for (const paragraph of paragraphs) {
      expect(paragraph.sources.length).toBeGreaterThan(0)
      for (const source of paragraph.sources) expect(SOURCES).toHaveProperty(source)
    }
  })

  it('makes no dosing, purchase or cure claims', () => {
    for (const { text } of paragraphs) {
      expect(text).not.toMatch(/\d\s*(mg|ml|gotas)\b/i)
      expect(text).not.toMatch(/\b(compre|comprar|adquira|loja|desconto|frete)\b/i)
      expect(text).not.toMatch(/\b(cura|curar|garant\w*|milagr\w*)\b/i)
    }
  })
})
