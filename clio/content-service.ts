// What each endpoint does, whichever providers are configured: text from the offline writer or an
// OpenAI-compatible model, images rendered offline or generated and then cropped to the exact
// size, photos from Pexels. Routes (server.ts) only parse input and shape answers.
import { createHash, randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { ClioConfig } from './config.ts'
import {
  IMAGE_SIZES,
  type ClioImage,
  type ClioProvenance,
  type Draft,
  type Generation,
  type ImageSize,
  type ImageStyle,
  type PexelsImage,
  type Platform,
} from './contract.ts'
import { describeError, providerFailed } from './http/clio-error.ts'
import { cleanDraftHtml } from './html-policy.ts'
import type { ImageStore } from './image-store.ts'
import { writeOfflineDraft } from './offline/draft-writer.ts'
import { foldText } from './offline/fold-text.ts'
import { renderOfflineImage } from './offline/image-renderer.ts'
import { attachLink } from './offline/social-copy.ts'
import { writeOfflineSocial } from './offline/social-writer.ts'
import type { Deadline } from './providers/deadline.ts'
import { openAiDraft, openAiImage } from './providers/openai.ts'
import { pexelsNotConfigured, searchPexelsPhoto } from './providers/pexels.ts'

const MAX_COUNTERS = 5000

export interface TextRequest {
  tema: string
  plataforma?: Platform
  /** With `plataforma`: the post the copy links to. */
  link?: string
  variant: number
}

export interface ImageRequest {
  title: string
  style: ImageStyle
  size: ImageSize
  variant: number
}

/** Provider output → JPEG of exactly the asked size (gpt-image sizes and photos rarely match). */
export async function cropToSize(bytes: Buffer, size: ImageSize): Promise<Buffer> {
  const { width, height } = IMAGE_SIZES[size]
  try {
    return await sharp(bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer()
  } catch (error) {
    throw providerFailed(
      'Falha ao processar a imagem',
      `The provider's image could not be decoded: ${describeError(error)}`,
    )
  }
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

// A provider that fails, breaks the draft contract or does not answer in time never costs the
// editor the draft: the offline writer stands in and the answer says so (`fallback`).
async function writeDraft(config: ClioConfig, request: TextRequest, deadline: Deadline): Promise<Draft> {
  const { plataforma, link } = request
  if (!(config.textProvider === 'openai' && config.openai)) return offlineDraft(request)
  try {
    const written = await openAiDraft(config.openai, config.fetch, deadline, request)
    // The model does not count X's link weighting; the link is attached here, within the limit.
    return plataforma && link ? { ...written, conteudo: attachLink(written.conteudo, plataforma, link) } : written
  } catch (error) {
    const failure = deadline.toError('text provider', error)
    const reason =
      failure.status === 504
        ? 'O provedor de IA não respondeu a tempo; a Clio escreveu este rascunho no modo offline.'
        : 'O provedor de IA falhou ou respondeu fora do formato combinado; a Clio escreveu este rascunho no modo offline.'
    const offline = offlineDraft(request)
    return { ...offline, notes: [reason, ...(offline.notes ?? [])], fallback: { reason, details: failure.details } }
  }
}

// Social copy has its own writer (per platform: hook, two or three sentences, hashtags, the link).
function offlineDraft(request: TextRequest): Draft {
  const { plataforma, link } = request
  return plataforma
    ? writeOfflineSocial({ tema: request.tema, plataforma, variant: request.variant, link })
    : writeOfflineDraft(request)
}

async function makeImage(
  config: ClioConfig,
  store: ImageStore,
  request: ImageRequest,
  deadline: Deadline,
): Promise<ClioImage> {
  const { width, height } = IMAGE_SIZES[request.size]
  if (config.imageProvider === 'openai' && config.openai) {
    const raw = await openAiImage(config.openai, config.fetch, deadline, request)
    const name = `ai-${request.style}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}-${width}x${height}.jpg`
    return store.save(name, await cropToSize(raw, request.size))
  }
  // Offline images are a pure function of their inputs: the same name means the same bytes.
  const name = `clio-${request.style}-${shortHash(`${request.title}\n${request.variant}`)}-${width}x${height}.jpg`
  if (store.has(name)) return store.describe(name)
  return store.save(name, await renderOfflineImage({ ...request, title: request.title, width, height }))
}

async function findPexelsPhoto(
  config: ClioConfig,
  store: ImageStore,
  request: { query: string; size: ImageSize },
  deadline: Deadline,
): Promise<PexelsImage> {
  if (!config.pexels) throw pexelsNotConfigured()
  const photo = await searchPexelsPhoto(config.pexels, config.fetch, deadline, request)
  const { width, height } = IMAGE_SIZES[request.size]
  const saved = await store.save(
    `pexels-${photo.photoId}-${width}x${height}.jpg`,
    await cropToSize(photo.bytes, request.size),
  )
  return {
    ...saved,
    photographer: photo.photographer,
    photographer_url: photo.photographerUrl,
    orientation: photo.orientation,
    source: photo.source,
  }
}

export function createContentService(config: ClioConfig, store: ImageStore) {
  // "Regenerar" must give something new each time; counting per theme keeps it deterministic.
  const counters = new Map<string, number>()
  function nextVariant(key: string): number {
    if (counters.size > MAX_COUNTERS) counters.clear()
    const next = (counters.get(key) ?? 0) + 1
    counters.set(key, next)
    return next
  }

  async function draft(request: TextRequest, deadline: Deadline): Promise<Draft> {
    const written = await writeDraft(config, request, deadline)
    // Social copy is plain text; a post's body is HTML and leaves here clean (html-policy.ts).
    return request.plataforma ? written : { ...written, conteudo: cleanDraftHtml(written.conteudo) }
  }

  const image = (request: ImageRequest, deadline: Deadline) => makeImage(config, store, request, deadline)

  return {
    nextTextVariant: (tema: string, plataforma?: Platform) =>
      nextVariant(`text|${plataforma ?? 'blog'}|${foldText(tema)}`),
    nextImageVariant: (title: string, style: ImageStyle, size: ImageSize) =>
      nextVariant(`image|${style}|${size}|${foldText(title)}`),

    draft,
    image,

    /** Who wrote this draft (the answer's `proveniencia`): the offline writer when the provider fell back. */
    provenance(draft?: Draft): ClioProvenance {
      return config.textProvider === 'openai' && config.openai && !draft?.fallback
        ? { modo: 'openai', modelo: config.openai.textModel }
        : { modo: 'offline', modelo: null }
    },

    /** Text first-class, image best effort: an image failure is reported beside a good draft. */
    async generate(
      request: TextRequest & { image: { style: ImageStyle; size: ImageSize } | null },
      deadline: Deadline,
    ): Promise<Generation> {
      const imageJob = request.image
        ? image({ title: request.tema, ...request.image, variant: request.variant }, deadline).then(
            (imagem) => ({ imagem, imagem_error: null }),
            (error: unknown) => ({
              imagem: null,
              imagem_error: `Falha ao gerar a imagem: ${describeError(deadline.toError('image provider', error))}`,
            }),
          )
        : Promise.resolve({ imagem: null, imagem_error: null })
      const [text, pictured] = await Promise.all([draft(request, deadline), imageJob])
      return { ...text, ...pictured }
    },

    pexels: (request: { query: string; size: ImageSize }, deadline: Deadline) =>
      findPexelsPhoto(config, store, request, deadline),
  }
}

export type ContentService = ReturnType<typeof createContentService>
