import { X } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { useCategoryPostCounts } from '@/features/categories/api/get-category-post-counts'
import { usePopularPosts } from '@/features/posts/api/get-post-lists'

const SUGGESTED_POSTS = 5 // the sidebar's "Posts Populares": the same cached query

const suggestionLink =
  'flex min-h-11 items-center rounded-md px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none md:min-h-9'

/** A short list of links to go to instead, under its heading. */
function Suggestions({
  id,
  title,
  links,
}: {
  id: string
  title: string
  links: Array<{ key: string; to: string; label: string }>
}) {
  return (
    <nav aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={suggestionLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * /blog when a search finds nothing: names the term, offers to clear it, and suggests where to go
 * instead (the categories and the most read posts), so the reader is not told the blog is empty.
 */
export function NoSearchResults({ term, onClear }: { term: string; onClear: () => void }) {
  const categories = useCategoryPostCounts()
  const popular = usePopularPosts(SUGGESTED_POSTS)
  return (
    <div
      className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10"
      data-testid="no-search-results"
    >
      <div className="text-center">
        <h2 className="text-lg font-semibold break-words text-slate-900">Nenhum resultado para “{term}”</h2>
        <p className="mt-2 text-sm text-slate-600">
          Confira a grafia, tente outras palavras ou explore as sugestões abaixo.
        </p>
        <Button variant="outline" className="mt-4 h-11 md:h-10" onClick={onClear}>
          <X aria-hidden="true" />
          Limpar busca
        </Button>
      </div>
      <div className="mt-8 grid gap-8 text-left sm:grid-cols-2">
        {categories.data && categories.data.length > 0 ? (
          <Suggestions
            id="sugestoes-categorias"
            title="Categorias"
            links={categories.data.map((category) => ({
              key: category.id,
              to: paths.category.href(category.slug),
              label: category.name,
            }))}
          />
        ) : null}
        {popular.data && popular.data.length > 0 ? (
          <Suggestions
            id="sugestoes-populares"
            title="Mais lidos"
            links={popular.data.map((post) => ({ key: post.id, to: paths.article.href(post.slug), label: post.title }))}
          />
        ) : null}
      </div>
    </div>
  )
}
