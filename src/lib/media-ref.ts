// A library image's identity and details, without the API client: what public pages need to match an
// image URL with its details (public.media; the calls are in media-details.ts).

export type MediaBucket = 'post-images' | 'site'
export type CreditKind = 'own' | 'pexels' | 'ai' | 'third_party'

export interface MediaRef {
  bucket_id: MediaBucket
  object_name: string
}

/** What people write about an image (the measured columns belong to the upload service). */
export interface MediaDetails extends MediaRef {
  alt: string
  decorative: boolean
  caption: string
  credit_kind: CreditKind | null
  credit_author: string | null
  credit_url: string | null
  credit_source: string | null
  credit_licence: string | null
}

const STORAGE_PATH = /^\/storage\/v1\/(?:object|render\/image)\/(?:public|sign|authenticated)\/post-images\/(.+)$/
const SITE_PATH = /^\/(seed-images\/[^/]+)$/

/**
 * The library image a stored URL shows, or null (an outside URL). The TypeScript side of
 * public.post_image_object_name for the URLs the app itself writes: a `post-images` Storage URL (object or
 * render form, any host), or a file the site ships (`/seed-images/<slug>.webp`, bucket `site`).
 */
export function mediaRefOfUrl(url: string | null | undefined): MediaRef | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url, 'http://site.invalid')
  } catch {
    return null
  }
  const storage = STORAGE_PATH.exec(parsed.pathname)
  if (storage) {
    try {
      return { bucket_id: 'post-images', object_name: decodeURIComponent(storage[1]) }
    } catch {
      return null
    }
  }
  const site = parsed.host === 'site.invalid' ? SITE_PATH.exec(parsed.pathname) : null
  return site ? { bucket_id: 'site', object_name: site[1] } : null
}

/** The last segment of an object's name: how a message names the image ("foto.webp"). */
export function mediaFileName(ref: MediaRef): string {
  return ref.object_name.split('/').pop() || ref.object_name
}

export function mediaKey(ref: MediaRef): string {
  return `${ref.bucket_id}/${ref.object_name}`
}

/** Empty details for an image with no row yet. */
export function emptyMediaDetails(ref: MediaRef): MediaDetails {
  return {
    bucket_id: ref.bucket_id,
    object_name: ref.object_name,
    alt: '',
    decorative: false,
    caption: '',
    credit_kind: null,
    credit_author: null,
    credit_url: null,
    credit_source: null,
    credit_licence: null,
  }
}
