// The public `post-images` bucket (supabase/migrations/20250101120900_storage_post_images.sql): covers,
// images in post bodies and profile avatars. Staff upload; everyone reads.
import { AppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

const BUCKET = 'post-images'
const MAX_IMAGE_BYTES = 5 * 1024 * 1024 // docs/product-guide.md#limits
const WEBP_QUALITY = 0.85

export const INVALID_IMAGE_MESSAGE = 'Por favor, selecione um arquivo de imagem válido.'
const IMAGE_TOO_LARGE_MESSAGE = 'O arquivo é muito grande. O tamanho máximo é 5MB.'

/** The spec's checks before any upload: an image type, at most 5 MB. Null when the file is fine. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return INVALID_IMAGE_MESSAGE
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE
  return null
}

/** The image a file holds, decoded; a file the browser cannot decode is an invalid image. */
export async function decodeImage(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file)
  } catch {
    throw new AppError('validation', INVALID_IMAGE_MESSAGE)
  }
}

/** The canvas as WebP, the format every upload is re-encoded to (a few hundred KB instead of MB). */
export async function canvasToWebp(canvas: HTMLCanvasElement): Promise<Blob> {
  const webp = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', WEBP_QUALITY))
  if (!webp) throw new AppError('validation', INVALID_IMAGE_MESSAGE)
  return webp
}

/** Uploads under a name never used before (docs/architecture.md#calls-and-caching: cache 3600 s, never overwrite); returns the public URL. */
export async function uploadToPostImages(name: string, body: Blob, contentType: string): Promise<string> {
  const path = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}${name}`
  const { error } = await supabase.storage
    .from(BUCKET)
    .upload(path, body, { cacheControl: '3600', upsert: false, contentType })
  if (error) throw new AppError('unknown', error.message || 'Erro ao fazer upload da imagem', { cause: error })
  const { data } = supabase.storage.from(BUCKET).getPublicUrl(path)
  if (!data.publicUrl) throw new AppError('unknown', 'Erro ao obter URL pública da imagem.')
  return data.publicUrl
}
