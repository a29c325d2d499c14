// The fields a staff list filters with (the audit log, the media library): a select whose "Todas…"
// option means no filter, and a period of Brasília days.
import type { ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select'

/** The value of the "Todas…" option: no filter. */
export const ALL = 'all'

/** A labelled select whose "Todas…" option means no filter (null). */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string
  label: string
  value: string | null
  onChange: (value: string | null) => void
  children: ReactNode
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? null : next)}>
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
    </div>
  )
}

/** De / Até: whole days in Brasília time, each bounded by the other. */
export function PeriodFields({
  id,
  from,
  to,
  onChange,
}: {
  id: string
  from: string | null
  to: string | null
  onChange: (changes: { from?: string | null; to?: string | null }) => void
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2 xl:col-span-1">
      <legend className="sr-only">Período (dias no horário de Brasília)</legend>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-from`}>De</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={from ?? ''}
          max={to ?? undefined}
          onChange={(event) => onChange({ from: event.target.value || null })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-to`}>Até</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={to ?? ''}
          min={from ?? undefined}
          onChange={(event) => onChange({ to: event.target.value || null })}
        />
      </div>
    </fieldset>
  )
}
