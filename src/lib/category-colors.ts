export const DEFAULT_CATEGORY_COLOR = '#22d3ee'
export const CATEGORY_SCREEN_FALLBACK_COLOR = '#6b7280'

/** docs/product-guide.md#default-data: a category colour is used only if it is a hex text starting with '#'. */
export function categoryColor(color: string | null | undefined, fallback = DEFAULT_CATEGORY_COLOR): string {
  return color && color.startsWith('#') ? color : fallback
}

/** The admin's six named colours (docs/product-guide.md#back-office), stored as hex (docs/product-guide.md#default-data). */
export const CATEGORY_COLORS = [
  { name: 'Azul', hex: '#3b82f6' },
  { name: 'Roxo', hex: '#8b5cf6' },
  { name: 'Verde', hex: '#22c55e' },
  { name: 'Vermelho', hex: '#ef4444' },
  { name: 'Amarelo', hex: '#eab308' },
  { name: 'Rosa', hex: '#ec4899' },
] as const

export const DEFAULT_CATEGORY_HEX = CATEGORY_COLORS[0].hex

const WHITE_TEXT_MIN_CONTRAST = 4.5 // WCAG AA for the badges' small text

function relativeLuminance([r, g, b]: number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** Contrast ratio of white text on this colour (1 to 21). */
export function whiteTextContrast(hex: string): number {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return 1.05 / (relativeLuminance(rgb) + 0.05)
}

/**
 * The category colour darkened just enough for white text to stay readable (WCAG AA): green and
 * yellow badges in the admin's own colours would otherwise fail. Same hue, so the colour still says
 * which category it is.
 */
export function badgeBackground(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex
  let rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const toHex = (channels: number[]) => `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
  while (whiteTextContrast(toHex(rgb)) < WHITE_TEXT_MIN_CONTRAST) rgb = rgb.map((c) => c * 0.92)
  return toHex(rgb)
}
