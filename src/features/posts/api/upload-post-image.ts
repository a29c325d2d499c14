import type { ClioImage } from '@/lib/clio/client'
import { keepClioImage, uploadImageFile } from '@/lib/post-images'

export { imageFileProblem } from '@/lib/post-images'

/**
 * Sends an image to the media intake, which checks it, strips its metadata and stores it at most 1600 px
 * wide as WebP, once (docs/decisions/049-media-intake.md); returns its public URL. The size in the
 * stored name lets share previews state it (og:image:width/height, see coverSize).
 */
export async function uploadPostImage(file: File): Promise<string> {
  return (await uploadImageFile(file)).url
}

/** Keeps a Pexels photo or a Clio-generated cover in the library, with its credit; returns its public URL. */
export async function keepCoverImage(image: ClioImage, signal: AbortSignal): Promise<string> {
  return (await keepClioImage(image, signal)).url
}
