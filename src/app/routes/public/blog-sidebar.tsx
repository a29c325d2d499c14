import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Skeleton } from '@/components/ui/skeleton'
import { useCategoryPostCounts } from '@/features/categories/api/get-category-post-counts'
import { categoryColor } from '@/lib/category-colors'
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box'
import { usePopularPosts, useRecentPosts } from '@/features/posts/api/get-post-lists'
import { CompactPostList } from '@/features/posts/components/compact-post-list'
import type * as React from 'react'
import { countLabel } from '@/lib/counts'

const SIDEBAR_POSTS = 5

function SidebarSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

/** Blog sidebar (docs/product-guide.md#public-site): recent, popular, categories with counts, newsletter. */
export function BlogSidebar() {
  const recent = useRecentPosts(SIDEBAR_POSTS)
  const popular = usePopularPosts(SIDEBAR_POSTS)
  const categories = useCategoryPostCounts()
  return (
    <aside className="space-y-6">
      <SidebarSection title="Posts Recentes">
        <CompactPostList posts={recent.data} isLoading={recent.isPending} emptyText="Nenhum post recente" />
      </SidebarSection>
      <SidebarSection title="Posts Populares">
        <CompactPostList posts={popular.data} isLoading={popular.isPending} emptyText="Nenhum post popular" showViews />
      </SidebarSection>
      <SidebarSection title="Categorias">
        {categories.isPending ? (
          <div className="space-y-2">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-6 w-full" />
            ))}
          </div>
        ) : !categories.data || categories.data.length === 0 ? (
          <p className="text-sm text-slate-500">Nenhuma categoria</p>
        ) : (
          <ul className="space-y-1">
            {categories.data.map((category) => (
              <li key={category.id}>
                <Link
                  to={paths.category.href(category.slug)}
                  className="hover:text-brand-800 flex min-h-11 items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 md:min-h-0"
                >
                  <span className="flex items-center gap-2">
                    <span
                      className="size-2.5 rounded-full"
                      style={{ backgroundColor: categoryColor(category.color) }}
                      aria-hidden="true"
                    />
                    {category.name}
                  </span>
                  {/* The number is seen, "3 posts" is heard: ARIA forbids aria-label on a plain span. */}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    <span aria-hidden="true">{(category.post_count ?? 0).toLocaleString('pt-BR')}</span>
                    <span className="sr-only">{countLabel(category.post_count ?? 0, 'post', 'posts')}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SidebarSection>
      <NewsletterBox source="blog-sidebar" />
    </aside>
  )
}
