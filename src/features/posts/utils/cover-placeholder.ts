// A post's cover that fails to load shows the placeholder instead: its onError in the app (PostImage),
// and a listener on a prerendered page whose covers are static HTML (src/islands/start.tsx).
export const POST_PLACEHOLDER_IMAGE = '/post-placeholder.svg'

/** Marks a post's cover (PostImage), for the listener. */
export const COVER_ATTRIBUTE = 'data-post-image'

export function showPlaceholder(img: HTMLImageElement): void {
  if (!img.src.endsWith(POST_PLACEHOLDER_IMAGE)) img.src = POST_PLACEHOLDER_IMAGE
}

/** What each cover's onError does, for the covers that already failed and those that fail later (the lazy ones). */
export function showPlaceholderForBrokenCovers(): void {
  const isCover = (target: EventTarget | null): target is HTMLImageElement =>
    target instanceof HTMLImageElement && target.hasAttribute(COVER_ATTRIBUTE)
  document.addEventListener('error', (event) => isCover(event.target) && showPlaceholder(event.target), true)
  for (const img of document.querySelectorAll<HTMLImageElement>(`img[${COVER_ATTRIBUTE}]`))
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('loading') !== 'lazy') showPlaceholder(img)
}
