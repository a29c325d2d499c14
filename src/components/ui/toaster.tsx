import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '@/components/ui/toast'
import { dismissToast, useToasts } from '@/hooks/use-toast'

/** Room the toasts take at the bottom of the screen (two short toasts with their padding). */
const BOTTOM_ZONE = 200
/** From Tailwind's `sm` up the toasts sit in a 24rem column at the right; below it they span the width. */
const SM = 640
const COLUMN = 384

/**
 * Bottom right, unless the control that raised the newest toast (a short form's "Salvar perfil") is
 * where they would sit: then at the top, so a toast never covers the button that caused it.
 */
function toastSide(cause: DOMRect | undefined): 'top' | 'bottom' {
  if (!cause || typeof window === 'undefined') return 'bottom'
  const left = window.innerWidth >= SM ? window.innerWidth - COLUMN : 0
  const underZone = cause.bottom > window.innerHeight - BOTTOM_ZONE && cause.right > left
  return underZone ? 'top' : 'bottom'
}

/** Renders the toasts raised with `toast()`; mounted once in the app providers. */
export function Toaster() {
  const toasts = useToasts()
  const side = toastSide(toasts.at(-1)?.cause)
  return (
    <ToastProvider swipeDirection="right" label="Notificações">
      {toasts.map(({ id, title, description, variant, duration, action }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(id)
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {action ? (
              <a href={action.href} className="mt-1 text-sm font-semibold underline underline-offset-2">
                {action.label}
              </a>
            ) : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport data-side={side} className={side === 'top' ? 'top-0 bottom-auto' : undefined} />
    </ToastProvider>
  )
}
