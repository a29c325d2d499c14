import { useState } from 'react'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { PublicPageMeta } from '@/components/seo/public-page-meta'
import { SearchInput } from '@/components/ui/search-input'
import { Skeleton } from '@/components/ui/skeleton'
import { useGlossary, type GlossaryEntry } from '@/features/glossary/api/get-glossary'
import { foldTerm } from '@/lib/glossary-links'
import { searchGlossary } from '@/features/glossary/utils/search-glossary'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')

/** The letter a term is filed under: its first letter without accent ("Ó" under O). */
const letterOf = (term: string) => foldTerm(term).charAt(0).toUpperCase()

/** The terms under each letter, in the order given (by name). */
function byLetter(entries: GlossaryEntry[]): [string, GlossaryEntry[]][] {
  const groups = new Map<string, GlossaryEntry[]>()
  for (const entry of entries) {
    const letter = letterOf(entry.term)
    groups.set(letter, [...(groups.get(letter) ?? []), entry])
  }
  return [...groups.entries()]
}

/** The source's link (the database accepts http(s) addresses only; anything else is shown as text). */
function Source({ entry }: { entry: GlossaryEntry }) {
  const name = entry.source_title?.trim() || new URL(entry.source_url).hostname
  return (
    <p className="mt-2 text-sm text-slate-600">
      Fonte:{' '}
      {/^https?:\/\//i.test(entry.source_url) ? (
        <a href={entry.source_url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
          {name}
        </a>
      ) : (
        name
      )}
      {entry.source_publisher ? ` — ${entry.source_publisher}` : null}
    </p>
  )
}

const letters = (text: string) => foldTerm(text).replace(/[^a-z0-9]/g, '')

/**
 * The variants worth showing beside the term: acronyms and other names ("CBD", "Agência Nacional de Vigilância
 * Sanitária"), not plurals and spellings of the term itself (those only help find it in the articles).
 */
function shownVariants({ term, variants }: GlossaryEntry): string[] {
  const name = letters(term)
  return variants.filter((variant) => {
    const other = letters(variant)
    if (variant.length > 1 && variant === variant.toUpperCase()) return true
    return !(name.includes(other) || other.includes(name) || name.slice(0, 5) === other.slice(0, 5))
  })
}

function Entry({ entry }: { entry: GlossaryEntry }) {
  const variants = shownVariants(entry)
  return (
    <div id={entry.slug} className="scroll-mt-24 rounded-lg p-3 target:bg-amber-50">
      <dt className="text-lg font-semibold text-slate-900">
        <dfn className="not-italic">{entry.term}</dfn>
        {variants.length ? (
          <span className="ml-2 text-sm font-normal text-slate-600">({variants.join(', ')})</span>
        ) : null}
      </dt>
      <dd className="mt-1 text-slate-800">
        {entry.definition}
        <Source entry={entry} />
      </dd>
    </div>
  )
}

function Letters({ present }: { present: Set<string> }) {
  return (
    <nav aria-label="Letras do glossário" className="mt-6">
      <ul className="flex flex-wrap gap-1">
        {LETTERS.map((letter) => (
          <li key={letter}>
            {present.has(letter) ? (
              <a
                href={`#letra-${letter.toLowerCase()}`}
                className="bg-brand-50 text-brand-800 hover:bg-brand-100 inline-flex size-10 items-center justify-center rounded-md font-semibold"
              >
                {letter}
              </a>
            ) : (
              <span className="inline-flex size-10 items-center justify-center text-slate-500" aria-hidden="true">
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function GlossaryList({ entries }: { entries: GlossaryEntry[] }) {
  const [search, setSearch] = useState('')
  const wanted = foldTerm(search)
  const shown = searchGlossary(entries, search)
  const groups = byLetter(shown)
  return (
    <>
      <Letters present={new Set(groups.map(([letter]) => letter))} />
      <SearchInput
        className="mt-6 max-w-md"
        aria-label="Buscar no glossário"
        placeholder="Buscar um termo"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p className="sr-only" role="status">
        {wanted ? `${shown.length} ${shown.length === 1 ? 'termo encontrado' : 'termos encontrados'}` : ''}
      </p>
      {shown.length === 0 ? (
        <p className="mt-8 text-slate-700">Nenhum termo encontrado para “{search.trim()}”.</p>
      ) : null}
      {groups.map(([letter, items]) => (
        <section key={letter} aria-labelledby={`letra-${letter.toLowerCase()}`} className="mt-10">
          <h2 id={`letra-${letter.toLowerCase()}`} className="scroll-mt-24 text-2xl font-bold text-slate-900">
            {letter}
          </h2>
          <dl className="mt-3 space-y-3">
            {items.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </dl>
        </section>
      ))}
    </>
  )
}

/** /glossario: every term, A–Z, with a search box; each entry has its own address (#slug). */
export function GlossaryRoute() {
  const glossary = useGlossary()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PublicPageMeta
        title="Glossário"
        description="Termos da cannabis medicinal explicados em linguagem simples, cada um com a sua fonte."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Glossário</h1>
      <p className="mt-3 text-slate-600">
        Os termos que aparecem nos artigos, explicados em linguagem simples. Cada definição traz a fonte de onde veio.
        Este glossário não substitui a orientação de um profissional de saúde.
      </p>
      {glossary.isPending ? (
        <Skeleton className="mt-8 h-96 w-full" aria-busy="true" />
      ) : glossary.isError ? (
        <ErrorState
          className="mt-8"
          title="Erro ao carregar o glossário"
          onRetry={() => void glossary.refetch()}
          retrying={glossary.isFetching}
        />
      ) : glossary.data.length === 0 ? (
        <EmptyState className="mt-8" title="O glossário ainda não tem termos" />
      ) : (
        <GlossaryList entries={glossary.data} />
      )}
    </div>
  )
}
