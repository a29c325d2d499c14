export const DEFAULT_CATEGORY_COLOR = '#22d3ee'
export const CATEGORY_SCREEN_FALLBACK_COLOR = '#6b7280'

/** Spec §3: a category colour is used only if it is a hex text starting with '#'. */
export function categoryColor(color: string | null | undefined, fallback = DEFAULT_CATEGORY_COLOR): string {
  return color && color.startsWith('#') ? color : fallback
}
