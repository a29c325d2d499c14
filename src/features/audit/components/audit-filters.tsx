import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { SYSTEM_ACTOR } from '@/features/audit/api/get-audit-log'
import { AUDIT_ACTION_GROUPS } from '@/features/audit/utils/audit-labels'

const ALL = 'all'

export interface AuditFilterValues {
  actor: string | null
  action: string | null
  from: string | null
  to: string | null
}

/** Pessoa, Ação and Período (De / Até, Brasília days). Each change goes straight to the caller (the URL). */
export function AuditFilters({
  values,
  people,
  onChange,
}: {
  values: AuditFilterValues
  people: ReadonlyArray<{ id: string; full_name: string | null }>
  onChange: (changes: Partial<AuditFilterValues>) => void
}) {
  const id = useId()
  const filtered = Boolean(values.actor || values.action || values.from || values.to)
  const sortedPeople = [...people].sort((a, b) => (a.full_name ?? '').localeCompare(b.full_name ?? '', 'pt-BR'))

  return (
    <div
      role="search"
      aria-label="Filtrar registros"
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_18rem_auto] xl:items-end"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-actor`}>Pessoa</Label>
        <Select
          value={values.actor ?? ALL}
          onValueChange={(value) => onChange({ actor: value === ALL ? null : value })}
        >
          <SelectTrigger id={`${id}-actor`} aria-label="Pessoa">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todas as pessoas</SelectItem>
            <SelectItem value={SYSTEM_ACTOR}>Sistema</SelectItem>
            {sortedPeople.map((person) => (
              <SelectItem key={person.id} value={person.id}>
                {person.full_name || 'Usuário'}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-action`}>Ação</Label>
        <Select
          value={values.action ?? ALL}
          onValueChange={(value) => onChange({ action: value === ALL ? null : value })}
        >
          <SelectTrigger id={`${id}-action`} aria-label="Ação">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todas as ações</SelectItem>
            {AUDIT_ACTION_GROUPS.map((group) => (
              <SelectGroup key={group.label}>
                <SelectLabel>{group.label}</SelectLabel>
                {group.actions.map((action) => (
                  <SelectItem key={action.value} value={action.value}>
                    {action.label}
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
          </SelectContent>
        </Select>
      </div>
      <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2 xl:col-span-1">
        <legend className="sr-only">Período (dias no horário de Brasília)</legend>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-from`}>De</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={values.from ?? ''}
            max={values.to ?? undefined}
            onChange={(event) => onChange({ from: event.target.value || null })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-to`}>Até</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={values.to ?? ''}
            min={values.from ?? undefined}
            onChange={(event) => onChange({ to: event.target.value || null })}
          />
        </div>
      </fieldset>
      {filtered ? (
        <Button variant="outline" onClick={() => onChange({ actor: null, action: null, from: null, to: null })}>
          Limpar filtros
        </Button>
      ) : null}
    </div>
  )
}
