import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '@/components/ui/toast'
import { dismissToast, useToasts } from '@/hooks/use-toast'

/** Renders the toasts raised with `toast()`; mounted once in the app providers. */
export function Toaster() {
  const toasts = useToasts()
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
      <ToastViewport />
    </ToastProvider>
  )
}
