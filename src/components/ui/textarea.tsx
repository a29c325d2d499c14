import type * as React from 'react'
import { fieldClasses } from '@/components/ui/input'
import { cn } from '@/lib/cn'

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldClasses, 'min-h-20', className)} {...props} />
}
