import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Merges class names, letting later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

/**
 * tailwind-merge builds its class table on first use (tens of milliseconds on a phone). A prerendered
 * page calls this in a task of its own before hydrating, so that cost does not lengthen a render task.
 */
export function prepareClassMerging(): void {
  twMerge('')
}
