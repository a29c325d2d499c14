import { AppError } from '@/lib/errors'
import { canvasToWebp, decodeImage, imageFileProblem, uploadToPostImages } from '@/lib/post-images'

/** Avatars show at most 128 px wide (the author page); twice that stays sharp on dense screens. */
const AVATAR_SIZE = 256

/** Checks the file, crops its centre to a square, scales it to 256 px WebP and uploads it; returns its public URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const problem = imageFileProblem(file)
  if (problem) throw new AppError('validation', problem)
  const bitmap = await decodeImage(file)
  const side = Math.min(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = Math.min(AVATAR_SIZE, side)
  canvas.height = canvas.width
  canvas
    .getContext('2d')
    ?.drawImage(
      bitmap,
      (bitmap.width - side) / 2,
      (bitmap.height - side) / 2,
      side,
      side,
      0,
      0,
      canvas.width,
      canvas.height,
    )
  bitmap.close()
  return uploadToPostImages('-avatar.webp', await canvasToWebp(canvas), 'image/webp')
}
