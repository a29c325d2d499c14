import { Pencil, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { GlossaryEntry } from '@/features/glossary/api/get-glossary'

/** The staff list of terms: each with its definition's start, its source and "Editar" / "Excluir". */
export function GlossaryTermList({
  entries,
  onEdit,
  onDelete,
}: {
  entries: GlossaryEntry[]
  onEdit: (entry: GlossaryEntry) => void
  onDelete: (entry: GlossaryEntry) => void
}) {
  if (entries.length === 0) return <p className="text-slate-600">Nenhum termo encontrado.</p>
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:gap-4">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{entry.term}</p>
            <p className="mt-1 line-clamp-2 text-sm text-slate-600">{entry.definition}</p>
            <p className="mt-1 truncate text-xs text-slate-500">{entry.source_url}</p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(entry)}>
              <Pencil aria-hidden="true" />
              Editar <span className="sr-only">{entry.term}</span>
            </Button>
            <Button variant="outline" size="sm" onClick={() => onDelete(entry)}>
              <Trash2 aria-hidden="true" />
              Excluir <span className="sr-only">{entry.term}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
