// The public `post-images` bucket (supabase/migrations/20250101120900_storage_post_images.sql): covers,
// images in post bodies and profile avatars. Everyone reads; only the media intake writes (Clio's
// POST /media, docs/decisions/049-media-intake.md), which checks, strips and re-encodes every image.
import type { ClioImage } from '@/lib/clio/client'
import { env } from '@/lib/env'
import { AppError, NETWORK_ERROR_MESSAGE } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

const MAX_IMAGE_BYTES = 5 * 1024 * 1024 // docs/product-guide.md#limits
/** A 5 MB upload on a slow connection, plus the re-encode. */
const UPLOAD_TIMEOUT_MS = 120_000

export const INVALID_IMAGE_MESSAGE = 'Por favor, selecione um arquivo de imagem válido.'
const IMAGE_TOO_LARGE_MESSAGE = 'O arquivo é muito grande. O tamanho máximo é 5MB.'
const IMAGE_TOO_WIDE_MESSAGE = 'A imagem é grande demais. O máximo é 12.000 px de lado e 40 megapixels.'
const UPLOAD_FAILED_MESSAGE = 'Erro ao fazer upload da imagem'

/** The intake's refusals, as the spec words them (the service sends the same texts). */
const REFUSALS: Record<number, string> = {
  413: IMAGE_TOO_LARGE_MESSAGE,
  415: INVALID_IMAGE_MESSAGE,
  422: IMAGE_TOO_WIDE_MESSAGE,
}

/** The spec's quick checks before any upload: an image type, at most 5 MB. Null when the file is fine. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return INVALID_IMAGE_MESSAGE
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE
  return null
}

/** What the intake stored: its public URL and measured size (the name carries them too). */
export interface StoredImage {
  url: string
  name: string
  width: number
  height: number
  /** The same bytes were stored before: this is that image. */
  existed: boolean
}

async function refusal(response: Response): Promise<AppError> {
  const body = (await response.json().catch(() => null)) as { error?: string; details?: string } | null
  const known = REFUSALS[response.status]
  if (known) return new AppError('validation', known, { status: response.status, details: body?.details })
  const kind = response.status === 401 ? 'auth' : response.status === 403 ? 'forbidden' : 'unknown'
  return new AppError(kind, body?.error || UPLOAD_FAILED_MESSAGE, { status: response.status, details: body?.details })
}

async function sendToIntake(body: Blob | string, query: string, signal?: AbortSignal): Promise<StoredImage> {
  const token = (await supabase.auth.getSession()).data.session?.access_token
  const timeout = AbortSignal.timeout(UPLOAD_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(`${env.clioApiUrl.replace(/\/+$/, '')}/media${query}`, {
      method: 'POST',
      headers: {
        'Content-Type': typeof body === 'string' ? 'application/json' : 'application/octet-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      // The bytes themselves, so any Blob (a jsdom File in the unit tests too) is sent as it is.
      body: typeof body === 'string' ? body : await body.arrayBuffer(),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new AppError('network', NETWORK_ERROR_MESSAGE, { cause: error })
  }
  if (!response.ok) throw await refusal(response)
  return (await response.json()) as StoredImage
}

/** Sends a file to the media intake (a cover or body image, or a profile photo cropped square there). */
export async function uploadImageFile(file: File, options: { avatar?: boolean } = {}): Promise<StoredImage> {
  const problem = imageFileProblem(file)
  if (problem) throw new AppError('validation', problem)
  return sendToIntake(file, options.avatar ? '?tipo=avatar' : '', undefined)
}

/**
 * Has the intake keep an image Clio serves (a Pexels photo with its photographer, or a generated one):
 * Clio reads its own file, so the bytes never travel through the browser.
 */
export function keepClioImage(image: ClioImage, signal?: AbortSignal): Promise<StoredImage> {
  const credit = image.photographer ? { fotografo: image.photographer, url: image.source } : {}
  return sendToIntake(JSON.stringify({ imagem: image.url, ...credit }), '', signal)
}
