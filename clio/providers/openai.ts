// Any OpenAI-compatible service (OpenAI, Azure-style gateways, local servers that speak the same
// API): chat completions for text, images/generations for images. The key stays here, server side.
import type { OpenAiSettings } from '../config.ts'
import { IMAGE_SIZES, PLATFORMS, type Draft, type ImageSize, type ImageStyle, type Platform } from '../contract.ts'
import { providerFailed } from '../http/clio-error.ts'
import { fitToLength } from '../offline/fold-text.ts'
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
      `Estilo: ${PLATFORMS[platform].style}.`
    : '"conteudo" é o HTML do artigo do blog, usando apenas <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em> e <a>: ' +
      'de 4 a 6 seções <h2>, uma seção <h2>Fontes</h2> com uma lista <ul> das fontes citadas e, no fim, ' +
      'um parágrafo <p><em>…</em></p> com o aviso informativo.'
  return [
    'Você é a Clio, assistente de conteúdo de um blog brasileiro de informação sobre cannabis medicinal.',
    ...EDITORIAL_RULES.map((rule) => `- ${rule}`),
    'Responda somente com um objeto JSON com as chaves "titulo" (título do post), "subtitulo" (uma frase de apoio) e "conteudo".',
    format,
  ].join('\n')
}

export function userPrompt(tema: string, variant: number): string {
  return variant > 0
    ? `Tema: ${tema}\nEscreva uma versão nova, diferente das anteriores (variação ${variant}): outro título, outra abordagem e outra ordem das seções.`
    : `Tema: ${tema}`
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
      response_format: { type: 'json_object' },
      temperature: input.variant > 0 ? 0.9 : 0.7,
    }),
  })
  const completion = await readJson<ChatCompletion>(call, response)
  const content = completion.choices?.[0]?.message?.content
  if (typeof content !== 'string') throw providerFailed(call.failure, `${call.provider} returned no message content`)
  let draft: Partial<Record<keyof Draft, unknown>>
  try {
    draft = JSON.parse(content) as typeof draft
  } catch {
    throw providerFailed(call.failure, `${call.provider} returned a message that is not JSON: ${content.slice(0, 200)}`)
  }
  for (const key of ['titulo', 'subtitulo', 'conteudo'] as const) {
    if (typeof draft[key] !== 'string' || !(draft[key] as string).trim()) {
      throw providerFailed(call.failure, `${call.provider} returned JSON without a non-empty "${key}" string`)
    }
  }
  const conteudo = (draft.conteudo as string).trim()
  return {
    titulo: (draft.titulo as string).trim(),
    subtitulo: (draft.subtitulo as string).trim(),
    // A model may overshoot the platform's limit; the app must never receive copy it cannot post.
    conteudo: input.plataforma ? fitToLength(conteudo, PLATFORMS[input.plataforma].maxChars) : conteudo,
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
