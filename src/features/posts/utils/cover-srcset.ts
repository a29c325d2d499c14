// Seed covers ship in several widths (tools/make-seed-images.ts), so a phone downloads a small one.
// Uploaded covers have one width (resized on upload) and get no srcset; their name carries their size.

/** Widths written next to each seed cover as <slug>-<width>w.webp; the original is 1200 px wide. */
export const SEED_COVER_WIDTHS = [480, 800] as const
export const SEED_COVER_FULL_WIDTH = 1200
export const SEED_COVER_HEIGHT = 675

const SEED_COVER = /^(\/seed-images\/[^/]+)\.webp$/

/** The srcset of a cover, or undefined when only one size exists. */
export function coverSrcSet(src: string | null | undefined): string | undefined {
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
