import * as DialogPrimitive from '@radix-ui/react-dialog'
import { XIcon } from 'lucide-react'
import type * as React from 'react'
import { cn } from '@/lib/cn'

export const Dialog = DialogPrimitive.Root

/**
 * What a dialog and a sheet share: the dimmed overlay, the panel (placed by `className`) and its
 * "Fechar" corner button.
 */
export function ModalPanel({
  slot,
  iconClassName,
  children,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { slot: string; iconClassName: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot={`${slot}-overlay`} className="fixed inset-0 z-50 bg-slate-950/50" />
      <DialogPrimitive.Content data-slot={`${slot}-content`} {...props}>
        {children}
        <DialogPrimitive.Close
          className="focus-visible:ring-brand-500 absolute top-4 right-4 rounded-sm text-slate-500 hover:text-slate-900 focus-visible:ring-2 focus-visible:outline-none"
          aria-label="Fechar"
        >
          <XIcon className={iconClassName} />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogContent({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalPanel
      slot="dialog"
      iconClassName="size-4"
      className={cn(
        'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none',
        className,
      )}
      {...props}
    />
  )
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg font-semibold', className)} {...props} />
  )
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-slate-600', className)}
      {...props}
    />
  )
}
