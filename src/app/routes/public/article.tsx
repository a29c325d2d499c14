import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { useLocation, useParams, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { DEFAULT_DESCRIPTION } from '@/components/layout/document-meta'
import { usePostBySlug } from '@/features/posts/api/get-post-by-slug'
import { useRelatedPosts } from '@/features/posts/api/get-related-posts'
import { useGlossary } from '@/features/glossary/api/get-glossary'
import { incrementPostViews } from '@/features/posts/api/increment-post-views'
import { postKeys } from '@/lib/query-keys'
import { setPostCounts } from '@/features/posts/post-counts'
import type { PostDetail } from '@/features/posts/api/types'
import { shareImage } from '@/lib/responsive-images'
import { articleStructuredData } from '@/features/posts/utils/article-structured-data'
import { ArticleNotFound, ArticleSkeleton, ArticleView } from '@/features/posts/components/article-view'
import { JsonLd } from '@/components/seo/json-ld'
import { absoluteUrl, PublicPageMeta } from '@/components/seo/public-page-meta'
import { env } from '@/lib/env'

// Staff previews need the signed-in Supabase client; visitors never download it.
const ArticlePreview = lazy(async () => ({
  default: (await import('@/app/routes/public/article-preview')).ArticlePreview,
}))

/**
 * Title, description (seo_description → excerpt → default), canonical and share tags, and the
 * structured data search engines read: BlogPosting (on its MedicalWebPage, with its references as `citation`) and its breadcrumb.
 */
function ArticleMeta({ post, url }: { post: PostDetail; url: string }) {
  const description = post.seo_description?.trim() || post.excerpt?.trim() || DEFAULT_DESCRIPTION
  // An uploaded cover is shared cropped to 1200×630 (Storage's image transformations, when on).
  const share = shareImage(post.image)
  const image = share ? absoluteUrl(share.url) : null
  const breadcrumb = [
    { name: 'Início', url: `${env.siteUrl}/` },
    { name: 'Blog', url: env.siteUrl + paths.blog.href() },
    ...(post.category
      ? [{ name: post.category.name, url: env.siteUrl + paths.category.href(post.category.slug) }]
      : []),
    { name: post.title, url },
  ]
  return (
    <>
      <PublicPageMeta
        title={post.title}
        description={description}
        type="article"
        image={image}
        imageSize={share?.size}
        imageAlt={post.title}
      />
      {post.published_at ? <meta property="article:published_time" content={post.published_at} /> : null}
      <meta property="article:modified_time" content={post.updated_at} />
      {post.category ? <meta property="article:section" content={post.category.name} /> : null}
      {post.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <JsonLd
        data={articleStructuredData(post, { url, site: { url: env.siteUrl, name: env.siteName }, description, image })}
      />
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: breadcrumb.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.name,
            item: item.url,
          })),
        }}
      />
    </>
  )
}

function useCountView(post: PostDetail | undefined, slug: string) {
  const location = useLocation()
  const queryClient = useQueryClient()
  const postId = post?.id
  useEffect(() => {
    if (!postId) return
    // A failed count resolves null: the page keeps the counts it has, and the reader sees nothing.
    void incrementPostViews(postId, location.key).then((counts) => {
      if (!counts) return
      setPostCounts(postId, counts)
      queryClient.setQueryData<PostDetail>(postKeys.detailBySlug(slug), (current) =>
        current ? { ...current, ...counts } : current,
      )
    })
  }, [postId, location.key, slug, queryClient])
}

function PublishedArticle({ slug }: { slug: string }) {
  const post = usePostBySlug(slug)
  const related = useRelatedPosts(slug)
  // Asked for with the post, not after it (no waterfall); without it the article shows no definitions.
  const glossary = useGlossary()
  useCountView(post.data, slug)

  if (post.isPending) return <ArticleSkeleton />
  if (post.isError || !post.data) return <ArticleNotFound error={post.error} onRetry={() => void post.refetch()} />

  const url = env.siteUrl + paths.article.href(post.data.slug)
  return (
    <>
      <ArticleMeta post={post.data} url={url} />
      <ArticleView article={post.data} url={url} related={related.data} glossary={glossary.data} />
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
