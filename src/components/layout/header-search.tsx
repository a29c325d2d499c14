import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/app/paths'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

/** Header search: opens the blog list searching every published post (architecture §5.1). */
export function HeaderSearch({ className, autoFocus, onSearched }: { className?: string; autoFocus?: boolean; onSearched?: () => void }) {
  const [query, setQuery] = useState('')
  const navigate = useNavigate()

  function submit(event: FormEvent) {
    event.preventDefault()
    const q = query.trim()
    void navigate(paths.blog.href({ q }))
    onSearched?.()
  }

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <Input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Buscar..."
        aria-label="Buscar no blog"
        autoFocus={autoFocus}
        className="pl-9"
      />
    </form>
  )
}
