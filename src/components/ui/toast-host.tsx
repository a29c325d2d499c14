import { lazy, Suspense } from 'react'
import { useToasts } from '@/hooks/use-toast'

// Radix Toast weighs ~17 KB gzip; visitors rarely see a toast, so it loads with the first one.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }))

/** Mounts the toaster once any toast has been raised, keeping it out of the first-load bundle. */
export function ToastHost() {
  const toasts = useToasts()
  return toasts.length > 0 ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
