import { useSyncExternalStore } from 'react'

/** The article text's sizes, as a factor of the base reading size; "A−"/"A+" step through them. */
export const TEXT_SIZES = [0.875, 1, 1.125, 1.25, 1.5] as const
const DEFAULT_STEP = 1
const STORAGE_KEY = 'article-text-size'

const listeners = new Set<() => void>()
/** The size chosen on this page when the browser refuses storage (private modes, policies). */
let unstoredStep = DEFAULT_STEP

function storedStep(): number {
  try {
    const step = Number(localStorage.getItem(STORAGE_KEY) ?? DEFAULT_STEP)
    return Number.isInteger(step) && step >= 0 && step < TEXT_SIZES.length ? step : DEFAULT_STEP
  } catch {
    return unstoredStep
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The reader's text size, remembered on this device. Prerendered HTML has the default size: hydration starts
 * from it (the server snapshot) and React applies the stored one right after.
 */
export function useTextSize() {
  const step = useSyncExternalStore(subscribe, storedStep, () => DEFAULT_STEP)
  const setStep = (next: number) => {
    const clamped = Math.min(TEXT_SIZES.length - 1, Math.max(0, next))
    try {
      localStorage.setItem(STORAGE_KEY, String(clamped))
    } catch {
      // Not remembered, still applied for this page.
    }
    unstoredStep = clamped
    for (const listener of listeners) listener()
  }
  return {
    scale: TEXT_SIZES[step] ?? 1,
    canDecrease: step > 0,
    canIncrease: step < TEXT_SIZES.length - 1,
    decrease: () => setStep(step - 1),
    increase: () => setStep(step + 1),
  }
}
