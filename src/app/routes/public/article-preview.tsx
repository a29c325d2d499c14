import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { usePostPreview } from '@/features/posts/api/get-post-preview'
import { useGlossary } from '@/features/glossary/api/get-glossary'
import { ArticleNotFound, ArticleSkeleton, ArticleView } from '@/features/posts/components/article-view'
import { PostStatusBadge } from '@/features/posts/components/post-status-badge'
import { isPubliclyVisible } from '@/features/posts/utils/post-status'
import type { PostStatus } from '@/lib/post-status'
import { env } from '@/lib/env'

/**
 * /blog/post/{slug}?preview=1: the article as it will look, read with the signed-in staff session
 * (RLS lets staff read drafts; anyone else gets "Post não encontrado"). Marked as a preview, never
 * indexed, no views counted, nothing to like or share.
 */
export function ArticlePreview({ slug }: { slug: string }) {
  const post = usePostPreview(slug)
  const glossary = useGlossary()
  if (post.isPending) return <ArticleSkeleton />
  if (post.isError || !post.data) {
    return (
      <ArticleNotFound error={post.error}>
        <Link to={paths.admin.auth.href()} className="text-brand-700 text-sm font-medium hover:underline">
          Entrar no painel para pré-visualizar
        </Link>
      </ArticleNotFound>
    )
  }

  const article = post.data
  const unpublished = !isPubliclyVisible(article)
  const banner = unpublished ? (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <strong>Pré-visualização — não publicado</strong>
      <PostStatusBadge post={{ status: article.status as PostStatus, published_at: article.published_at }} />
    </div>
  ) : null
  return (
    <>
      <title>{`Pré-visualização: ${article.title} | ${env.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <ArticleView
        article={article}
        url={window.location.href}
        interactive={!unpublished}
        banner={banner}
        glossary={glossary.data}
      />
    </>
  )
}
