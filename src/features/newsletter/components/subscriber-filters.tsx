import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@/features/newsletter/api/subscribers'
import { SUBSCRIBER_STATUS_PLURALS } from '@/features/newsletter/components/subscriber-list'

const ALL = 'all'

/** The e-mail search, the status filter and "Limpar filtros"; each change goes to the URL. */
export function SubscriberFilters({
  search,
  status,
  filtered,
  onChange,
}: {
  search: { text: string; setText: (text: string) => void }
  status: SubscriberStatus | null
  filtered: boolean
  onChange: (changes: Record<string, string | null>) => void
}) {
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_14rem_auto]" role="search" aria-label="Filtrar assinantes">
      <SearchInput
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        placeholder="Buscar por e-mail..."
        aria-label="Buscar assinantes por e-mail"
      />
      <Select value={status ?? ALL} onValueChange={(value) => onChange({ status: value === ALL ? null : value })}>
        <SelectTrigger aria-label="Status" className="h-11 md:h-10">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Todos os status</SelectItem>
          {SUBSCRIBER_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {SUBSCRIBER_STATUS_PLURALS[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {filtered ? (
        <Button variant="outline" onClick={() => onChange({ q: null, status: null })}>
          Limpar filtros
        </Button>
      ) : null}
    </div>
  )
}
