import { useId } from 'react'
import { ALL, FilterSelect, PeriodFields } from '@/components/filter-fields'
import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { SelectItem } from '@/components/ui/select'
import type { MediaFilterValues } from '@/features/media/hooks/use-media-filters'
import { MEDIA_SOURCE_LABELS, type MediaSource } from '@/lib/media-library'

const USE_VALUES = { 'em-uso': true, 'sem-uso': false } as const

/** Busca, Origem, Uso, Enviada por and Período. Each change goes straight to the caller (the URL). */
export function MediaFilters({
  values,
  search,
  onSearch,
  people,
  filtered,
  onChange,
  onClear,
}: {
  values: MediaFilterValues
  search: string
  onSearch: (text: string) => void
  people: ReadonlyArray<{ id: string; full_name: string | null }>
  filtered: boolean
  onChange: (changes: Partial<MediaFilterValues>) => void
  onClear: () => void
}) {
  const id = useId()
  const sortedPeople = [...people].sort((a, b) => (a.full_name ?? '').localeCompare(b.full_name ?? '', 'pt-BR'))
  const use = values.inUse === true ? 'em-uso' : values.inUse === false ? 'sem-uso' : null

  return (
    <div role="search" aria-label="Filtrar imagens" className="space-y-3">
      <SearchInput
        aria-label="Buscar imagens"
        placeholder="Buscar por nome, texto alternativo, legenda ou autor do crédito"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[1fr_1fr_1fr_18rem_auto] xl:items-end">
        <FilterSelect
          id={`${id}-source`}
          label="Origem"
          value={values.source}
          onChange={(source) => onChange({ source: source as MediaSource | null })}
        >
          <SelectItem value={ALL}>Todas as origens</SelectItem>
          {Object.entries(MEDIA_SOURCE_LABELS).map(([value, label]) => (
            <SelectItem key={value} value={value}>
              {label}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect
          id={`${id}-use`}
          label="Uso"
          value={use}
          onChange={(next) => onChange({ inUse: next ? USE_VALUES[next as keyof typeof USE_VALUES] : null })}
        >
          <SelectItem value={ALL}>Em uso e sem uso</SelectItem>
          <SelectItem value="em-uso">Em uso</SelectItem>
          <SelectItem value="sem-uso">Sem uso</SelectItem>
        </FilterSelect>
        <FilterSelect
          id={`${id}-uploader`}
          label="Enviada por"
          value={values.uploader}
          onChange={(uploader) => onChange({ uploader })}
        >
          <SelectItem value={ALL}>Todas as pessoas</SelectItem>
          {sortedPeople.map((person) => (
            <SelectItem key={person.id} value={person.id}>
              {person.full_name || 'Usuário'}
            </SelectItem>
          ))}
        </FilterSelect>
        <PeriodFields id={id} from={values.from} to={values.to} onChange={onChange} />
        {filtered ? (
          <Button variant="outline" onClick={onClear}>
            Limpar filtros
          </Button>
        ) : null}
      </div>
    </div>
  )
}
