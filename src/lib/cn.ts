import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge'

// tailwind-merge's own `twMerge`, with its configuration kept here so it can be built ahead of use.
let config: ReturnType<typeof getDefaultConfig> | undefined
const twMerge = createTailwindMerge(() => (config ??= getDefaultConfig()))

/** Merges class names, letting later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

/**
 * tailwind-merge builds its configuration and then its class table on first use (about 20 ms here,
 * several times that on a phone). A prerendered page runs these two steps in tasks of their own before
 * hydrating (src/main.tsx), so neither lengthens a render task.
 */
export const classMergingSteps: (() => void)[] = [
  () => {
    config ??= getDefaultConfig()
  },
  () => {
    twMerge('')
  },
]
