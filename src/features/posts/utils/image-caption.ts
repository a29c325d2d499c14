// What the article writes under an image (decision 051): its caption, then its credit, from the image's
// details in the media library (public.media); the post's image_credit only for a cover without a credit
// there (a cover from before the library, or outside it).
import type { ImageCredit } from '@/features/posts/api/types'
import type { CaptionPart } from '@/lib/sanitize-html'
import { mediaKey, mediaRefOfUrl, type MediaDetails } from '@/lib/media-ref'

const PEXELS = { text: 'Pexels', href: 'https://www.pexels.com' }

/** The credit line of an image: none for the site's own work. */
export function creditParts(details: MediaDetails | undefined, fallback: ImageCredit | null = null): CaptionPart[] {
  const author = details?.credit_author?.trim()
  const url = details?.credit_url ?? null
  const linked = (text: string): CaptionPart => (url ? { text, href: url } : text)
  switch (details?.credit_kind) {
    case 'own':
      return []
    case 'ai':
      return ['Imagem gerada por IA']
    case 'pexels':
      return ['Foto: ', linked(author ?? 'Pexels'), ' / ', PEXELS]
    case 'third_party': {
      const source = details.credit_source?.trim() ?? ''
      return [
        author ? `Imagem: ${author}, ` : 'Imagem: ',
        linked(source),
        `. Licença: ${details.credit_licence?.trim() ?? ''}`,
      ]
    }
    default:
      if (fallback?.source === 'ai') return ['Imagem gerada por IA']
      if (fallback?.source === 'pexels') {
        const photographer = fallback.url ? { text: fallback.photographer, href: fallback.url } : fallback.photographer
        return ['Foto: ', photographer, ' / ', PEXELS]
      }
      return []
  }
}

/** Caption, then credit, as one line of parts ("Legenda — Foto: Ana / Pexels"). */
export function captionParts(details: MediaDetails | undefined, fallback: ImageCredit | null = null): CaptionPart[] {
  const caption = details?.caption.trim() ?? ''
  const credit = creditParts(details, fallback)
  if (!caption) return credit
  return credit.length ? [caption, ' — ', ...credit] : [caption]
}

/** The details of the images a post shows, found by their URL. */
export function imageDetailsByUrl(details: readonly MediaDetails[] | null | undefined) {
  const byKey = new Map((details ?? []).map((row) => [mediaKey(row), row]))
  return (url: string | null | undefined): MediaDetails | undefined => {
    const ref = mediaRefOfUrl(url)
    return ref ? byKey.get(mediaKey(ref)) : undefined
  }
}
