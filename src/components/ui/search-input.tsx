import { Search } from 'lucide-react'
import type * as React from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

/** A search box with its magnifier icon; give it an aria-label. */
export function SearchInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <Input type="search" className="pl-9" {...props} />
    </div>
  )
}
