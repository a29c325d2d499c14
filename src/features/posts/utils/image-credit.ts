import type { ImageCredit } from '@/features/posts/api/types'

/** The credit kept with a Pexels cover (Pexels' terms: name the photographer, link the photo). */
export function pexelsCredit(image: { photographer?: string; source?: string }): ImageCredit {
  return { source: 'pexels', photographer: image.photographer?.trim() || 'Pexels', url: image.source ?? null }
}
