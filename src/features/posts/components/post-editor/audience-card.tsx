import { Skeleton } from '@/components/ui/skeleton'
import { AUDIENCE_SOURCE_LABELS } from '@/config/labels'
import { POST_AUDIENCE_DAYS, usePostAudience } from '@/features/posts/api/get-post-audience'
import type { EditablePost } from '@/features/posts/api/get-post-for-edit'
import { SidebarCard } from '@/features/posts/components/post-editor/sidebar-parts'

const number = (value: number) => value.toLocaleString('pt-BR')

/**
 * Whether readers may have seen the post: published now, or once (unpublishing keeps the date). A
 * draft never published and a post still scheduled have no audience to show.
 */
export function wasEverPublished(post: Pick<EditablePost, 'status' | 'published_at'>, now = Date.now()): boolean {
  if (post.status === 'published') return true
  return post.status !== 'scheduled' && post.published_at !== null && Date.parse(post.published_at) <= now
}

function Figure({ label, value, indented = false }: { label: string; value: number; indented?: boolean }) {
  return (
    <div className={indented ? 'flex justify-between gap-3 pl-3' : 'flex justify-between gap-3'}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{number(value)}</dd>
    </div>
  )
}

/**
 * "Audiência": the post's views over 30 days and in all, the visits that landed on it and where they
 * came from (only the groups with any), and the newsletter sign-ups made on it (post_audience). A
 * failure stays in the card, quietly: the post itself is what the editor is for.
 */
export function PostAudienceCard({ postId }: { postId: string }) {
  const audience = usePostAudience(postId)
  return (
    <SidebarCard title="Audiência" className="space-y-3 text-sm">
      {audience.isPending ? (
        <Skeleton className="h-28 w-full" aria-busy="true" />
      ) : audience.isError ? (
        <p className="text-slate-500">Não foi possível carregar a audiência deste post.</p>
      ) : (
        <>
          <dl className="space-y-1.5" aria-label="Audiência do post">
            <Figure label={`Visualizações (${POST_AUDIENCE_DAYS} dias)`} value={audience.data.views} />
            <Figure label="Visualizações no total" value={audience.data.views_total} />
            <Figure label="Visitas de entrada" value={audience.data.visits} />
            {audience.data.sources
              .filter((item) => item.visits > 0)
              .map((item) => (
                <Figure key={item.source} label={AUDIENCE_SOURCE_LABELS[item.source]} value={item.visits} indented />
              ))}
            <Figure label="Inscrições na newsletter" value={audience.data.signups} />
          </dl>
          <p className="text-xs text-slate-500">
            Visitas de entrada: quem chegou ao site por este post, e de onde. Contado sem cookies.
          </p>
        </>
      )}
    </SidebarCard>
  )
}
