import { Link } from 'react-router'
import { MediaThumbnail } from '@/components/media/media-thumbnail'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { formatShortDate } from '@/lib/dates'
import { formatBytes, MEDIA_SOURCE_LABELS, usageSummary, type MediaItem, type MediaSource } from '@/lib/media-library'

/** One image of the library: size, dimensions, date, uploader, origin, where it is used (with links) and its actions. */
export function MediaCard({
  item,
  canDelete,
  onDelete,
  actions,
}: {
  item: MediaItem
  canDelete: boolean
  onDelete: () => void
  actions?: React.ReactNode
}) {
  const dimensions = item.width && item.height ? `${item.width} × ${item.height} px` : 'Dimensões desconhecidas'
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="media-card">
      <MediaThumbnail item={item} />
      <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
        <p className="truncate font-medium text-slate-900" title={item.object_name}>
          {item.object_name}
        </p>
        <p className="text-slate-600">
          {formatBytes(item.size_bytes)} · {dimensions}
        </p>
        <p className="text-slate-600">
          {formatShortDate(item.created_at)} · {item.uploader_name || 'Sem autor'} ·{' '}
          {MEDIA_SOURCE_LABELS[item.source as MediaSource] ?? item.source}
        </p>
        <p className={item.alt || item.decorative ? 'text-slate-700' : 'text-amber-800'} data-testid="media-alt">
          {item.decorative ? 'Imagem decorativa' : item.alt ? `Alt: ${item.alt}` : 'Sem texto alternativo'}
        </p>
        <p className="font-medium text-slate-800" data-testid="media-usage">
          {usageSummary(item)}
        </p>
        {item.posts.length > 0 ? (
          <ul className="space-y-0.5">
            {item.posts.map((post) => (
              <li key={post.id} className="truncate">
                <Link
                  className="text-brand-700 hover:text-brand-900 underline underline-offset-2"
                  to={paths.admin.editPost.href(post.id)}
                >
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {actions}
          {canDelete ? (
            <Button variant="outline" size="touch" onClick={onDelete} aria-label={`Excluir ${item.object_name}`}>
              Excluir
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  )
}
