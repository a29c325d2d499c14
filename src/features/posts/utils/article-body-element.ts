// The article's text as the page holds it: ArticleBody renders it, the reader tools read it aloud and,
// on a prerendered page, size it (src/islands/registry.tsx: the text itself is never hydrated there).
export const ARTICLE_BODY_TEST_ID = 'article-body'

/** The text size as a style property; none at the default size (1). */
export const textScaleStyle = (scale: number) =>
  scale === 1 ? undefined : ({ '--text-scale': scale } as Record<string, number>)

export const articleBodyElement = () => document.querySelector<HTMLElement>(`[data-testid="${ARTICLE_BODY_TEST_ID}"]`)

/** Sets the text size on the article's text in the page, as ArticleBody's render would. */
export function applyTextScale(scale: number): void {
  const style = articleBodyElement()?.style
  if (!style) return
  if (scale === 1) style.removeProperty('--text-scale')
  else style.setProperty('--text-scale', String(scale))
}
