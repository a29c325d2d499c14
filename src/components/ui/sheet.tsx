import * as DialogPrimitive from '@radix-ui/react-dialog'
import type * as React from 'react'
import { ModalPanel } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'

/** A drawer (Radix Dialog) from the left (the admin navigation below 768 px) or the right (side panels). */
export const Sheet = DialogPrimitive.Root
export const SheetTrigger = DialogPrimitive.Trigger

export function SheetContent({
  className,
  side = 'left',
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { side?: 'left' | 'right' }) {
  return (
    <ModalPanel
      slot="sheet"
      iconClassName="size-5"
      className={cn(
        'fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-slate-200 bg-white p-4 shadow-xl focus:outline-none',
        side === 'left' ? 'left-0 border-r' : 'right-0 border-l',
        className,
      )}
      {...props}
    />
  )
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="sheet-title" className={cn('text-base font-semibold', className)} {...props} />
  )
}

export function SheetDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="sheet-description" className={cn('sr-only', className)} {...props} />
}
