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
  /** Where the control that led to the toast was when it was raised: the toasts keep clear of it. */
  cause?: DOMRect
}

// The control the person last activated. A click event also comes from Enter in a form (the browser
// clicks its submit button) and from Space or Enter on a button, so this is the toast's cause for a save.
let lastControl: Element | null = null
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('button, a, [role="button"]') : null
      if (control) lastControl = control
    },
    true,
  )
}

function causeRect(): DOMRect | undefined {
  return lastControl?.isConnected ? lastControl.getBoundingClientRect() : undefined
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
  const item: ToastItem = { duration: 5000, variant: 'default', ...input, id, cause: causeRect() }
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
