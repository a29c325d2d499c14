// Seed covers ship in several widths (scripts/make-seed-images.ts), so a phone downloads a small one.
// Uploaded covers have one width (resized on upload) and get no srcset.

/** Widths written next to each seed cover as <slug>-<width>w.webp; the original is 1200 px wide. */
export const SEED_COVER_WIDTHS = [480, 800] as const
export const SEED_COVER_FULL_WIDTH = 1200

const SEED_COVER = /^(\/seed-images\/[^/]+)\.webp$/

/** The srcset of a cover, or undefined when only one size exists. */
export function coverSrcSet(src: string | null | undefined): string | undefined {
  const match = src ? SEED_COVER.exec(src) : null
  if (!match) return undefined
  const base = match[1]
  return [...SEED_COVER_WIDTHS.map((width) => `${base}-${width}w.webp ${width}w`), `${src} ${SEED_COVER_FULL_WIDTH}w`].join(', ')
}
