export const DEFAULT_CATEGORY_COLOR = '#22d3ee'
export const CATEGORY_SCREEN_FALLBACK_COLOR = '#6b7280'

/** Spec §3: a category colour is used only if it is a hex text starting with '#'. */
export function categoryColor(color: string | null | undefined, fallback = DEFAULT_CATEGORY_COLOR): string {
  return color && color.startsWith('#') ? color : fallback
}

/** The admin's six named colours (spec §2), stored as hex (architecture §3). */
export const CATEGORY_COLORS = [
  { name: 'Azul', hex: '#3b82f6' },
  { name: 'Roxo', hex: '#8b5cf6' },
  { name: 'Verde', hex: '#22c55e' },
  { name: 'Vermelho', hex: '#ef4444' },
  { name: 'Amarelo', hex: '#eab308' },
  { name: 'Rosa', hex: '#ec4899' },
] as const

export const DEFAULT_CATEGORY_HEX = CATEGORY_COLORS[0].hex
