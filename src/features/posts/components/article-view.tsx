import { Calendar, Clock } from 'lucide-react'
import { ErrorState } from '@/components/feedback/error-state'
import { EmptyState } from '@/components/feedback/empty-state'
import { Avatar } from '@/components/ui/avatar'
import { Skeleton } from '@/components/ui/skeleton'
import { AuthorLink } from '@/components/author-link'
import { Island } from '@/components/island'
import { CategoryBadge } from '@/components/category-badge'
import type { PostDetail, PostSummary } from '@/features/posts/api/types'
import { ArticleBody, useArticleHtml } from '@/features/posts/components/article-body'
import { ArticleReaderTools } from '@/features/posts/components/article-reader-tools'
import { ArticleToc } from '@/features/posts/components/article-toc'
import { ArticleKeyPoints } from '@/features/posts/components/article-key-points'
import { useTextSize } from '@/features/posts/hooks/use-text-size'
import { TOC_MIN_SECTIONS } from '@/features/posts/utils/article-outline'
import { BackToBlog } from '@/features/posts/components/back-to-blog'
import { ArticleReview } from '@/features/posts/components/article-review'
import { claimedReview } from '@/features/posts/utils/review-text'
import { ArticleReferences } from '@/features/posts/components/article-references'
import { ArticleLegislation } from '@/features/posts/components/article-legislation'
import { LikeButton } from '@/features/posts/components/like-button'
import { PostCard } from '@/features/posts/components/post-card'
import { PostImage } from '@/features/posts/components/post-image'
import { ShareMenu } from '@/features/posts/components/share-menu'
import { ViewCount } from '@/features/posts/components/view-count'
import { formatLongDate, htmlDateTime, postDisplayDate } from '@/lib/dates'
import { env } from '@/lib/env'
import { toAppError } from '@/lib/errors'
import { cn } from '@/lib/cn'
import { PAGE_VERSION_ATTRIBUTE } from '@/lib/public-page'
import type { CaptionPart } from '@/lib/sanitize-html'
import type { GlossaryTerm } from '@/lib/glossary-links'
import { captionParts, imageDetailsByUrl } from '@/features/posts/utils/image-caption'

/** Issue 30: a post that started as a Clio draft says so, in these words (docs/product-guide.md#clio-the-ai-assistant). */
const AI_DISCLOSURE = 'Este texto teve apoio de inteligência artificial e foi revisado pela equipe editorial.'

/** "Post não encontrado", or "Erro ao carregar post" with "Tentar novamente" when the request failed. */
export function ArticleNotFound({
  error,
  onRetry,
  children,
}: {
  error?: unknown
  onRetry?: () => void
  children?: React.ReactNode
}) {
  const notFound = !error || toAppError(error).kind === 'not-found'
  if (!notFound && onRetry) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <title>{`Erro ao carregar post | ${env.siteName}`}</title>
        <BackToBlog />
        <ErrorState className="mt-8" title="Erro ao carregar post" onRetry={onRetry} />
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{`Post não encontrado | ${env.siteName}`}</title>
      <BackToBlog />
      <EmptyState
        className="mt-8"
        tone={notFound ? 'neutral' : 'error'}
        title={notFound ? 'Post não encontrado' : 'Erro ao carregar post'}
        description="O artigo que você procura não existe ou foi removido."
      >
        {children}
      </EmptyState>
    </div>
  )
}

/**
 * Under the cover: its caption and credit (decision 051) — Pexels' terms ask for the photographer's
 * credit, AI images are disclosed as such, a third party's image names its source and licence.
 */
function CoverCaption({ parts }: { parts: CaptionPart[] }) {
  const link = 'underline underline-offset-2 hover:text-slate-700'
  return (
    <figcaption className="mt-2 text-sm text-slate-500" data-testid="cover-credit">
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={link}>
            {part.text}
          </a>
        ),
      )}
    </figcaption>
  )
}

export function ArticleSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" aria-busy="true">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-6 h-10 w-full" />
      <Skeleton className="mt-3 h-10 w-2/3" />
      <Skeleton className="mt-8 aspect-video w-full" />
    </div>
  )
}

/** Category, title, author, date, views and read time, the review, and (for visitors) like and share. */
function ArticleHeader({ article, url, interactive }: { article: PostDetail; url: string; interactive: boolean }) {
  const date = postDisplayDate(article)
  const review = claimedReview(article)
  return (
    <header className="mt-6">
      <CategoryBadge category={article.category} />
      <h1 className="mt-4 text-2xl leading-tight font-bold tracking-tight text-pretty text-slate-900 sm:text-3xl md:text-4xl">
        {article.title}
      </h1>
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-600">
        <span className="flex items-center gap-2">
          <Island
            name="author-avatar"
            inline
            component={Avatar}
            props={{
              src: article.author?.avatar_url,
              name: article.author?.full_name || 'Autor Anônimo',
              className: 'size-9',
            }}
          />
          <AuthorLink
            name={article.author?.full_name}
            slug={article.author?.slug}
            className="inline-flex min-h-11 items-center font-medium text-slate-800 md:min-h-0"
          />
        </span>
        <span className="inline-flex items-center gap-1">
          <Calendar className="size-4" aria-hidden="true" />
          <time dateTime={htmlDateTime(date)}>{formatLongDate(date)}</time>
        </span>
        <Island name="view-count" inline component={ViewCount} props={{ postId: article.id, views: article.views }} />
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          {article.read_time} min de leitura
        </span>
      </div>
      {review ? <ArticleReview review={review} /> : null}
      {interactive ? (
        <div className="mt-5 flex flex-wrap gap-2 print:hidden">
          <Island name="like" component={LikeButton} props={{ postId: article.id, likes: article.likes }} />
          <Island name="share" component={ShareMenu} props={{ title: article.title, url }} />
        </div>
      ) : null}
    </header>
  )
}

/**
 * An article as visitors read it (docs/product-guide.md#public-site "Article screen"). In a staff preview (`interactive`
 * false) there is nothing to like or share yet.
 */
export function ArticleView({
  article,
  url,
  related = [],
  interactive = true,
  banner,
  glossary,
}: {
  article: PostDetail
  url: string
  related?: PostSummary[]
  interactive?: boolean
  banner?: React.ReactNode
  /** The glossary's terms, marked in the text unless the post turned them off (decision 053). */
  glossary?: GlossaryTerm[] | null
}) {
  const cover = imageDetailsByUrl(article.image_details)(article.image)
  const coverCaption = article.image ? captionParts(cover, article.image_credit) : []
  const body = useArticleHtml(article.content, article.image_details, article.glossary_links ? glossary : null)
  const textSize = useTextSize()
  const toc = body.outline.length >= TOC_MIN_SECTIONS ? body.outline : null
  return (
    // The page's version: the editor waits for it to know the public page is current (lib/public-page.ts).
    <article
      className={cn('mx-auto max-w-3xl px-4 py-10 sm:px-6', toc && 'xl:flex xl:max-w-6xl xl:gap-12')}
      {...{ [PAGE_VERSION_ATTRIBUTE]: article.page_changed_at }}
    >
      <div className="min-w-0 xl:max-w-3xl xl:flex-1">
        {banner}
        <BackToBlog />
        <ArticleHeader article={article} url={url} interactive={interactive} />
        <Island name="reader-tools" component={ArticleReaderTools} props={{ title: article.title }} />

        <figure className="mt-8">
          <PostImage
            src={article.image}
            alt={cover?.decorative && !cover.alt.trim() ? '' : cover?.alt.trim() || article.title}
            eager
            sizes="(min-width: 768px) 768px, 100vw"
            className="rounded-xl"
          />
          {coverCaption.length > 0 ? <CoverCaption parts={coverCaption} /> : null}
        </figure>

        <ArticleKeyPoints points={article.key_points ?? []} />
        {toc ? <Island name="toc" component={ArticleToc} props={{ entries: toc, placement: 'top' }} /> : null}

        <div className="mt-8">
          <ArticleBody safeHtml={body.html} scale={textSize.scale} />
          {article.ai_source === 'clio' ? (
            <p
              className="mt-6 border-l-4 border-slate-200 pl-3 text-sm text-slate-600 italic"
              data-testid="ai-disclosure"
            >
              {AI_DISCLOSURE}
            </p>
          ) : null}
          <ArticleReferences references={article.reference_list} citations={article.citations} />
          <ArticleLegislation norms={article.cited_norms} />
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

        {related.length > 0 ? <RelatedPosts related={related} /> : null}
      </div>
      {toc ? (
        <aside className="hidden w-64 shrink-0 xl:block print:hidden">
          <Island name="toc" component={ArticleToc} props={{ entries: toc, placement: 'side' }} />
        </aside>
      ) : null}
    </article>
  )
}

function RelatedPosts({ related }: { related: PostSummary[] }) {
  return (
    <section aria-labelledby="relacionados-title" className="mt-12 border-t border-slate-200 pt-10 print:hidden">
      <h2 id="relacionados-title" className="mb-6 text-2xl font-bold text-slate-900">
        Artigos Relacionados
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {related.map((item) => (
          <PostCard key={item.id} post={item} />
        ))}
      </div>
    </section>
  )
}
