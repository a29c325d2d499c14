// Any OpenAI-compatible service (OpenAI, Azure-style gateways, local servers that speak the same
// API): chat completions for text, images/generations for images. The key stays here, server side.
import type { OpenAiSettings } from '../config.ts'
import {
  IMAGE_SIZES,
  KEY_POINT_MAX,
  PLATFORMS,
  SUGGESTED_CATEGORIES,
  type Draft,
  type DraftReference,
  type ImageSize,
  type ImageStyle,
  type Platform,
} from '../contract.ts'
import { renderOutline, type DraftOutline, type OutlineParagraph } from '../draft-outline.ts'
import { providerFailed } from '../http/clio-error.ts'
import { fitToLength } from '../offline/fold-text.ts'
import { DISCLAIMER } from '../offline/theme-wording.ts'
import { providerFetch, readBytes, readJson, type Deadline, type ProviderCall } from './deadline.ts'

const PROVIDER = 'OpenAI-compatible provider'
const MAX_IMAGE_BYTES = 25 * 1024 * 1024

/** Sizes gpt-image-1 renders natively; anything else is generated at the nearest and cropped. */
export const NATIVE_IMAGE_SIZES = ['1024x1024', '1024x1536', '1536x1024'] as const

export function nearestNativeSize(size: ImageSize): (typeof NATIVE_IMAGE_SIZES)[number] {
  const { width, height } = IMAGE_SIZES[size]
  const ratio = Math.log(width / height)
  let best: (typeof NATIVE_IMAGE_SIZES)[number] = NATIVE_IMAGE_SIZES[0]
  for (const native of NATIVE_IMAGE_SIZES) {
    const [w, h] = native.split('x').map(Number)
    const [bw, bh] = best.split('x').map(Number)
    if (Math.abs(Math.log(w / h) - ratio) < Math.abs(Math.log(bw / bh) - ratio)) best = native
  }
  return best
}

const EDITORIAL_RULES = [
  'Escreva em português do Brasil, com tom sóbrio, factual e acessível, para pacientes, familiares e profissionais de saúde.',
  'Baseie-se em fontes públicas e reconhecidas (Anvisa, Conselho Federal de Medicina, Organização Mundial da Saúde, revisões Cochrane, ensaios clínicos publicados em periódicos revisados por pares) e cite-as pelo nome e ano.',
  'Nunca invente estudos, números, autores, decisões ou links; se não tiver certeza de um dado, não o use.',
  'Não prometa cura nem resultados; apresente benefícios e limites da evidência com equilíbrio.',
  'Não dê instruções de dose, posologia, concentração ou modo de uso.',
  'Não cite marcas, empresas, produtos comerciais nem preços, e não faça chamadas para compra.',
  'Inclua um aviso de que o conteúdo é informativo e não substitui a orientação de um profissional de saúde.',
]

export function systemPrompt(platform?: Platform): string {
  const format = platform
    ? `"conteudo" é um texto simples (sem HTML e sem Markdown) para publicação no ${PLATFORMS[platform].label}, ` +
      `com no máximo ${PLATFORMS[platform].maxChars} caracteres contando hashtags e emojis. ` +
      `Estilo: ${PLATFORMS[platform].style}. Em "referencias", as fontes em que o texto se apoia.`
    : [
        'Escreva um rascunho de artigo em partes, sem HTML: "introducao" apresenta o tema e o público a quem se dirige, sem afirmar fatos;',
        '"secoes" são de 3 a 5 seções, cada uma com um "titulo" e parágrafos que tratam exatamente do que o título anuncia;',
        'nenhum parágrafo se refere a algo que o texto ainda não disse ("a outra via", "esses estudos");',
        '"conclusao" resume o que as seções mostraram, sem fatos novos.',
        'Todo parágrafo das seções e da conclusão afirma só o que suas fontes sustentam e lista em "referencias" os números (a partir de 1) das fontes que cita, na lista "referencias" do objeto.',
        'Cada fonte traz os campos authors, title, container (periódico ou órgão), year, doi, pmid e url; use null no que não souber com certeza.',
        'Em "notas", diga ao editor o que o rascunho não cobre do tema ou o que precisa ser conferido; nunca ponha essas notas no texto.',
        '"categoria" é uma de: pesquisas, tratamentos, legislacao, noticias; "tags" são de 3 a 5 palavras-chave curtas, em minúsculas.',
        `"pontos_chave" são de 3 a 5 frases curtas (até ${KEY_POINT_MAX} caracteres cada) que resumem o que o texto diz, para quem lê primeiro o resumo; nenhum fato que o texto não traga.`,
      ].join(' ')
  return [
    'Você é a Clio, assistente de conteúdo de um blog brasileiro de informação sobre cannabis medicinal.',
    ...EDITORIAL_RULES.map((rule) => `- ${rule}`),
    'Responda somente com um objeto JSON no formato do esquema pedido, com "titulo" (título do post), "subtitulo" (uma frase que resume este texto) e o conteúdo.',
    format,
  ].join('\n')
}

export function userPrompt(tema: string, variant: number): string {
  return variant > 0
    ? `Tema: ${tema}\nEscreva uma versão nova, diferente das anteriores (variação ${variant}): outro título, outra abordagem e outra ordem das seções.`
    : `Tema: ${tema}`
}

const nullableString = { type: ['string', 'null'] }
const REFERENCE_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['authors', 'title', 'container', 'year', 'doi', 'pmid', 'url'],
    properties: {
      authors: nullableString,
      title: { type: 'string' },
      container: nullableString,
      year: { type: ['integer', 'null'] },
      doi: nullableString,
      pmid: nullableString,
      url: nullableString,
    },
  },
}
const PARAGRAPHS_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['texto', 'referencias'],
    properties: { texto: { type: 'string' }, referencias: { type: 'array', items: { type: 'integer' } } },
  },
}

/** The JSON schema of the answer (OpenAI structured outputs, strict: every key required, null for unknown). */
export function draftSchema(platform?: Platform) {
  const properties = platform
    ? {
        titulo: { type: 'string' },
        subtitulo: { type: 'string' },
        conteudo: { type: 'string' },
        referencias: REFERENCE_SCHEMA,
      }
    : {
        titulo: { type: 'string' },
        subtitulo: { type: 'string' },
        introducao: { type: 'string' },
        secoes: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['titulo', 'paragrafos'],
            properties: { titulo: { type: 'string' }, paragrafos: PARAGRAPHS_SCHEMA },
          },
        },
        conclusao: PARAGRAPHS_SCHEMA,
        referencias: REFERENCE_SCHEMA,
        notas: { type: 'array', items: { type: 'string' } },
        categoria: { type: 'string', enum: [...SUGGESTED_CATEGORIES] },
        tags: { type: 'array', items: { type: 'string' } },
        pontos_chave: { type: 'array', items: { type: 'string' } },
      }
  return {
    type: 'json_schema',
    json_schema: {
      name: platform ? 'clio_social_copy' : 'clio_blog_draft',
      strict: true,
      schema: { type: 'object', additionalProperties: false, required: Object.keys(properties), properties },
    },
  }
}

const STYLE_PROMPTS: Record<ImageStyle, string> = {
  realista: 'photorealistic editorial photograph, natural light, shallow depth of field, calm and clinical mood',
  ilustracao: 'flat vector illustration with clean outlines and a soft, friendly palette',
  abstrato: 'abstract geometric composition, balanced shapes, restrained palette',
  criativo: 'vivid, creative mixed-media artwork with bold colours and playful patterns',
}

/** Every image prompt carries these, whatever the title says. */
export const IMAGE_NEGATIVE_CONSTRAINTS =
  'Strictly avoid: no smoking, no smoke, no joints, no pipes; no minors, no children; no brands, no logos, ' +
  'no labels, no product packaging or bottles; no text, no letters, no numbers, no watermarks in the image.'

export function imagePrompt(title: string, style: ImageStyle, size: ImageSize): string {
  const orientation = IMAGE_SIZES[size].label
  return (
    `Cover image for an article of a Brazilian medical-cannabis information blog, titled "${title}". ` +
    `Style: ${STYLE_PROMPTS[style]}. Composition suited to ${orientation}, main subject centred so it survives cropping. ` +
    `Sober, scientific and respectful tone (plants, laboratory, healthcare settings, abstract molecular motifs). ` +
    IMAGE_NEGATIVE_CONSTRAINTS
  )
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[]
}

export async function openAiDraft(
  settings: OpenAiSettings,
  fetchImpl: typeof fetch,
  deadline: Deadline,
  input: { tema: string; variant: number; plataforma?: Platform },
): Promise<Draft> {
  const call: ProviderCall = {
    fetch: fetchImpl,
    deadline,
    provider: `${PROVIDER} (POST /chat/completions)`,
    failure: 'Falha ao gerar o texto',
  }
  const response = await providerFetch(call, `${settings.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      model: settings.textModel,
      messages: [
        { role: 'system', content: systemPrompt(input.plataforma) },
        { role: 'user', content: userPrompt(input.tema, input.variant) },
      ],
      response_format: draftSchema(input.plataforma),
      temperature: input.variant > 0 ? 0.9 : 0.7,
    }),
  })
  const completion = await readJson<ChatCompletion>(call, response)
  const content = completion.choices?.[0]?.message?.content
  if (typeof content !== 'string') throw providerFailed(call.failure, `${call.provider} returned no message content`)
  let answer: unknown
  try {
    answer = JSON.parse(content)
  } catch {
    throw providerFailed(call.failure, `${call.provider} returned a message that is not JSON: ${content.slice(0, 200)}`)
  }
  try {
    return draftFromAnswer(answer, settings.textModel, input.plataforma)
  } catch (error) {
    if (error instanceof ContractBreach) {
      throw providerFailed(call.failure, `${call.provider} broke the draft contract: ${error.message}`)
    }
    throw error
  }
}

class ContractBreach extends Error {}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new ContractBreach(`"${where}" is not a non-empty string`)
  return value.trim()
}

function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new ContractBreach(`"${where}" is not an array`)
  return value
}

/** A model's reference as a post reference: only the seven keys, no nulls or blanks (the database refuses them). */
function cleanReference(value: unknown, where: string): DraftReference {
  if (typeof value !== 'object' || value === null) throw new ContractBreach(`"${where}" is not an object`)
  const raw = value as Record<string, unknown>
  const reference: DraftReference = { title: text(raw.title, `${where}.title`) }
  for (const key of ['authors', 'container', 'doi', 'pmid'] as const) {
    if (typeof raw[key] === 'string' && raw[key].trim()) reference[key] = raw[key].trim()
  }
  if (typeof raw.url === 'string' && /^https?:\/\/\S+$/.test(raw.url.trim())) reference.url = raw.url.trim()
  const year = Number(raw.year)
  if (raw.year !== null && Number.isInteger(year) && year > 1500 && year < 2100) reference.year = year
  return reference
}

/** Paragraphs whose every fact names a source: 1-based numbers into the model's reference list. */
function citedParagraphs(value: unknown, where: string, references: number): OutlineParagraph<number>[] {
  const paragraphs = list(value, where).map((item, i) => {
    const raw = (item ?? {}) as Record<string, unknown>
    const cites = list(raw.referencias, `${where}[${i}].referencias`)
    if (cites.length === 0) throw new ContractBreach(`${where}[${i}] cites no source`)
    for (const n of cites) {
      if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > references) {
        throw new ContractBreach(`${where}[${i}] cites ${String(n)}, not one of the ${references} references`)
      }
    }
    return { text: text(raw.texto, `${where}[${i}].texto`), cites: cites as number[] }
  })
  if (paragraphs.length === 0) throw new ContractBreach(`"${where}" is empty`)
  return paragraphs
}

/** The model's key points when they make a set a post accepts (3–5, each one line within the limit); else none. */
function keyPointsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const points = [
    ...new Set(
      value
        .filter((point): point is string => typeof point === 'string')
        .map((point) => point.replace(/\s+/g, ' ').trim()),
    ),
  ].filter((point) => point !== '' && point.length <= KEY_POINT_MAX)
  return points.length >= 3 ? points.slice(0, 5) : []
}

/** The model's answer checked against the contract and written out like an offline draft. */
export function draftFromAnswer(answer: unknown, model: string, platform?: Platform): Draft {
  if (typeof answer !== 'object' || answer === null) throw new ContractBreach('the answer is not an object')
  const raw = answer as Record<string, unknown>
  const titulo = text(raw.titulo, 'titulo')
  const subtitulo = text(raw.subtitulo, 'subtitulo')
  const provenance = `Rascunho escrito pelo modelo ${model} via Clio — confira cada fato e cada referência antes de publicar.`
  if (platform) {
    const conteudo = text(raw.conteudo, 'conteudo')
    const references = Array.isArray(raw.referencias)
      ? raw.referencias.map((item, i) => cleanReference(item, `referencias[${i}]`))
      : []
    // A model may overshoot the platform's limit; the app must never receive copy it cannot post.
    return {
      titulo,
      subtitulo,
      conteudo: fitToLength(conteudo, PLATFORMS[platform].maxChars),
      references,
      notes: [provenance],
    }
  }
  const modelReferences = list(raw.referencias, 'referencias').map((item, i) =>
    cleanReference(item, `referencias[${i}]`),
  )
  if (modelReferences.length === 0) throw new ContractBreach('"referencias" is empty')
  const sections = list(raw.secoes, 'secoes').map((item, i) => {
    const section = (item ?? {}) as Record<string, unknown>
    return {
      heading: text(section.titulo, `secoes[${i}].titulo`),
      paragraphs: citedParagraphs(section.paragrafos, `secoes[${i}].paragrafos`, modelReferences.length),
    }
  })
  if (sections.length < 2) throw new ContractBreach(`"secoes" has ${sections.length} section(s), at least 2 expected`)
  const outline: DraftOutline<number> = {
    intro: { text: text(raw.introducao, 'introducao'), cites: [] },
    sections,
    conclusion: {
      heading: 'Em resumo',
      paragraphs: citedParagraphs(raw.conclusao, 'conclusao', modelReferences.length),
    },
    disclaimer: DISCLAIMER,
  }
  const { html, references } = renderOutline(outline, (n) => modelReferences[n - 1])
  const notes = Array.isArray(raw.notas)
    ? raw.notas.filter((note): note is string => typeof note === 'string' && note.trim() !== '').map((n) => n.trim())
    : []
  const tags = Array.isArray(raw.tags)
    ? [
        ...new Set(
          raw.tags
            .filter((tag): tag is string => typeof tag === 'string')
            .map((tag) => tag.trim().toLocaleLowerCase('pt-BR')),
        ),
      ]
        .filter((tag) => tag && tag.length <= 40)
        .slice(0, 5)
    : []
  const category = SUGGESTED_CATEGORIES.find((c) => c === raw.categoria)
  return {
    keyPoints: keyPointsOf(raw.pontos_chave),
    titulo,
    subtitulo,
    conteudo: html,
    references,
    notes: [provenance, ...notes],
    ...(category ? { suggestedCategory: category } : {}),
    tags,
  }
}

interface ImagesResponse {
  data?: { b64_json?: unknown; url?: unknown }[]
}

/** The provider's image bytes at the nearest native size (the caller crops to the exact size). */
export async function openAiImage(
  settings: OpenAiSettings,
  fetchImpl: typeof fetch,
  deadline: Deadline,
  input: { title: string; style: ImageStyle; size: ImageSize },
): Promise<Buffer> {
  const call: ProviderCall = {
    fetch: fetchImpl,
    deadline,
    provider: `${PROVIDER} (POST /images/generations)`,
    failure: 'Falha ao gerar a imagem',
  }
  const response = await providerFetch(call, `${settings.baseUrl}/images/generations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      model: settings.imageModel,
      prompt: imagePrompt(input.title, input.style, input.size),
      size: nearestNativeSize(input.size),
      n: 1,
    }),
  })
  const body = await readJson<ImagesResponse>(call, response)
  const first = body.data?.[0]
  if (typeof first?.b64_json === 'string' && first.b64_json) return Buffer.from(first.b64_json, 'base64')
  if (typeof first?.url === 'string' && /^https?:\/\//.test(first.url)) {
    const download: ProviderCall = { ...call, provider: `${PROVIDER} (image download)` }
    return readBytes(download, await providerFetch(download, first.url), MAX_IMAGE_BYTES)
  }
  throw providerFailed(call.failure, `${call.provider} returned neither data[0].b64_json nor data[0].url`)
}
