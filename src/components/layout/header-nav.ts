import { cn } from '@/lib/cn'

/** One link of the public header (and of the footer's category list). */
export interface HeaderLink {
  label: string
  href: string
}

export const isExternalHref = (href: string) => /^https?:\/\//i.test(href)

/** The "Mais" button's look: the plain button of the first paint and the menu's trigger are the same. */
export const moreButtonClasses = (active: boolean) =>
  cn(
    'hover:bg-brand-50 hover:text-brand-800 focus-visible:ring-brand-500 inline-flex shrink-0 items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:outline-none',
    active ? 'text-brand-800' : 'text-slate-700',
  )

/**
 * How many links fit a row `available` px wide, `gap` px apart, given each one's width. When not all
 * fit, room is kept for the "Mais" button (`moreWidth`) after the ones shown (maybe none).
 */
export function linksThatFit(widths: number[], moreWidth: number, available: number, gap: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1)
  if (total <= available) return widths.length
  let used = moreWidth
  let count = 0
  for (const width of widths) {
    if (used + gap + width > available) break
    used += gap + width
    count += 1
  }
  return count
}

/** The links are 4 px apart (gap-1); the links and the search box, 16 px (gap-4). */
const LINK_GAP_PX = 4
const SEARCH_GAP_PX = 16
/** The search box's width: 224 px (w-56), down to 160 px to make room for every link. */
const SEARCH_WIDTH_PX = 224
const SEARCH_MIN_WIDTH_PX = 160

export interface HeaderRowLayout {
  /** How many links the row shows; the rest go under "Mais". */
  shown: number
  /** The search box's width in px. */
  searchWidth: number
}

/**
 * The header's links and search box in a row `rowWidth` px wide. The search box is 224 px, and gives
 * up to 64 px (down to 160 px) whenever that keeps one more link in the row; the links that still do
 * not fit go under "Mais".
 */
export function headerRowLayout(widths: number[], moreWidth: number, rowWidth: number): HeaderRowLayout {
  const linksWidth = (count: number) =>
    widths.slice(0, count).reduce((sum, width) => sum + width, 0) + LINK_GAP_PX * Math.max(0, count - 1)
  const roomBeside = (searchWidth: number) => rowWidth - SEARCH_GAP_PX - searchWidth
  const fit = (searchWidth: number) => linksThatFit(widths, moreWidth, roomBeside(searchWidth), LINK_GAP_PX)
  const shown = fit(SEARCH_MIN_WIDTH_PX)
  if (shown === fit(SEARCH_WIDTH_PX)) return { shown, searchWidth: SEARCH_WIDTH_PX }
  const used =
    shown === widths.length ? linksWidth(shown) : linksWidth(shown) + (shown > 0 ? LINK_GAP_PX : 0) + moreWidth
  return { shown, searchWidth: Math.min(SEARCH_WIDTH_PX, Math.floor(rowWidth - SEARCH_GAP_PX - used)) }
}
