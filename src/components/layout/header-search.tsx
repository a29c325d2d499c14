import { useState, type FormEvent } from 'react'
import { paths } from '@/config/paths'
import { useSiteNavigation } from '@/components/layout/site-navigation'
import { SearchInput } from '@/components/ui/search-input'

/** Header search: opens the blog list searching every published post (docs/product-guide.md#public-site). */
export function HeaderSearch({
  className,
  autoFocus,
  onSearched,
}: {
  className?: string
  autoFocus?: boolean
  onSearched?: () => void
}) {
  const [query, setQuery] = useState('')
  const { navigate } = useSiteNavigation()

  function submit(event: FormEvent) {
    event.preventDefault()
    const q = query.trim()
    navigate(paths.blog.href({ q }))
    onSearched?.()
  }

  return (
    <form role="search" onSubmit={submit} className={className}>
      <SearchInput
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Buscar..."
        aria-label="Buscar no blog"
        autoFocus={autoFocus}
      />
    </form>
  )
}
