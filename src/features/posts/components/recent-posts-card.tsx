import { Eye } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { ErrorState } from '@/components/feedback/error-state'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAdminPosts } from '@/features/posts/api/get-admin-posts'
import { PostStatusBadge } from '@/features/posts/components/post-status-badge'
import { formatShortDate } from '@/lib/dates'

const RECENT_POSTS = 5 // docs/product-guide.md#limits

/** "Posts Recentes": the 5 newest posts of any status, each linking to the editor, and "Ver todos". */
export function RecentPostsCard() {
  const posts = useAdminPosts({ q: '', status: null, category: null, page: 1, pageSize: RECENT_POSTS })
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Posts Recentes</CardTitle>
        <Link to={paths.admin.posts.href()} className="text-brand-700 text-sm font-medium hover:underline">
          Ver todos
        </Link>
      </CardHeader>
      <CardContent>
        {posts.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            {Array.from({ length: RECENT_POSTS }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        ) : posts.isError ? (
          <ErrorState onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
        ) : posts.data.posts.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">Nenhum post ainda.</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="recent-posts">
            {posts.data.posts.map((post) => (
              <li key={post.id} className="flex flex-col gap-1 py-3">
                <Link
                  to={paths.admin.editPost.href(post.id)}
                  className="hover:text-brand-800 truncate text-sm font-medium text-slate-900 hover:underline"
                >
                  {post.title}
                </Link>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="text-xs text-slate-500">{formatShortDate(post.created_at)}</span>
                  <PostStatusBadge post={post} />
                  <span className="inline-flex items-center gap-1 text-xs text-slate-600 tabular-nums">
                    <Eye className="size-3.5" aria-label="Visualizações" />
                    {post.views.toLocaleString('pt-BR')}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
