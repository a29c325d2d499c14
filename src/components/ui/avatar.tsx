import * as AvatarPrimitive from '@radix-ui/react-avatar'
import type * as React from 'react'
import { cn } from '@/lib/cn'

/** Up to two initials from a name: "Equipe Editorial" → "EE"; empty → "?". */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0].charAt(0)
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : ''
  return (first + last).toUpperCase()
}

export function Avatar({
  src,
  name,
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Root> & { src?: string | null; name?: string | null }) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image className="aspect-square size-full object-cover" src={src} alt={name ?? ''} />
      ) : null}
      {/* The initials stand in for the picture and are named as its alt is: ARIA forbids naming a plain
          span (a generic element), so they are an image; without a name, "?" is only decoration. */}
      <AvatarPrimitive.Fallback
        className="bg-brand-100 text-brand-800 flex size-full items-center justify-center text-sm font-semibold"
        {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
