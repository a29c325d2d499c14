import type * as React from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { PostEditorValues } from '@/features/posts/schemas'

// The editor sidebar's cards (post-editor-sidebar.tsx, assignment-card.tsx) share these two parts.

export type PostForm = UseFormReturn<PostEditorValues>

/** A card of the sidebar with its heading. */
export function SidebarCard({
  title,
  className,
  children,
}: {
  title: string
  className: string
  children: React.ReactNode
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  )
}

// Radix Select items cannot have '' as value: with `none`, this item stands for the form's ''.
const NONE = 'nenhum'

/**
 * One of the form's choices as a Select. Always controlled: '' shows the placeholder (undefined would
 * make the Select uncontrolled), or the `none` option ("Nenhum") where '' is a choice of its own.
 */
export function ChoiceSelect({
  form,
  name,
  trigger,
  placeholder,
  none,
  options,
}: {
  form: PostForm
  name: 'status' | 'category_id' | 'author_id' | 'editor_id' | 'technical_reviewer_id'
  trigger: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }
  placeholder?: string
  none?: string
  options: Array<{ value: string; label: string }>
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          value={field.value || (none ? NONE : '')}
          onValueChange={(value) => field.onChange(none && value === NONE ? '' : value)}
        >
          <SelectTrigger {...trigger}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {none ? <SelectItem value={NONE}>{none}</SelectItem> : null}
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  )
}
