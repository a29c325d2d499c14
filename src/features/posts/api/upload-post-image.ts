import type { ImageSize } from '@/features/posts/utils/cover-srcset'
import { AppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

const BUCKET = 'post-images'
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024 // docs/product-guide.md#limits
const MAX_WIDTH = 1600
const WEBP_QUALITY = 0.85

export const INVALID_IMAGE_MESSAGE = 'Por favor, selecione um arquivo de imagem válido.'
export const IMAGE_TOO_LARGE_MESSAGE = 'O arquivo é muito grande. O tamanho máximo é 5MB.'

/** The spec's checks before any upload: an image type, at most 5 MB. Null when the file is fine. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return INVALID_IMAGE_MESSAGE
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE
  return null
}

/**
 * Scales a photo to at most 1600 px wide and re-encodes it as WebP in the browser, so a 5 MB phone
 * photo becomes a cover of a few hundred KB. GIFs are kept as they are (re-encoding loses animation).
 */
async function prepareForUpload(file: File): Promise<{ body: Blob; extension: string; contentType: string; size?: ImageSize }> {
  if (file.type === 'image/gif') return { body: file, extension: 'gif', contentType: file.type }
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    throw new AppError('validation', INVALID_IMAGE_MESSAGE)
  }
  const scale = Math.min(1, MAX_WIDTH / bitmap.width)
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  const webp = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', WEBP_QUALITY))
  if (!webp) throw new AppError('validation', INVALID_IMAGE_MESSAGE)
  return { body: webp, extension: 'webp', contentType: 'image/webp', size: { width: canvas.width, height: canvas.height } }
}

/** Checks, scales and uploads an image to `post-images` (docs/architecture.md#calls-and-caching: cache 3600 s, never overwrite); returns its public URL. */
export async function uploadPostImage(file: File): Promise<string> {
  const problem = imageFileProblem(file)
  if (problem) throw new AppError('validation', problem)
  const { body, extension, contentType, size } = await prepareForUpload(file)
  // The size in the name lets share previews state it (og:image:width/height, see coverSize).
  const sizeSuffix = size ? `-${size.width}x${size.height}` : ''
  const path = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}${sizeSuffix}.${extension}`
  const { error } = await supabase.storage.from(BUCKET).upload(path, body, { cacheControl: '3600', upsert: false, contentType })
  if (error) throw new AppError('unknown', error.message || 'Erro ao fazer upload da imagem', { cause: error })
  const { data } = supabase.storage.from(BUCKET).getPublicUrl(path)
  if (!data.publicUrl) throw new AppError('unknown', 'Erro ao obter URL pública da imagem.')
  return data.publicUrl
}
