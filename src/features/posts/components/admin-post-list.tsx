import { LayoutGrid, Plus, Table2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { POST_STATUS_LABELS } from '@/config/labels'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { Button, buttonVariants } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'
import { useLastPageRedirect } from '@/hooks/use-last-page-redirect'
import { useUrlSearchText } from '@/hooks/use-url-search-text'
import { useSession } from '@/lib/auth/session-context'
import { cn } from '@/lib/cn'
import { useRevokedCitations } from '@/lib/compliance/use-revoked-citations'
import {
  ADMIN_POSTS_PAGE_SIZE,
  NO_CATEGORY,
  useAdminPosts,
  type AdminPost,
  type AdminPostFilters,
  type AdminPostSort,
  type AdminPostSortKey,
} from '@/features/posts/api/get-admin-posts'
import { AdminPostCard, AdminPostCardSkeleton } from '@/features/posts/components/admin-post-card'
import { AdminPostTable } from '@/features/posts/components/admin-post-table'
import { BulkPostActions } from '@/features/posts/components/bulk-post-actions'
import { ComplianceOverrideDialog, ComplianceReviewDialog } from '@/components/compliance-override-dialog'
import { DeletePostDialog } from '@/features/posts/components/delete-post-dialog'
import { Pagination } from '@/features/posts/components/pagination'
import { usePostListActions, type PostListActions } from '@/features/posts/hooks/use-post-list-actions'
import type { PostListView } from '@/features/posts/hooks/use-post-list-view'
import { canManagePost, type EditorialRights } from '@/features/posts/utils/post-permissions'
import { POST_STATUSES } from '@/features/posts/utils/post-status'

const ALL = 'all'

/** The person's rights on posts, with the site setting they depend on (read by the route). */
type ListRights = EditorialRights & { authorsPublishWithoutReview: boolean }

/** "Posts", "Cartões | Tabela" and "Novo Post". */
export function AdminPostListHeader({ view, onView }: { view: PostListView; onView: (view: PostListView) => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Posts</h1>
        <p className="mt-1 text-slate-600">Escreva, revise, agende e publique os artigos do blog.</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div
          role="group"
          aria-label="Visualização"
          className="inline-flex rounded-md border border-slate-200 bg-white p-0.5"
        >
          {(
            [
              ['cards', 'Cartões', LayoutGrid],
              ['table', 'Tabela', Table2],
            ] as const
          ).map(([value, label, Icon]) => (
            <Button
              key={value}
              size="sm"
              variant={view === value ? 'secondary' : 'ghost'}
              aria-pressed={view === value}
              onClick={() => onView(value)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
        <Link to={paths.admin.newPost.href()} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          Novo Post
        </Link>
      </div>
    </div>
  )
}

/** The search (kept in the URL's `q`), the status and the category (categories read by the route). */
export function AdminPostFilterBar({
  status,
  category,
  categories,
  onStatus,
  onCategory,
}: {
  status: string | null
  category: string | null
  categories: Array<{ id: string; name: string; is_active: boolean }> | undefined
  onStatus: (status: string | null) => void
  onCategory: (category: string | null) => void
}) {
  const search = useUrlSearchText()
  return (
    <div
      className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-[1fr_12rem_14rem]"
      role="search"
      aria-label="Filtrar posts"
    >
      <SearchInput
        className="col-span-2 lg:col-span-1"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        placeholder="Buscar por título ou resumo..."
        aria-label="Buscar posts"
      />
      <Select value={status ?? ALL} onValueChange={(value) => onStatus(value === ALL ? null : value)}>
        <SelectTrigger aria-label="Status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Todos</SelectItem>
          {POST_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {POST_STATUS_LABELS[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={category ?? ALL} onValueChange={(value) => onCategory(value === ALL ? null : value)}>
        <SelectTrigger aria-label="Categoria">
          <SelectValue placeholder="Categoria" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Todas as categorias</SelectItem>
          {(categories ?? []).map((item) => (
            <SelectItem key={item.id} value={item.id}>
              {item.name}
              {item.is_active ? '' : ' (inativa)'}
            </SelectItem>
          ))}
          <SelectItem value={NO_CATEGORY}>Sem categoria</SelectItem>
        </SelectContent>
      </Select>
    </div>
  )
}

/** "Nenhum post encontrado": with "Limpar filtros" when filters hide the posts, else "Novo Post". */
function NoPosts({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  return filtered ? (
    <EmptyState title="Nenhum post encontrado" description="Nenhum post corresponde à busca e aos filtros escolhidos.">
      <Button variant="outline" onClick={onClearFilters}>
        Limpar filtros
      </Button>
    </EmptyState>
  ) : (
    <EmptyState title="Nenhum post encontrado" description="Ainda não há posts. Comece escrevendo o primeiro.">
      <Link to={paths.admin.newPost.href()} className={buttonVariants()}>
        <Plus aria-hidden="true" />
        Novo Post
      </Link>
    </EmptyState>
  )
}

/** Which posts are ticked in the table view, for the bulk actions (kept while the view or the page changes). */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  function select(ids: string[], checked: boolean) {
    setSelected((current) => {
      const next = new Set(current)
      for (const id of ids) {
        if (checked) next.add(id)
        else next.delete(id)
      }
      return next
    })
  }
  return { selected, select, clear: () => setSelected(new Set()) }
}

/** The table view: the bulk actions over the ticked posts the person may change, and the table. */
function PostTableView({
  posts,
  stale,
  sort,
  onSort,
  rights,
  canManage,
  selection: { selected, select, clear },
}: {
  posts: AdminPost[]
  stale: boolean
  sort: AdminPostSort
  onSort: (column: AdminPostSortKey) => void
  rights: ListRights
  canManage: (post: AdminPost) => boolean
  selection: ReturnType<typeof useSelection>
}) {
  // Only rows on screen count: a selection does not follow the person to another page or filter.
  const selectedPosts = posts.filter((post) => selected.has(post.id) && canManage(post))
  return (
    <div className={cn(stale && 'opacity-60')}>
      {selectedPosts.length > 0 ? (
        <BulkPostActions
          posts={selectedPosts}
          canPublish={rights.canPublish}
          onDone={(ids) => select(ids, false)}
          onClear={clear}
        />
      ) : null}
      <AdminPostTable
        posts={posts}
        sort={sort}
        onSort={onSort}
        selected={selected}
        onSelect={select}
        canManage={canManage}
      />
    </div>
  )
}

/** The cards view, each card with the actions the person may take on its post. */
function PostCardGrid({
  posts,
  stale,
  canManage,
  canPublish,
  actions,
  notices,
}: {
  posts: AdminPost[]
  stale: boolean
  canManage: (post: AdminPost) => boolean
  canPublish: boolean
  actions: PostListActions
  notices: (post: AdminPost) => string[] | undefined
}) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2 xl:grid-cols-3', stale && 'opacity-60')}>
      {posts.map((post) => (
        <li key={post.id}>
          <AdminPostCard
            post={post}
            canManage={canManage(post)}
            canPublish={canPublish}
            publishing={actions.busy(post)}
            onPublish={() => actions.publishPost(post)}
            onSubmitForReview={() => actions.sendForReview(post)}
            onDelete={() => actions.setDeleting(post)}
            notices={notices(post)}
          />
        </li>
      ))}
    </ul>
  )
}

/** The dialogs of the list's actions: "Excluir", and the findings a publish was refused for. */
function PostListDialogs({
  actions,
  canOverrideCompliance,
}: {
  actions: PostListActions
  canOverrideCompliance: boolean
}) {
  const { deleting, reviewing } = actions
  return (
    <>
      {deleting ? (
        <DeletePostDialog key={deleting.id} post={deleting} onClose={() => actions.setDeleting(null)} />
      ) : null}

      {reviewing && canOverrideCompliance ? (
        <ComplianceOverrideDialog
          key={reviewing.post.id}
          findings={reviewing.findings}
          action="publish"
          pending={actions.publishing}
          failure={actions.overrideFailure}
          onConfirm={(justification) => actions.publishPost(reviewing.post, justification)}
          onClose={actions.closeReview}
        />
      ) : reviewing ? (
        <ComplianceReviewDialog
          count={reviewing.findings.length}
          pending={actions.submitting}
          onSendForReview={reviewing.post.status === 'draft' ? () => actions.sendForReview(reviewing.post) : undefined}
          onClose={actions.closeReview}
        />
      ) : null}
    </>
  )
}

/**
 * The posts of the current page, as cards or as a table, with their count and the pager; or what
 * there is instead (loading, failure, nothing found). Posts citing a revoked norm say so once the
 * list has painted: checking their texts takes 100–200 ms.
 */
export function AdminPostResults({
  filters,
  sort,
  view,
  rights,
  onSort,
  onPage,
  onClearFilters,
}: {
  filters: AdminPostFilters
  sort: AdminPostSort
  view: PostListView
  rights: ListRights
  onSort: (column: AdminPostSortKey) => void
  onPage: (page: number) => void
  onClearFilters: () => void
}) {
  const { profile } = useSession()
  const posts = useAdminPosts(filters)
  const painted = useAfterFirstPaint()
  const revoked = useRevokedCitations(painted)
  const revokedById = new Map(revoked.data?.map((item) => [item.id, item.labels]))
  const actions = usePostListActions()
  const selection = useSelection()
  const total = posts.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_POSTS_PAGE_SIZE))
  useLastPageRedirect(
    Boolean(posts.data && !posts.isPlaceholderData && total > 0 && filters.page > pageCount),
    pageCount,
  )
  const canManage = (post: AdminPost) => canManagePost(profile, post, rights.authorsPublishWithoutReview)

  return (
    <div className="mt-6">
      {posts.isPending ? (
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <AdminPostCardSkeleton key={index} />
          ))}
        </div>
      ) : posts.isError && !posts.data ? (
        <ErrorState onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
      ) : total === 0 ? (
        <NoPosts filtered={Boolean(filters.q || filters.status || filters.category)} onClearFilters={onClearFilters} />
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-500" aria-live="polite" data-testid="posts-total">
            {total.toLocaleString('pt-BR')} {total === 1 ? 'post encontrado' : 'posts encontrados'}
          </p>
          {view === 'table' ? (
            <PostTableView
              posts={posts.data.posts}
              stale={posts.isPlaceholderData}
              sort={sort}
              onSort={onSort}
              rights={rights}
              canManage={canManage}
              selection={selection}
            />
          ) : (
            <PostCardGrid
              posts={posts.data.posts}
              stale={posts.isPlaceholderData}
              canManage={canManage}
              canPublish={rights.canPublish}
              actions={actions}
              notices={(post) => revokedById.get(post.id)}
            />
          )}
          <div className="mt-8">
            <Pagination page={Math.min(filters.page, pageCount)} pageCount={pageCount} onChange={onPage} />
          </div>
        </>
      )}
      <PostListDialogs actions={actions} canOverrideCompliance={rights.canOverrideCompliance} />
    </div>
  )
}
