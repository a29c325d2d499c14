// Deterministic randomness: the same seed text always draws the same numbers, so the offline
// drafts and images are reproducible (tests, and "same theme, same draft").
import { createHash } from 'node:crypto'

export function hashSeed(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0)
}

/** mulberry32: small, fast and good enough for layout choices. */
export function seededRandom(seed: number | string): () => number {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]
}
