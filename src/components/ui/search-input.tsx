import { Search } from 'lucide-react'
import type * as React from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

/** A search box with its magnifier icon; give it an aria-label. */
export function SearchInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      {/* 44 px tall on phones: a thumb-sized target. */}
      <Input type="search" className="h-11 pl-9 md:h-10" {...props} />
    </div>
  )
}
