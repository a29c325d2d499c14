import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import type { AdminPost, AdminPostSort, AdminPostSortKey } from '@/features/posts/api/get-admin-posts'
import { PublicationDate } from '@/features/posts/components/admin-post-card'
import { PostStatusBadge } from '@/features/posts/components/post-status-badge'
import { cn } from '@/lib/cn'
import { formatShortDate } from '@/lib/dates'

const CHECKBOX =
  'size-4 cursor-pointer rounded border-slate-300 accent-brand-700 disabled:cursor-not-allowed disabled:opacity-40'

function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string
  column: AdminPostSortKey
  sort: AdminPostSort
  onSort: (column: AdminPostSortKey) => void
  className?: string
}) {
  const active = sort.key === column
  const Icon = !active ? ArrowUpDown : sort.ascending ? ArrowUp : ArrowDown
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'}
      className={cn('px-3 py-2', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="focus-visible:ring-brand-500 inline-flex items-center gap-1 rounded font-medium whitespace-nowrap hover:text-slate-900 focus-visible:ring-2 focus-visible:outline-none"
      >
        {label}
        <Icon className={cn('size-3.5', active ? 'text-slate-900' : 'text-slate-400')} aria-hidden="true" />
      </button>
    </th>
  )
}

/** A post's row: its box (only for a post the person may change), title, status, author, category, date and views. */
function PostTableRow({
  post,
  manageable,
  selected,
  onSelect,
}: {
  post: AdminPost
  manageable: boolean
  selected: boolean
  onSelect: (checked: boolean) => void
}) {
  return (
    <tr className={cn(selected && 'bg-brand-50/60')}>
      <td className="px-3 py-2 align-top">
        <input
          type="checkbox"
          className={cn(CHECKBOX, 'mt-0.5')}
          aria-label={`Selecionar "${post.title}"`}
          checked={selected}
          disabled={!manageable}
          title={manageable ? undefined : 'Você não pode alterar este post'}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <td className="max-w-[22rem] min-w-56 px-3 py-2 align-top">
        {manageable ? (
          <Link
            to={paths.admin.editPost.href(post.id)}
            className="hover:text-brand-800 font-medium break-words text-slate-900 hover:underline"
          >
            {post.title}
          </Link>
        ) : (
          <span className="font-medium break-words text-slate-900">{post.title}</span>
        )}
        {post.review_pending ? <span className="mt-0.5 block text-xs text-amber-800">Revisão pendente</span> : null}
      </td>
      <td className="px-3 py-2 align-top">
        <PostStatusBadge post={post} />
        <PublicationDate post={post} className="mt-1 whitespace-nowrap" />
      </td>
      <td className="px-3 py-2 align-top text-slate-700">{post.author?.full_name || 'Autor desconhecido'}</td>
      <td className="px-3 py-2 align-top text-slate-700">{post.category?.name ?? 'Sem categoria'}</td>
      <td className="px-3 py-2 align-top whitespace-nowrap text-slate-700">{formatShortDate(post.created_at)}</td>
      <td className="px-3 py-2 text-right align-top text-slate-700 tabular-nums">
        {post.views.toLocaleString('pt-BR')}
      </td>
    </tr>
  )
}

/**
 * The compact view of /admin/posts: one row per post of the current page, sorted on the server by the
 * clicked column (docs/decisions/022-effective-post-status-and-post-table.md). Rows the person may
 * not manage cannot be selected for the bulk actions.
 */
export function AdminPostTable({
  posts,
  sort,
  onSort,
  selected,
  onSelect,
  canManage,
}: {
  posts: AdminPost[]
  sort: AdminPostSort
  onSort: (column: AdminPostSortKey) => void
  selected: ReadonlySet<string>
  onSelect: (ids: string[], checked: boolean) => void
  canManage: (post: AdminPost) => boolean
}) {
  const selectable = posts.filter(canManage).map((post) => post.id)
  const allSelected = selectable.length > 0 && selectable.every((id) => selected.has(id))
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="admin-post-table"
    >
      <table className="w-full min-w-[52rem] text-left text-sm" aria-label="Posts">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                type="checkbox"
                className={CHECKBOX}
                aria-label="Selecionar todos desta página"
                checked={allSelected}
                disabled={selectable.length === 0}
                onChange={(event) => onSelect(selectable, event.target.checked)}
              />
            </th>
            <SortHeader label="Título" column="title" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <SortHeader label="Autor" column="author" sort={sort} onSort={onSort} />
            <SortHeader label="Categoria" column="category" sort={sort} onSort={onSort} />
            <SortHeader label="Data" column="created_at" sort={sort} onSort={onSort} />
            <SortHeader label="Visualizações" column="views" sort={sort} onSort={onSort} className="text-right" />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => (
            <PostTableRow
              key={post.id}
              post={post}
              manageable={canManage(post)}
              selected={selected.has(post.id)}
              onSelect={(checked) => onSelect([post.id], checked)}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}
