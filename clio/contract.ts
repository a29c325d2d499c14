// The Clio wire contract, written once: the service validates and answers with it, and the SPA
// builds its selects and types its requests from it (src/lib/clio/constants.ts);
// tests/unit/features/clio/clio-contract.test.ts fails when the two drift apart. The browser bundle
// imports this file, so it stays plain constants and types: no imports, no Node, no zod (the
// service's validation lives in request-input.ts). Field names stay in the API's Portuguese (tema,
// titulo, imagem...). Labels and limits are the product's (docs/product-guide.md#clio-the-ai-assistant).

/** The sizes offered for generated images, in the order the selects list them. */
export const IMAGE_SIZES = {
  '1024x1024': { width: 1024, height: 1024, label: 'Quadrado 1:1', use: 'posts quadrados do Instagram' },
  '1024x1536': { width: 1024, height: 1536, label: 'Retrato 2:3', use: 'Stories e Reels' },
  '1536x1024': { width: 1536, height: 1024, label: 'Paisagem 3:2', use: 'posts em paisagem' },
  '1920x1080': { width: 1920, height: 1080, label: 'Widescreen 16:9', use: 'banners e capas' },
  '1080x1350': { width: 1080, height: 1350, label: 'Instagram Post 4:5', use: 'feed' },
} as const
export type ImageSize = keyof typeof IMAGE_SIZES

export const IMAGE_STYLES = {
  realista: { label: 'Realista' },
  ilustracao: { label: 'Ilustração' },
  abstrato: { label: 'Abstrato' },
  criativo: { label: 'Criativo' },
} as const
export type ImageStyle = keyof typeof IMAGE_STYLES

/** `style` is shown read-only beside the platform and handed to the language model as is. */
export const PLATFORMS = {
  instagram: { label: 'Instagram', maxChars: 2200, style: 'Visual, com hashtags relevantes e tom casual e envolvente' },
  facebook: { label: 'Facebook', maxChars: 63206, style: 'Conversacional e informativo, que estimula a discussão' },
  twitter: { label: 'X', maxChars: 280, style: 'Conciso, direto e impactante, com emojis estratégicos' },
  linkedin: { label: 'LinkedIn', maxChars: 3000, style: 'Profissional e educativo, com insights de valor' },
} as const
export type Platform = keyof typeof PLATFORMS

/** X counts every link as this many characters, whatever its length (t.co wrapping). */
export const X_LINK_LENGTH = 23
const LINK = /https?:\/\/\S+/g

/**
 * A text's length as X counts it for the 280 limit: each link is 23, the rest in UTF-16 units (the
 * safe measure: X weighs emoji as two). The SPA's counter uses it for X, the writers too.
 */
export function xLength(text: string): number {
  return text.replace(LINK, 'x'.repeat(X_LINK_LENGTH)).length
}

export const DEFAULT_IMAGE_STYLE: ImageStyle = 'realista'
/** What the service draws when a request names no size. */
export const DEFAULT_IMAGE_SIZE: ImageSize = '1024x1024'
/** Pexels covers are wide: they end up as a post's cover image. */
export const DEFAULT_PEXELS_SIZE: ImageSize = '1920x1080'

export type Orientation = 'landscape' | 'portrait' | 'square'

/** Within 2% counts as square, so a photo a few pixels off square is not called a landscape. */
export function orientationOf(width: number, height: number): Orientation {
  if (Math.abs(width - height) / Math.max(width, height) < 0.02) return 'square'
  return width > height ? 'landscape' : 'portrait'
}

// Requests. Sizes, styles and platforms the service does not list are refused with 400; an
// absent one takes the defaults above (a blog draft when `plataforma` is absent).

/** POST /api/generate: a draft, with an image when `gerar_imagem` is true. */
export interface GenerateRequest {
  tema: string
  gerar_imagem?: boolean
  estilo_imagem?: ImageStyle
  tamanho?: ImageSize
  plataforma?: Platform
  /** With `plataforma`: the published post the copy invites to read (with UTM parameters); the copy ends with it. */
  link?: string
  /** Replays a given variant; otherwise the first. */
  variante?: number
}

/** POST /api/regenerate-text: the next variant of the draft for this theme. */
export interface RegenerateTextRequest {
  tema: string
  plataforma?: Platform
  link?: string
  variante?: number
}

/** POST /api/regenerate-image: the next variant of the image for this title. */
export interface RegenerateImageRequest {
  titulo: string
  estilo_imagem?: ImageStyle
  tamanho?: ImageSize
  variante?: number
}

/** POST /api/generate-image: `titulo`, else `tema`, is what the image shows. */
export interface GenerateImageRequest {
  titulo?: string
  tema?: string
  estilo_imagem?: ImageStyle
  tamanho?: ImageSize
  variante?: number
}

/** POST /api/generate-pexels-image: `titulo`, else `tema`, is the search. */
export interface PexelsImageRequest {
  titulo?: string
  tema?: string
  tamanho?: ImageSize
}

// Answers.

/** What the SPA reads for an image; URLs are relative (the client prefixes its base), plus one absolute. */
export interface ClioImage {
  url: string
  public_url: string
  absolute_public_url: string
  local_path: string
}

export interface PexelsImage extends ClioImage {
  photographer: string
  photographer_url: string | null
  orientation: Orientation
  source: string
}

/**
 * One reference of a draft, in the shape of a post's `reference_list` item (PostReference in
 * src/features/posts/api/types.ts; the database accepts these seven keys only, and no nulls).
 */
export interface DraftReference {
  authors?: string
  title: string
  container?: string
  year?: number
  doi?: string
  pmid?: string
  url?: string
}

/** The longest key point a post accepts (posts.key_points, supabase/migrations/…_key_points.sql). */
export const KEY_POINT_MAX = 240

/** The post category a draft fits, by the slug of the default categories (supabase/seed.sql). */
export const SUGGESTED_CATEGORIES = ['pesquisas', 'tratamentos', 'legislacao', 'noticias'] as const
export type SuggestedCategory = (typeof SUGGESTED_CATEGORIES)[number]

/**
 * What post HTML may contain: no scripts, event handlers, javascript: URLs, styles, forms or frames.
 * Clio cleans the HTML it sends with it and the app cleans post HTML with it when it renders.
 */
export const POST_HTML_ALLOW_LIST = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
}
/**
 * A text from Clio. `titulo`, `subtitulo` and `conteudo` are the original three; the rest came with
 * issue 30 and are optional for readers, so an older service still satisfies the type.
 * Blog drafts: `conteudo` is HTML whose factual paragraphs carry reference markers
 * `<a href="#ref-n" class="ref-marker" data-ref="n">[n]</a>` (docs/decisions/019-references-and-markers.md),
 * n being the 1-based position in `references`, numbered in order of first citation; the body has no
 * reference list of its own and no note to the editor. Social copy: plain text, no markers; `references`
 * lists what it rests on.
 */
export interface Draft {
  titulo: string
  subtitulo: string
  conteudo: string
  /** The draft's sources, in marker order: what becomes the post's `reference_list` on approval. */
  references?: DraftReference[]
  /** Notes to the editor (pt-BR), never part of the text: how it was made, what the material did not cover. */
  notes?: string[]
  suggestedCategory?: SuggestedCategory
  /** 3–5 short tags (pt-BR, lower case). */
  tags?: string[]
  /**
   * Blog drafts: "Pontos-chave", 3–5 plain sentences (at most KEY_POINT_MAX characters each) that sum up
   * what the text says and nothing it does not; the post's `key_points` on approval.
   */
  keyPoints?: string[]
  /** Set when the provider failed or broke the contract and the offline writer wrote this draft instead. */
  fallback?: DraftFallback
}

/** Why the offline writer stood in for the provider: `reason` is pt-BR the app may toast, `details` says what failed. */
export interface DraftFallback {
  reason: string
  details: string
}

/** A draft with its image; when only the image failed, `imagem` is null and `imagem_error` says why. */
export interface Generation extends Draft {
  imagem: ClioImage | null
  imagem_error: string | null
}

export interface GenerateResponse {
  success: true
  conteudo: Generation
  /** Which writer made the text: the app keeps it as the post's ai_provenance on approval. */
  proveniencia?: ClioProvenance
}

export interface RegenerateTextResponse {
  success: true
  conteudo: Draft
  proveniencia?: ClioProvenance
}

/** Provenance of a text, outside the draft itself: never part of the body (issue 30). */
export interface ClioProvenance {
  modo: ProviderMode
  /** The provider's text model; null offline. */
  modelo: string | null
}

/** The image twice, where either shape of client looks for it. */
export interface RegenerateImageResponse {
  success: true
  conteudo: { imagem: ClioImage }
  imagem: ClioImage
}

export interface GenerateImageResponse {
  success: true
  imagem: ClioImage
}

export interface PexelsImageResponse {
  success: true
  imagem: PexelsImage
}

/** Every non-2xx answer: `error` is short pt-BR the SPA may show, `details` says what went wrong. */
export interface ErrorResponse {
  success: false
  error: string
  details: string
}

export type ProviderMode = 'offline' | 'openai'

export interface HealthBody {
  status: 'ok'
  service: 'clio'
  providers: { text: ProviderMode; image: ProviderMode; pexels: boolean }
  time: string
}

/** Operations with their own provider time-out (the service keeps its own under the client's). */
export const OPERATIONS = ['generate', 'regenerateText', 'regenerateImage', 'generateImage', 'pexels'] as const
export type Operation = (typeof OPERATIONS)[number]

/** How long the app waits for each operation (docs/product-guide.md#limits); the service gives up on a provider at 80% of it. */
export const CLIENT_TIMEOUTS_MS: Record<Operation, number> = {
  generate: 300_000,
  regenerateText: 120_000,
  regenerateImage: 180_000,
  generateImage: 180_000,
  pexels: 60_000,
}
