import { useSyncExternalStore } from 'react'

/** The toast's looks; src/components/ui/toast.tsx styles each one. */
export type ToastVariant = 'default' | 'destructive' | 'warning'

export interface ToastInput {
  title?: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds before it closes by itself. */
  duration?: number
  /** A link shown in the toast, e.g. "Abrir no editor". */
  action?: { label: string; href: string }
}

interface ToastItem extends ToastInput {
  id: number
}

const MAX_VISIBLE = 3
let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

/** Shows a toast from anywhere (event handlers, mutation callbacks, the query cache). */
export function toast(input: ToastInput): number {
  const id = nextId++
  const item: ToastItem = { duration: 5000, variant: 'default', ...input, id }
  toasts = [...toasts, item].slice(-MAX_VISIBLE)
  emit()
  return id
}

export function dismissToast(id: number) {
  toasts = toasts.filter((item) => item.id !== id)
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}

/** Closes every toast (sign-out, tests). */
export function dismissAllToasts() {
  toasts = []
  emit()
}
