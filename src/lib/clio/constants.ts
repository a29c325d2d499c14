// Clio's vocabularies as the app's selects list them. Values, labels and limits come from the
// service's contract (clio/contract.ts, imported as @clio/contract), so the app offers exactly what
// the service accepts.
import {
  CLIENT_TIMEOUTS_MS,
  IMAGE_SIZES as SIZES,
  IMAGE_STYLES as STYLES,
  orientationOf,
  PLATFORMS as PLATFORM_DETAILS,
  type ImageSize,
  type ImageStyle,
  type Operation,
  type Orientation,
  type Platform,
} from '@clio/contract'

export { DEFAULT_IMAGE_STYLE, DEFAULT_PEXELS_SIZE, xLength } from '@clio/contract'
export type { ImageSize, ImageStyle, Platform }

/** The contract's tables as lists, in its order; `value` is what the request carries. */
const listed = <Key extends string, Details>(table: Record<Key, Details>) =>
  (Object.keys(table) as Key[]).map((value) => ({ value, ...table[value] }))

export const IMAGE_SIZES = listed(SIZES)
export const IMAGE_STYLES = listed(STYLES)
export const PLATFORMS = listed(PLATFORM_DETAILS)

const ORIENTATION_WORDS: Record<Orientation, string> = {
  landscape: 'paisagem',
  portrait: 'retrato',
  square: 'quadrada',
}

/** "paisagem", "retrato" or "quadrada", as the social generator describes an image. */
export function orientationWord(width: number, height: number): string {
  return ORIENTATION_WORDS[orientationOf(width, height)]
}

const clientSeconds = (operation: Operation) => CLIENT_TIMEOUTS_MS[operation] / 1000

/** Per-operation time-outs in seconds (docs/product-guide.md#limits); the service's operations share theirs with it. */
export const CLIO_TIMEOUTS = {
  health: 10,
  generate: clientSeconds('generate'),
  generateText: 120,
  regenerateText: clientSeconds('regenerateText'),
  regenerateImage: clientSeconds('regenerateImage'),
  generateImage: clientSeconds('generateImage'),
  generatePexelsImage: clientSeconds('pexels'),
  default: 120,
} as const
export type ClioOperation = keyof typeof CLIO_TIMEOUTS
