import { useId } from 'react'
import { ALL, FilterSelect, PeriodFields } from '@/components/filter-fields'
import { Button } from '@/components/ui/button'
import { SelectGroup, SelectItem, SelectLabel } from '@/components/ui/select'
import { SYSTEM_ACTOR } from '@/features/audit/api/get-audit-log'
import { AUDIT_ACTION_GROUPS } from '@/features/audit/utils/audit-labels'

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
      <FilterSelect id={`${id}-actor`} label="Pessoa" value={values.actor} onChange={(actor) => onChange({ actor })}>
        <SelectItem value={ALL}>Todas as pessoas</SelectItem>
        <SelectItem value={SYSTEM_ACTOR}>Sistema</SelectItem>
        {sortedPeople.map((person) => (
          <SelectItem key={person.id} value={person.id}>
            {person.full_name || 'Usuário'}
          </SelectItem>
        ))}
      </FilterSelect>
      <FilterSelect id={`${id}-action`} label="Ação" value={values.action} onChange={(action) => onChange({ action })}>
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
      </FilterSelect>
      <PeriodFields id={id} from={values.from} to={values.to} onChange={onChange} />
      {filtered ? (
        <Button variant="outline" onClick={() => onChange({ actor: null, action: null, from: null, to: null })}>
          Limpar filtros
        </Button>
      ) : null}
    </div>
  )
}
