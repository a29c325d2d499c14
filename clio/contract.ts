// The Clio wire contract shared by the routes and the providers: sizes, styles, platforms and the
// shapes the SPA reads (spec §7). Field names stay in the API's Portuguese (tema, titulo, imagem...).

export const IMAGE_SIZES = {
  '1024x1024': { width: 1024, height: 1024, label: 'Quadrado 1:1' },
  '1024x1536': { width: 1024, height: 1536, label: 'Retrato 2:3' },
  '1536x1024': { width: 1536, height: 1024, label: 'Paisagem 3:2' },
  '1920x1080': { width: 1920, height: 1080, label: 'Widescreen 16:9' },
  '1080x1350': { width: 1080, height: 1350, label: 'Instagram 4:5' },
} as const
export type ImageSize = keyof typeof IMAGE_SIZES

export const IMAGE_STYLES = ['realista', 'ilustracao', 'abstrato', 'criativo'] as const
export type ImageStyle = (typeof IMAGE_STYLES)[number]

export const PLATFORMS = {
  instagram: { label: 'Instagram', maxChars: 2200, style: 'visual, com hashtags relevantes e tom casual e envolvente' },
  facebook: { label: 'Facebook', maxChars: 63206, style: 'conversacional e informativo, que estimula a discussão' },
  twitter: { label: 'Twitter/X', maxChars: 280, style: 'conciso, direto e impactante, com emojis estratégicos' },
  linkedin: { label: 'LinkedIn', maxChars: 3000, style: 'profissional e educativo, com insights valiosos' },
} as const
export type Platform = keyof typeof PLATFORMS

export const DEFAULT_STYLE: ImageStyle = 'realista'
export const DEFAULT_IMAGE_SIZE: ImageSize = '1024x1024'
export const DEFAULT_PEXELS_SIZE: ImageSize = '1920x1080'

export type Orientation = 'landscape' | 'portrait' | 'square'

export function orientationOf(size: ImageSize): Orientation {
  const { width, height } = IMAGE_SIZES[size]
  return width > height ? 'landscape' : width < height ? 'portrait' : 'square'
}

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

export interface Draft {
  titulo: string
  subtitulo: string
  conteudo: string
}

export type ProviderMode = 'offline' | 'openai'

export interface HealthBody {
  status: 'ok'
  service: 'clio'
  providers: { text: ProviderMode; image: ProviderMode; pexels: boolean }
  time: string
}

/** Operations with their own provider time-out (the client's limits, spec §9). */
export const OPERATIONS = ['generate', 'regenerateText', 'regenerateImage', 'generateImage', 'pexels'] as const
export type Operation = (typeof OPERATIONS)[number]

export const CLIENT_TIMEOUTS_MS: Record<Operation, number> = {
  generate: 300_000,
  regenerateText: 120_000,
  regenerateImage: 180_000,
  generateImage: 180_000,
  pexels: 60_000,
}
