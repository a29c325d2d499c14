// Seed covers ship in several widths (tools/make-seed-images.ts), so a phone downloads a small one.
// Uploaded images are stored in one width (their name carries it); when Storage's image
// transformations are on (env.imageTransformations) they are offered in several widths through
// `/storage/v1/render/image` (docs/decisions/047-responsive-images.md); off, exactly as stored.
import { env } from '@/lib/env'

/** Widths written next to each seed cover as <slug>-<width>w.webp; the original is 1200 px wide. */
export const SEED_COVER_WIDTHS = [480, 800] as const
export const SEED_COVER_FULL_WIDTH = 1200
export const SEED_COVER_HEIGHT = 675

const SEED_COVER = /^(\/seed-images\/[^/]+)\.webp$/

/** The srcset of a cover, or undefined when only one size exists. */
export function coverSrcSet(
  src: string | null | undefined,
  transformations: ImageTransformations = fromEnv(),
): string | undefined {
  const upload = uploadedImageSrcSet(src, transformations)
  if (upload) return upload
  const match = src ? SEED_COVER.exec(src) : null
  if (!match) return undefined
  const base = match[1]
  return [
    ...SEED_COVER_WIDTHS.map((width) => `${base}-${width}w.webp ${width}w`),
    `${src} ${SEED_COVER_FULL_WIDTH}w`,
  ].join(', ')
}

export interface ImageSize {
  width: number
  height: number
}

/** Seed covers are 1200×675; uploads end in -<width>x<height>.<ext> (upload-post-image.ts). */
const SIZED_UPLOAD = /-(\d{1,5})x(\d{1,5})\.(?:webp|png|jpe?g|gif)$/i

/** The pixel size of a cover, read from its URL, or null when the URL does not say (share tags omit it then). */
export function coverSize(src: string | null | undefined): ImageSize | null {
  if (!src) return null
  const path = src.split(/[?#]/)[0] ?? ''
  if (SEED_COVER.test(new URL(path, 'http://x').pathname))
    return { width: SEED_COVER_FULL_WIDTH, height: SEED_COVER_HEIGHT }
  const sized = SIZED_UPLOAD.exec(path)
  if (!sized) return null
  const width = Number(sized[1])
  const height = Number(sized[2])
  return width > 0 && height > 0 ? { width, height } : null
}

/** Where transformed images come from: the project's Storage, when its transformations are on. */
export interface ImageTransformations {
  enabled: boolean
  supabaseUrl: string
}

const fromEnv = (): ImageTransformations => ({ enabled: env.imageTransformations, supabaseUrl: env.supabaseUrl })

/** The widths an upload is offered at; none above its own (Storage never enlarges). */
export const RENDER_WIDTHS = [320, 480, 640, 800, 1200, 1600] as const

/** The share image (og:image, twitter:image, JSON-LD) of an upload: cropped to the size share previews use. */
export const SHARE_IMAGE_SIZE: ImageSize = { width: 1200, height: 630 }

const BUCKET = 'post-images'
// The media intake names images `<32 hex of SHA-256>-<w>x<h>.webp` (decision 049); older uploads were
// `<time>-<random>[-WxH].<ext>` or Clio's `ai-post-…`: nothing that could end a srcset candidate (comma,
// space) or carry a query. Anything else is left as it is.
const SAFE_OBJECT_PATH = /^[\w.~%-]+(?:\/[\w.~%-]+)*$/

/** The object path of a public `post-images` URL of this project worth transforming, or null. */
function uploadedImagePath(src: string | null | undefined, { enabled, supabaseUrl }: ImageTransformations) {
  const prefix = `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/public/${BUCKET}/`
  if (!enabled || !src?.startsWith(prefix)) return null
  const path = src.slice(prefix.length)
  // A GIF stays as it is: it is kept unscaled on upload to keep its animation.
  return SAFE_OBJECT_PATH.test(path) && !/\.gif$/i.test(path) ? path : null
}

/** The `/render/image` URL of an upload at these dimensions, or null for any other image (or with transformations off). */
export function renderedImageUrl(
  src: string | null | undefined,
  size: { width: number; height?: number },
  transformations: ImageTransformations = fromEnv(),
): string | null {
  const path = uploadedImagePath(src, transformations)
  if (path === null) return null
  const base = `${transformations.supabaseUrl.replace(/\/$/, '')}/storage/v1/render/image/public/${BUCKET}/${path}`
  return size.height ? `${base}?width=${size.width}&height=${size.height}&resize=cover` : `${base}?width=${size.width}`
}

/** An upload's srcset: each of RENDER_WIDTHS up to its own width (all of them when its name does not say). */
function uploadedImageSrcSet(src: string | null | undefined, transformations: ImageTransformations) {
  if (uploadedImagePath(src, transformations) === null) return undefined
  const own = coverSize(src)?.width
  const widths: number[] = RENDER_WIDTHS.filter((width) => !own || width < own)
  if (own) widths.push(own)
  return widths.map((width) => `${renderedImageUrl(src, { width }, transformations)} ${width}w`).join(', ')
}

/**
 * An image in an article's body as the page shows it: an upload of known size gets a srcset, the
 * column's sizes and its width and height (so it is never shown wider than it is); null leaves the image as it is.
 */
export function bodyImageAttributes(
  src: string | null | undefined,
  transformations: ImageTransformations = fromEnv(),
): Record<'srcset' | 'sizes' | 'width' | 'height', string> | null {
  const size = coverSize(src)
  const srcset = size ? uploadedImageSrcSet(src, transformations) : undefined
  if (!size || !srcset) return null
  return {
    srcset,
    sizes: bodyImageSizes(size.width),
    width: String(size.width),
    height: String(size.height),
  }
}

/** The article column is 720 px from 768 px up, the screen less its padding below; an image narrower stays its width. */
function bodyImageSizes(width: number): string {
  return width >= 720
    ? '(min-width: 768px) 720px, calc(100vw - 2rem)'
    : `(min-width: ${width + 48}px) ${width}px, calc(100vw - 2rem)`
}

/**
 * The share image of a cover: an upload cropped to 1200×630 (with the size Storage gives: it never
 * enlarges a smaller one), any other image as it is with the size its URL states.
 */
export function shareImage(
  src: string | null | undefined,
  transformations: ImageTransformations = fromEnv(),
): { url: string; size: ImageSize | null } | null {
  if (!src) return null
  const url = renderedImageUrl(src, SHARE_IMAGE_SIZE, transformations)
  if (!url) return { url: src, size: coverSize(src) }
  const own = coverSize(src)
  return { url, size: own ? coverCropSize(own, SHARE_IMAGE_SIZE) : null }
}

/** What resize=cover gives without enlarging (imgproxy's fill, sharp's cover): scaled down to cover, then cropped. */
export function coverCropSize(source: ImageSize, target: ImageSize): ImageSize {
  const scale = Math.min(1, Math.max(target.width / source.width, target.height / source.height))
  return {
    width: Math.min(target.width, Math.round(source.width * scale)),
    height: Math.min(target.height, Math.round(source.height * scale)),
  }
}
