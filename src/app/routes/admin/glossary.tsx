import { Plus } from 'lucide-react'
import { useState } from 'react'
import { AccessDenied } from '@/components/feedback/access-denied'
import { EmptyState } from '@/components/feedback/empty-state'
import { QueryList } from '@/components/feedback/query-list'
import { PageHeading } from '@/components/layout/page-heading'
import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useGlossary, type GlossaryEntry } from '@/features/glossary/api/get-glossary'
import { DeleteGlossaryTermDialog } from '@/features/glossary/components/delete-glossary-term-dialog'
import { GlossaryTermDialog } from '@/features/glossary/components/glossary-term-dialog'
import { GlossaryTermList } from '@/features/glossary/components/glossary-term-list'
import { searchGlossary } from '@/features/glossary/utils/search-glossary'
import { useSession } from '@/lib/auth/session-context'

/** /admin/glossario: the glossary's terms; editors and admins search, create, edit and delete them. */
export function GlossaryAdminRoute() {
  const { profile } = useSession()
  const glossary = useGlossary()
  const [editing, setEditing] = useState<GlossaryEntry | 'new' | null>(null)
  const [deleting, setDeleting] = useState<GlossaryEntry | null>(null)
  const [search, setSearch] = useState('')
  if (profile?.role !== 'editor' && profile?.role !== 'admin') return <AccessDenied />

  const create = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      Novo termo
    </Button>
  )

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <PageHeading
        title="Glossário"
        description={
          <>
            Definições em linguagem simples, com a fonte, mostradas em{' '}
            <a className="text-brand-700 underline" href={paths.glossary.href()}>
              /glossario
            </a>{' '}
            e nos artigos.
          </>
        }
        actions={create}
      />
      <SearchInput
        className="mt-6 max-w-md"
        aria-label="Buscar no glossário"
        placeholder="Buscar termo ou definição"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="mt-6">
        <QueryList
          query={glossary}
          loading={<Skeleton className="h-64 rounded-xl" aria-busy="true" />}
          errorTitle="Erro ao carregar o glossário"
          empty={<EmptyState title="Nenhum termo no glossário">{create}</EmptyState>}
        >
          {(entries) => (
            <GlossaryTermList entries={searchGlossary(entries, search)} onEdit={setEditing} onDelete={setDeleting} />
          )}
        </QueryList>
      </div>
      {editing ? (
        <GlossaryTermDialog
          key={editing === 'new' ? 'new' : editing.id}
          entry={editing === 'new' ? null : editing}
          others={glossary.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteGlossaryTermDialog key={deleting.id} entry={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </div>
  )
}
