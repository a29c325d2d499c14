// The offline drafting model through the API: blog drafts with 4–6 sections, sources and the
// disclaimer, deterministic per theme, different on regenerate; social copy within each limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLATFORMS, type Platform } from '../../clio/contract.ts'
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
  return body.conteudo as { titulo: string; subtitulo: string; conteudo: string }
}

async function regenerate(tema: string, plataforma?: Platform) {
  const { status, body } = await clio.post('/api/regenerate-text', { tema, plataforma }, staff.accessToken)
  expect(status).toBe(200)
  return body.conteudo as { titulo: string; subtitulo: string; conteudo: string }
}

const contentHeadings = (html: string) =>
  [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]).filter((heading) => heading !== 'Fontes')

describe('clio offline: blog drafts', () => {
  it.each([
    'Canabidiol na epilepsia refratária',
    'Cannabis medicinal e dor crônica',
    'Regulação da Anvisa para produtos de cannabis',
    'Receitas de bolo de cenoura',
  ])('drafts "%s" with 4–6 sections, a Fontes list, the disclaimer and the offline marker', async (tema) => {
    const draft = await generate(tema)
    expect(draft.titulo).toContain(tema.charAt(0).toUpperCase())
    expect(draft.subtitulo.length).toBeGreaterThan(20)
    const html = draft.conteudo
    expect(html.startsWith('<p><em>Rascunho gerado localmente pela Clio (modo offline)')).toBe(true)
    const headings = contentHeadings(html)
    expect(headings.length).toBeGreaterThanOrEqual(4)
    expect(headings.length).toBeLessThanOrEqual(6)
    expect(html).toMatch(/<h2>Fontes<\/h2>\s*<ul>(<li>.+?<\/li>)+<\/ul>/)
    expect(html).toMatch(/<p><em>[^<]*informativo[^<]*não substitui[^<]*<\/em><\/p>$/)
    // Every section has at least one paragraph after its heading.
    expect(
      html
        .split(/<h2>/)
        .slice(1, -1)
        .every((section) => section.includes('<p>')),
    ).toBe(true)
  })

  it('picks the theme’s own topics first (epilepsy sources for an epilepsy theme)', async () => {
    const html = (await generate('Canabidiol na epilepsia refratária')).conteudo
    expect(contentHeadings(html)[0]).toMatch(/epileps/i)
    expect(html).toContain('Dravet')
    expect(html).toContain('New England Journal of Medicine')
  })

  it('says so when the corpus has nothing on the theme instead of inventing', async () => {
    const html = (await generate('Receitas de bolo de cenoura')).conteudo
    expect(html).toContain('não tem material específico')
  })

  it('escapes the theme in the HTML', async () => {
    const html = (await generate('<script>alert(1)</script> e epilepsia')).conteudo
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#60;script&#62;')
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
      expect(contentHeadings(draft.conteudo).length).toBeGreaterThanOrEqual(4)
      expect(draft.conteudo).toContain('<h2>Fontes</h2>')
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
