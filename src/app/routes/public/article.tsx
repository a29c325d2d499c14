import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { useLocation, useParams, useSearchParams } from 'react-router'
import { paths } from '@/app/paths'
import { DEFAULT_DESCRIPTION } from '@/components/layout/document-meta'
import { usePostBySlug } from '@/features/posts/api/get-post-by-slug'
import { useRelatedPosts } from '@/features/posts/api/get-related-posts'
import { incrementPostViews } from '@/features/posts/api/increment-post-views'
import { postKeys } from '@/features/posts/api/keys'
import type { PostDetail } from '@/features/posts/api/types'
import { ArticleNotFound, ArticleSkeleton, ArticleView } from '@/features/posts/components/article-view'
import { env } from '@/lib/env'

// Staff previews need the signed-in Supabase client; visitors never download it.
const ArticlePreview = lazy(async () => ({ default: (await import('@/app/routes/public/article-preview')).ArticlePreview }))

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

function PublishedArticle({ slug }: { slug: string }) {
  const post = usePostBySlug(slug)
  const related = useRelatedPosts(post.data?.id, post.data?.category?.id ?? null)
  useCountView(post.data, slug)

  if (post.isPending) return <ArticleSkeleton />
  if (post.isError || !post.data) return <ArticleNotFound error={post.error} />

  const url = window.location.origin + paths.article.href(post.data.slug)
  return (
    <>
      <ArticleMeta post={post.data} url={url} />
      <ArticleView article={post.data} url={url} related={related.data} />
    </>
  )
}

export function ArticleRoute() {
  const { slug = '' } = useParams()
  const [searchParams] = useSearchParams()
  if (searchParams.has('preview')) {
    return (
      <Suspense fallback={<ArticleSkeleton />}>
        <ArticlePreview slug={slug} />
      </Suspense>
    )
  }
  return <PublishedArticle slug={slug} />
}
