import {
  Calendar,
  Clock,
  Eye,
  MoreVertical,
  Pencil,
  Send,
  SendToBack,
  SquareArrowOutUpRight,
  Trash2,
  User,
} from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { buttonVariants } from '@/components/ui/button'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Skeleton } from '@/components/ui/skeleton'
import type { AdminPost } from '@/features/posts/api/get-admin-posts'
import { PostImage } from '@/features/posts/components/post-image'
import { NoticeBadge } from '@/features/posts/components/notice-badge'
import { PostStatusBadge } from '@/features/posts/components/post-status-badge'
import { canBePublished, effectiveStatus, isPubliclyVisible } from '@/features/posts/utils/post-status'
import { cn } from '@/lib/cn'
import { formatShortDate } from '@/lib/dates'
import { formatInBlogTime } from '@/features/posts/utils/schedule-time'

/** Where "Visualizar" goes: the article when visitors can read it, else the staff preview. */
export function postViewHref(post: Pick<AdminPost, 'slug' | 'status' | 'published_at'>): string {
  return paths.article.href(post.slug, { preview: !isPubliclyVisible(post) })
}

interface CardActions {
  canManage: boolean
  canPublish: boolean
  publishing: boolean
  onPublish: () => void
  onSubmitForReview: () => void
  onDelete: () => void
}

/** The card's "⋮" menu: only what the person may do with this post, and "Visualizar". */
function PostActionsMenu({
  post,
  canManage,
  canPublish,
  publishing,
  onPublish,
  onSubmitForReview,
  onDelete,
}: CardActions & { post: AdminPost }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Ações do post ${post.title}`}>
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {canManage ? (
          <DropdownMenuItem asChild>
            <Link to={paths.admin.editPost.href(post.id)}>
              <Pencil aria-hidden="true" />
              Editar
            </Link>
          </DropdownMenuItem>
        ) : null}
        {canManage && canPublish && canBePublished(post) ? (
          <DropdownMenuItem disabled={publishing} onSelect={onPublish}>
            <Send aria-hidden="true" />
            Publicar
          </DropdownMenuItem>
        ) : null}
        {canManage && !canPublish && post.status === 'draft' ? (
          <DropdownMenuItem disabled={publishing} onSelect={onSubmitForReview}>
            <SendToBack aria-hidden="true" />
            Enviar para revisão
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <a href={postViewHref(post)} target="_blank" rel="noopener">
            <SquareArrowOutUpRight aria-hidden="true" />
            Visualizar
          </a>
        </DropdownMenuItem>
        {canManage ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              <Trash2 aria-hidden="true" />
              Excluir
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** "Avisos": a pending review, and the warnings an editor should act on. */
function PostNotices({ reviewPending, notices }: { reviewPending: boolean; notices: string[] }) {
  if (notices.length === 0 && !reviewPending) return null
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Avisos">
      {reviewPending ? (
        <li>
          <NoticeBadge>Revisão pendente</NoticeBadge>
        </li>
      ) : null}
      {notices.map((notice) => (
        <li key={notice}>
          <NoticeBadge>{notice}</NoticeBadge>
        </li>
      ))}
    </ul>
  )
}

/** Author, creation date and views. */
function PostFacts({ post }: { post: AdminPost }) {
  return (
    <dl className="mt-auto grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-1 pt-2 text-xs text-slate-600">
      <dt>
        <User className="size-3.5" aria-label="Autor" />
      </dt>
      <dd className="truncate">{post.author?.full_name || 'Autor desconhecido'}</dd>
      <dt>
        <Calendar className="size-3.5" aria-label="Criado em" />
      </dt>
      <dd>{formatShortDate(post.created_at)}</dd>
      <dt>
        <Eye className="size-3.5" aria-label="Visualizações" />
      </dt>
      <dd>{post.views.toLocaleString('pt-BR')} visualizações</dd>
    </dl>
  )
}

/**
 * A post in the back-office grid (docs/product-guide.md, "Writing and publishing"). Actions the signed-in person may not
 * take on this post (`canManage`, `canPublish`) are not offered at all; the database refuses them
 * anyway. Whoever may not publish sends a draft for review instead.
 */
export function AdminPostCard({
  post,
  notices = [],
  ...actions
}: CardActions & {
  post: AdminPost
  /** Warnings an editor should act on, e.g. "Cita norma revogada: RDC 327/2019 → RDC 1.015/2026". */
  notices?: string[]
}) {
  const { canManage } = actions
  const editHref = paths.admin.editPost.href(post.id)
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="admin-post-card"
    >
      <div className="relative">
        <PostImage src={post.image} alt="" sizes="(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw" />
        <PostStatusBadge post={post} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          <span className="font-medium text-slate-700">{post.category?.name ?? 'Sem categoria'}</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {post.read_time || 5} min
          </span>
        </div>
        <h3 className="text-base leading-snug font-semibold break-words text-slate-900">
          {canManage ? (
            <Link to={editHref} className="hover:text-brand-800 focus-visible:underline focus-visible:outline-none">
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </h3>
        <PostNotices reviewPending={post.review_pending} notices={notices} />
        <p className="line-clamp-2 text-sm text-slate-600">{post.excerpt?.trim() || 'Sem resumo disponível'}</p>
        <PublicationDate post={post} />
        <PostFacts post={post} />
        <div className="flex items-center gap-2 border-t border-slate-100 pt-3">
          {canManage ? (
            <Link to={editHref} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'flex-1')}>
              <Pencil aria-hidden="true" />
              Editar
            </Link>
          ) : (
            <span className="flex-1 text-xs text-slate-500">Somente leitura</span>
          )}
          <PostActionsMenu post={post} {...actions} />
        </div>
      </div>
    </article>
  )
}

/** "Agendado para …" before a scheduled post's time, "Publicado em …" once visitors can read it. */
export function PublicationDate({
  post,
  className,
}: {
  post: Pick<AdminPost, 'status' | 'published_at'>
  className?: string
}) {
  if (!post.published_at) return null
  const status = effectiveStatus(post)
  if (status === 'scheduled') {
    return (
      <p className={cn('text-xs font-medium text-blue-800', className)}>
        Agendado para {formatInBlogTime(post.published_at)}
      </p>
    )
  }
  if (status === 'published') {
    return <p className={cn('text-xs text-slate-600', className)}>Publicado em {formatInBlogTime(post.published_at)}</p>
  }
  return null
}

/** Sized like a card, so the grid does not jump when the page arrives. */
export function AdminPostCardSkeleton() {
  return (
    <div
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
      aria-hidden="true"
      data-testid="admin-post-card-skeleton"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-16 w-1/2" />
        <Skeleton className="mt-1 h-8 w-full" />
      </div>
    </div>
  )
}
