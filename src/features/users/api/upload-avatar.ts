import { uploadImageFile } from '@/lib/post-images'

/** Sends a profile photo to the media intake, which crops its centre to a 256-px WebP square; returns its public URL. */
export async function uploadAvatar(file: File): Promise<string> {
  return (await uploadImageFile(file, { avatar: true })).url
}
