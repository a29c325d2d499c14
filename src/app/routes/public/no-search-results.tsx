import { X } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { useCategoryPostCounts } from '@/features/categories/api/get-category-post-counts'
import { usePopularPosts } from '@/features/posts/api/get-post-lists'

const SUGGESTED_POSTS = 5 // the sidebar's "Posts Populares": the same cached query

const suggestionLink =
  'flex min-h-11 items-center rounded-md px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none md:min-h-9'

/**
 * /blog when a search finds nothing: names the term, offers to clear it, and suggests where to go
 * instead (the categories and the most read posts), so the reader is not told the blog is empty.
 */
export function NoSearchResults({ term, onClear }: { term: string; onClear: () => void }) {
  const categories = useCategoryPostCounts()
  const popular = usePopularPosts(SUGGESTED_POSTS)
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10" data-testid="no-search-results">
      <div className="text-center">
        <h2 className="text-lg font-semibold break-words text-slate-900">Nenhum resultado para “{term}”</h2>
        <p className="mt-2 text-sm text-slate-600">Confira a grafia, tente outras palavras ou explore as sugestões abaixo.</p>
        <Button variant="outline" className="mt-4 h-11 md:h-10" onClick={onClear}>
          <X aria-hidden="true" />
          Limpar busca
        </Button>
      </div>
      <div className="mt-8 grid gap-8 text-left sm:grid-cols-2">
        {categories.data && categories.data.length > 0 ? (
          <nav aria-labelledby="sugestoes-categorias">
            <h3 id="sugestoes-categorias" className="mb-2 text-sm font-semibold text-slate-900">
              Categorias
            </h3>
            <ul>
              {categories.data.map((category) => (
                <li key={category.id}>
                  <Link to={paths.category.href(category.slug)} className={suggestionLink}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {popular.data && popular.data.length > 0 ? (
          <nav aria-labelledby="sugestoes-populares">
            <h3 id="sugestoes-populares" className="mb-2 text-sm font-semibold text-slate-900">
              Mais lidos
            </h3>
            <ul>
              {popular.data.map((post) => (
                <li key={post.id}>
                  <Link to={paths.article.href(post.slug)} className={suggestionLink}>
                    {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  )
}
