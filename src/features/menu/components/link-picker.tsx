import { useState } from 'react'
import { SearchInput } from '@/components/ui/search-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useCategoryChoices, usePublishedPostSearch, type LinkChoice } from '@/features/menu/api/link-targets'
import { SITE_PAGES } from '@/features/menu/utils/menu-links'
import { cn } from '@/lib/cn'

export type LinkKind = 'page' | 'category' | 'post' | 'custom'

const KINDS: { value: LinkKind; label: string }[] = [
  { value: 'page', label: 'Página do site' },
  { value: 'category', label: 'Categoria' },
  { value: 'post', label: 'Post' },
  { value: 'custom', label: 'Link personalizado' },
]

/** "Tipo de link": four pill-shaped radio buttons. */
export function LinkKindChoice({ value, onChange }: { value: LinkKind; onChange: (kind: LinkKind) => void }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Tipo de link</legend>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <label
            key={kind.value}
            className={cn(
              'has-[:focus-visible]:ring-brand-500/40 relative rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2',
              value === kind.value
                ? 'border-brand-600 bg-brand-50 text-brand-800 font-medium'
                : 'border-slate-300 text-slate-700 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="menu-link-kind"
              value={kind.value}
              checked={value === kind.value}
              onChange={() => onChange(kind.value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {kind.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A Select of ready-made links: the site's pages or the active categories. */
function LinkChoiceSelect({
  label,
  placeholder,
  choices,
  loading,
  onPick,
}: {
  label: string
  placeholder: string
  choices: readonly LinkChoice[]
  loading?: boolean
  onPick: (choice: LinkChoice) => void
}) {
  const [picked, setPicked] = useState('')
  return (
    <Select
      value={picked}
      onValueChange={(id) => {
        const choice = choices.find((item) => item.id === id)
        if (!choice) return
        setPicked(id)
        onPick(choice)
      }}
    >
      <SelectTrigger aria-label={label}>
        <SelectValue placeholder={loading ? 'Carregando...' : placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.id} value={choice.id}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

const PAGE_CHOICES: LinkChoice[] = SITE_PAGES.map((page) => ({ id: page.href, label: page.label, href: page.href }))

/** "Post": search the published posts by title; a result fills the link. */
function PostSearch({ onPick }: { onPick: (choice: LinkChoice) => void }) {
  const [text, setText] = useState('')
  const q = useDebouncedValue(text.trim(), 300)
  const results = usePublishedPostSearch(q, true)
  return (
    <div className="space-y-2">
      <SearchInput
        aria-label="Buscar post"
        placeholder="Buscar pelo título"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {results.isError ? (
        <p className="text-sm text-red-600">Não foi possível buscar os posts. Tente novamente.</p>
      ) : results.data && results.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum post publicado com esse título.</p>
      ) : results.data ? (
        <ul className="max-h-48 overflow-y-auto rounded-md border border-slate-200" aria-label="Posts publicados">
          {results.data.map((post) => (
            <li key={post.id} className="border-b border-slate-100 last:border-b-0">
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
                onClick={() => onPick(post)}
              >
                {post.label}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Carregando...</p>
      )}
    </div>
  )
}

/** The picker of the chosen kind; "Link personalizado" has none (the fields below are typed by hand). */
export function LinkPicker({ kind, onPick }: { kind: LinkKind; onPick: (choice: LinkChoice) => void }) {
  const categories = useCategoryChoices(kind === 'category')
  if (kind === 'page')
    return <LinkChoiceSelect label="Página" placeholder="Escolha a página" choices={PAGE_CHOICES} onPick={onPick} />
  if (kind === 'category') {
    if (categories.isError)
      return <p className="text-sm text-red-600">Não foi possível carregar as categorias. Digite o endereço abaixo.</p>
    return (
      <LinkChoiceSelect
        label="Categoria"
        placeholder="Escolha a categoria"
        choices={categories.data ?? []}
        loading={categories.isPending}
        onPick={onPick}
      />
    )
  }
  if (kind === 'post') return <PostSearch onPick={onPick} />
  return null
}
