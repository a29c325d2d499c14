// Clio's vocabularies (docs/product-guide.md#limits): image sizes, image styles and social platforms.

export const IMAGE_SIZES = [
  { value: '1024x1024', label: 'Quadrado 1:1', use: 'posts quadrados do Instagram', width: 1024, height: 1024 },
  { value: '1024x1536', label: 'Retrato 2:3', use: 'Stories e Reels', width: 1024, height: 1536 },
  { value: '1536x1024', label: 'Paisagem 3:2', use: 'posts em paisagem', width: 1536, height: 1024 },
  { value: '1920x1080', label: 'Widescreen 16:9', use: 'banners e capas', width: 1920, height: 1080 },
  { value: '1080x1350', label: 'Instagram Post 4:5', use: 'feed', width: 1080, height: 1350 },
] as const
export type ImageSize = (typeof IMAGE_SIZES)[number]['value']

export const DEFAULT_AI_IMAGE_SIZE: ImageSize = '1024x1024'
export const DEFAULT_PEXELS_SIZE: ImageSize = '1920x1080'

export const IMAGE_STYLES = [
  { value: 'realista', label: 'Realista' },
  { value: 'ilustracao', label: 'Ilustração' },
  { value: 'abstrato', label: 'Abstrato' },
  { value: 'criativo', label: 'Criativo' },
] as const
export type ImageStyle = (typeof IMAGE_STYLES)[number]['value']
export const DEFAULT_IMAGE_STYLE: ImageStyle = 'realista'

export const PLATFORMS = [
  {
    value: 'instagram',
    label: 'Instagram',
    maxChars: 2200,
    style: 'Visual, com hashtags relevantes e tom casual e envolvente',
  },
  {
    value: 'facebook',
    label: 'Facebook',
    maxChars: 63206,
    style: 'Conversacional e informativo, que estimula a discussão',
  },
  { value: 'twitter', label: 'Twitter', maxChars: 280, style: 'Conciso, direto e impactante, com emojis estratégicos' },
  { value: 'linkedin', label: 'LinkedIn', maxChars: 3000, style: 'Profissional e educativo, com insights de valor' },
] as const
export type Platform = (typeof PLATFORMS)[number]['value']

/** Per-operation time-outs in seconds (docs/product-guide.md#limits). */
export const CLIO_TIMEOUTS = {
  health: 10,
  generate: 300,
  generateText: 120,
  regenerateText: 120,
  regenerateImage: 180,
  generateImage: 180,
  generatePexelsImage: 60,
  default: 120,
} as const
export type ClioOperation = keyof typeof CLIO_TIMEOUTS
