import { LayoutGrid, Plus, Table2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { DocumentMeta } from '@/components/layout/document-meta'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { Button, buttonVariants } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { toast } from '@/hooks/use-toast'
import { useSession } from '@/lib/auth/session-context'
import { useAllCategories } from '@/features/categories/api/get-all-categories'
import type { StoredFinding } from '@/lib/compliance/post-compliance'
import { ComplianceFindingsError, usePublishPost, useSubmitPostForReview } from '@/features/posts/api/change-post'
import { ADMIN_POSTS_PAGE_SIZE, NO_CATEGORY, useAdminPosts, type AdminPost, type AdminPostSortKey } from '@/features/posts/api/get-admin-posts'
import { adminPostFilters, DEFAULT_SORT, sortParam } from '@/app/routes/admin/post-list-url'
import { AdminPostCard, AdminPostCardSkeleton } from '@/features/posts/components/admin-post-card'
import { AdminPostTable } from '@/features/posts/components/admin-post-table'
import { BulkPostActions } from '@/features/posts/components/bulk-post-actions'
import { usePostListView } from '@/features/posts/hooks/use-post-list-view'
import { useCompliancePack } from '@/lib/compliance/use-compliance-pack'
import { useRevokedCitations } from '@/lib/compliance/use-revoked-citations'
import { ComplianceOverrideDialog, ComplianceReviewDialog } from '@/features/posts/components/compliance-override-dialog'
import { DeletePostDialog } from '@/features/posts/components/delete-post-dialog'
import { Pagination } from '@/features/posts/components/pagination'
import { useEditorialRights } from '@/app/hooks/use-editorial-rights'
import { canManagePost } from '@/features/posts/utils/post-permissions'
import { POST_STATUS_LABELS } from '@/config/labels'
import { POST_STATUSES } from '@/features/posts/utils/post-status'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'
import { useLastPageRedirect } from '@/hooks/use-last-page-redirect'
import { useUrlSearchText } from '@/hooks/use-url-search-text'
import { cn } from '@/lib/cn'
import { toAppError } from '@/lib/errors'

const ALL = 'all'

/** The first click on a column: names A→Z, dates and views the largest first. */
const FIRST_DIRECTION_ASCENDING: Record<AdminPostSortKey, boolean> = {
  title: true,
  author: true,
  category: true,
  created_at: false,
  views: false,
}

/** /admin/posts: every post, searched, filtered and paged on the server; all filters live in the URL. */
export function PostsRoute() {
  const { profile } = useSession()
  const [searchParams, setSearchParams] = useSearchParams()
  const search = useUrlSearchText()
  const filters = adminPostFilters(searchParams)
  const { status, category, page, sort } = filters
  const filtered = Boolean(filters.q || status || category)
  const [view, setView] = usePostListView(profile?.id ?? null)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())

  const posts = useAdminPosts(filters)
  // Posts citing a revoked norm, once the list has painted: checking their texts takes 100–200 ms.
  const painted = useAfterFirstPaint()
  const revoked = useRevokedCitations(painted)
  const revokedById = new Map(revoked.data?.map((item) => [item.id, item.labels]))
  const categories = useAllCategories()
  const publish = usePublishPost({
    meta: {
      // Findings open a dialog and a justified publish shows its failure there: neither is a toast.
      errorToast: (error: unknown, { justification }: { justification?: string }) =>
        error instanceof ComplianceFindingsError || justification
          ? null
          : { title: 'Erro ao publicar post', description: toAppError(error).message || 'Ocorreu um erro inesperado' },
    },
  })
  const submitForReview = useSubmitPostForReview({
    meta: {
      errorToast: (error: unknown) => ({ title: 'Erro', description: toAppError(error).message || 'Ocorreu um erro inesperado' }),
    },
  })
  const rights = useEditorialRights()
  const compliancePack = useCompliancePack()
  const [deleting, setDeleting] = useState<AdminPost | null>(null)
  const [reviewing, setReviewing] = useState<{ post: AdminPost; findings: StoredFinding[] } | null>(null)
  const [overrideFailure, setOverrideFailure] = useState<string | null>(null)

  const total = posts.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_POSTS_PAGE_SIZE))
  const beyondLastPage = Boolean(posts.data && !posts.isPlaceholderData && total > 0 && page > pageCount)
  useLastPageRedirect(beyondLastPage, pageCount)

  function update(changes: Record<string, string | null>) {
    setSearchParams((params) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) params.set(key, value)
        else params.delete(key)
      }
      if (!('page' in changes)) params.delete('page')
      return params
    })
  }

  function publishPost(post: AdminPost, justification?: string) {
    setOverrideFailure(null)
    publish.mutate(
      { id: post.id, justification, pack: compliancePack.data },
      {
        onSuccess: () => {
          setReviewing(null)
          toast({ title: 'Post publicado com sucesso!', description: post.title })
        },
        onError: (error) => {
          // Findings: an editor or admin justifies them, an author sends the post for review.
          if (error instanceof ComplianceFindingsError) {
            setReviewing({ post, findings: error.findings })
            return
          }
          if (justification) setOverrideFailure(toAppError(error).message || 'Ocorreu um erro inesperado')
        },
      },
    )
  }

  const canManage = (post: AdminPost) => canManagePost(profile, post, rights.authorsPublishWithoutReview)
  // Only rows on screen count: a selection does not follow the person to another page or filter.
  const selectedPosts = (posts.data?.posts ?? []).filter((post) => selected.has(post.id) && canManage(post))

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

  function sortBy(column: AdminPostSortKey) {
    const current = sort ?? DEFAULT_SORT
    const ascending = current.key === column ? !current.ascending : FIRST_DIRECTION_ASCENDING[column]
    update({ ordem: sortParam({ key: column, ascending }) })
  }

  function sendForReview(post: AdminPost) {
    submitForReview.mutate(post.id, {
      onSuccess: () => {
        setReviewing(null)
        toast({ title: 'Post enviado para revisão.', description: post.title })
      },
    })
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <DocumentMeta title="Posts" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Posts</h1>
          <p className="mt-1 text-slate-600">Escreva, revise, agende e publique os artigos do blog.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="Visualização" className="inline-flex rounded-md border border-slate-200 bg-white p-0.5">
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
                onClick={() => setView(value)}
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

      <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-[1fr_12rem_14rem]" role="search" aria-label="Filtrar posts">
        <SearchInput
          className="col-span-2 lg:col-span-1"
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          placeholder="Buscar por título ou resumo..."
          aria-label="Buscar posts"
        />
        <Select value={status ?? ALL} onValueChange={(value) => update({ status: value === ALL ? null : value })}>
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
        <Select value={category ?? ALL} onValueChange={(value) => update({ categoria: value === ALL ? null : value })}>
          <SelectTrigger aria-label="Categoria">
            <SelectValue placeholder="Categoria" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todas as categorias</SelectItem>
            {(categories.data ?? []).map((item) => (
              <SelectItem key={item.id} value={item.id}>
                {item.name}
                {item.is_active ? '' : ' (inativa)'}
              </SelectItem>
            ))}
            <SelectItem value={NO_CATEGORY}>Sem categoria</SelectItem>
          </SelectContent>
        </Select>
      </div>

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
          filtered ? (
            <EmptyState title="Nenhum post encontrado" description="Nenhum post corresponde à busca e aos filtros escolhidos.">
              <Button variant="outline" onClick={() => update({ q: null, status: null, categoria: null })}>
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
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-500" aria-live="polite" data-testid="posts-total">
              {total.toLocaleString('pt-BR')} {total === 1 ? 'post encontrado' : 'posts encontrados'}
            </p>
            {view === 'table' ? (
              <div className={cn(posts.isPlaceholderData && 'opacity-60')}>
                {selectedPosts.length > 0 ? (
                  <BulkPostActions
                    posts={selectedPosts}
                    canPublish={rights.canPublish}
                    onDone={(ids) => select(ids, false)}
                    onClear={() => setSelected(new Set())}
                  />
                ) : null}
                <AdminPostTable
                  posts={posts.data.posts}
                  sort={sort ?? DEFAULT_SORT}
                  onSort={sortBy}
                  selected={selected}
                  onSelect={select}
                  canManage={canManage}
                />
              </div>
            ) : (
              <ul className={cn('grid gap-5 sm:grid-cols-2 xl:grid-cols-3', posts.isPlaceholderData && 'opacity-60')}>
                {posts.data.posts.map((post) => (
                  <li key={post.id}>
                    <AdminPostCard
                      post={post}
                      canManage={canManage(post)}
                      canPublish={rights.canPublish}
                      publishing={
                        (publish.isPending && publish.variables.id === post.id) ||
                        (submitForReview.isPending && submitForReview.variables === post.id)
                      }
                      onPublish={() => publishPost(post)}
                      onSubmitForReview={() => sendForReview(post)}
                      onDelete={() => setDeleting(post)}
                      notices={revokedById.get(post.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-8">
              <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onChange={(next) => update({ page: next > 1 ? String(next) : null })} />
            </div>
          </>
        )}
      </div>

      {deleting ? <DeletePostDialog key={deleting.id} post={deleting} onClose={() => setDeleting(null)} /> : null}

      {reviewing && rights.canOverrideCompliance ? (
        <ComplianceOverrideDialog
          key={reviewing.post.id}
          findings={reviewing.findings}
          schedule={false}
          pending={publish.isPending}
          failure={overrideFailure}
          onConfirm={(justification) => publishPost(reviewing.post, justification)}
          onClose={() => {
            setReviewing(null)
            setOverrideFailure(null)
          }}
        />
      ) : reviewing ? (
        <ComplianceReviewDialog
          count={reviewing.findings.length}
          pending={submitForReview.isPending}
          onSendForReview={reviewing.post.status === 'draft' ? () => sendForReview(reviewing.post) : undefined}
          onClose={() => setReviewing(null)}
        />
      ) : null}
    </div>
  )
}
