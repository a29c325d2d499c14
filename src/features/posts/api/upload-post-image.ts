import type { ImageSize } from '@/lib/responsive-images'
import { AppError } from '@/lib/errors'
import { canvasToWebp, decodeImage, imageFileProblem, uploadToPostImages } from '@/lib/post-images'

export { imageFileProblem } from '@/lib/post-images'

const MAX_WIDTH = 1600

/**
 * Scales a photo to at most 1600 px wide and re-encodes it as WebP in the browser, so a 5 MB phone
 * photo becomes a cover of a few hundred KB. GIFs are kept as they are (re-encoding loses animation).
 */
async function prepareForUpload(
  file: File,
): Promise<{ body: Blob; extension: string; contentType: string; size?: ImageSize }> {
  if (file.type === 'image/gif') return { body: file, extension: 'gif', contentType: file.type }
  const bitmap = await decodeImage(file)
  const scale = Math.min(1, MAX_WIDTH / bitmap.width)
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  const webp = await canvasToWebp(canvas)
  return {
    body: webp,
    extension: 'webp',
    contentType: 'image/webp',
    size: { width: canvas.width, height: canvas.height },
  }
}

/** Checks, scales and uploads an image to `post-images`; returns its public URL. */
export async function uploadPostImage(file: File): Promise<string> {
  const problem = imageFileProblem(file)
  if (problem) throw new AppError('validation', problem)
  const { body, extension, contentType, size } = await prepareForUpload(file)
  // The size in the name lets share previews state it (og:image:width/height, see coverSize).
  const sizeSuffix = size ? `-${size.width}x${size.height}` : ''
  return uploadToPostImages(`${sizeSuffix}.${extension}`, body, contentType)
}
