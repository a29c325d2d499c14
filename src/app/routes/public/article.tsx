import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Calendar, Clock, Eye } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { paths } from '@/app/paths'
import { DEFAULT_DESCRIPTION } from '@/components/layout/document-meta'
import { EmptyState } from '@/components/feedback/empty-state'
import { Avatar } from '@/components/ui/avatar'
import { Skeleton } from '@/components/ui/skeleton'
import { CategoryBadge } from '@/features/categories/components/category-badge'
import { usePostBySlug } from '@/features/posts/api/get-post-by-slug'
import { useRelatedPosts } from '@/features/posts/api/get-related-posts'
import { incrementPostViews } from '@/features/posts/api/increment-post-views'
import { postKeys } from '@/features/posts/api/keys'
import type { PostDetail } from '@/features/posts/api/types'
import { ArticleBody } from '@/features/posts/components/article-body'
import { LikeButton } from '@/features/posts/components/like-button'
import { PostCard } from '@/features/posts/components/post-card'
import { PostImage } from '@/features/posts/components/post-image'
import { ShareMenu } from '@/features/posts/components/share-menu'
import { formatArticleDate, postDisplayDate } from '@/lib/dates'
import { env } from '@/lib/env'
import { toAppError } from '@/lib/errors'

function BackToBlog() {
  return (
    <Link to={paths.blog.href()} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar ao Blog
    </Link>
  )
}

/** Title, description and social tags from the post (seo_description → excerpt → default). */
function ArticleMeta({ post, url }: { post: PostDetail; url: string }) {
  const description = post.seo_description?.trim() || post.excerpt?.trim() || DEFAULT_DESCRIPTION
  const title = `${post.title} | ${env.siteName}`
  const image = post.image ? new URL(post.image, window.location.origin).href : undefined
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={post.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={post.title} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
    </>
  )
}

function useCountView(post: PostDetail | undefined, slug: string) {
  const location = useLocation()
  const queryClient = useQueryClient()
  const postId = post?.id
  useEffect(() => {
    if (!postId) return
    incrementPostViews(postId, location.key)
      .then((counted) => {
        if (!counted) return
        queryClient.setQueryData<PostDetail>(postKeys.detailBySlug(slug), (current) =>
          current ? { ...current, views: current.views + 1 } : current,
        )
      })
      .catch((error: unknown) => console.warn('Não foi possível contar a visualização', error))
  }, [postId, location.key, slug, queryClient])
}

export function ArticleRoute() {
  const { slug = '' } = useParams()
  const post = usePostBySlug(slug)
  const related = useRelatedPosts(post.data?.id, post.data?.category?.id ?? null)
  useCountView(post.data, slug)

  if (post.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" aria-busy="true">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="mt-6 h-10 w-full" />
        <Skeleton className="mt-3 h-10 w-2/3" />
        <Skeleton className="mt-8 aspect-video w-full" />
      </div>
    )
  }

  if (post.isError || !post.data) {
    const notFound = !post.isError || toAppError(post.error).kind === 'not-found'
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <title>{`Post não encontrado | ${env.siteName}`}</title>
        <BackToBlog />
        <EmptyState
          className="mt-8"
          tone={notFound ? 'neutral' : 'error'}
          title={notFound ? 'Post não encontrado' : 'Erro ao carregar post'}
          description="O artigo que você procura não existe ou foi removido."
        />
      </div>
    )
  }

  const article = post.data
  const url = window.location.origin + paths.article.href(article.slug)
  const date = postDisplayDate(article)
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <ArticleMeta post={article} url={url} />
      <BackToBlog />
      <header className="mt-6">
        <CategoryBadge category={article.category} />
        <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-slate-900 md:text-4xl">{article.title}</h1>
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-600">
          <span className="flex items-center gap-2">
            <Avatar src={article.author?.avatar_url} name={article.author?.full_name || 'Autor Anônimo'} className="size-9" />
            <span className="font-medium text-slate-800">{article.author?.full_name || 'Autor Anônimo'}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-4" aria-hidden="true" />
            <time dateTime={date ?? undefined}>{formatArticleDate(date)}</time>
          </span>
          <span className="inline-flex items-center gap-1" data-testid="view-count">
            <Eye className="size-4" aria-hidden="true" />
            {article.views} visualizações
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {article.read_time} min de leitura
          </span>
        </div>
        <div className="mt-5 flex flex-wrap gap-2">
          <LikeButton postId={article.id} slug={article.slug} likes={article.likes} />
          <ShareMenu title={article.title} url={url} />
        </div>
      </header>

      <PostImage src={article.image} alt={article.title} eager sizes="(min-width: 768px) 768px, 100vw" className="mt-8 rounded-xl" />

      <div className="mt-8">
        <ArticleBody html={article.content} />
      </div>

      {article.tags.length > 0 ? (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}

      {related.data && related.data.length > 0 ? (
        <section aria-labelledby="relacionados-title" className="mt-12 border-t border-slate-200 pt-10">
          <h2 id="relacionados-title" className="mb-6 text-2xl font-bold text-slate-900">
            Artigos Relacionados
          </h2>
          <div className="grid gap-6 sm:grid-cols-2">
            {related.data.map((item) => (
              <PostCard key={item.id} post={item} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  )
}
