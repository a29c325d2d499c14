import { useQuery } from '@tanstack/react-query'
import { formatDistanceToNowStrict } from 'date-fns'
import { ptBR } from 'date-fns/locale'
import { CalendarClock, CircleCheck, Link2, LoaderCircle, SquareArrowOutUpRight } from 'lucide-react'
import { useEffect, useState } from 'react'
import { paths } from '@/config/paths'
import { Button, buttonVariants } from '@/components/ui/button'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'
import { toast } from '@/hooks/use-toast'
import type { EditablePost } from '@/features/posts/api/get-post-for-edit'
import { isPubliclyVisible } from '@/features/posts/utils/post-status'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'
import { env } from '@/lib/env'
import { publicPageQuery } from '@/lib/public-page'

/** After this long without its page, the editor says the site has not followed yet (it keeps looking). */
const SLOW_AFTER_MS = 2 * 60_000

/**
 * Whether the post is public now (a scheduled post turns public while the editor is open: it looks
 * again when its time comes), and whether its public page is there yet, or has been awaited for long.
 */
function usePublicPage(post: EditablePost) {
  const [now, setNow] = useState(() => Date.now())
  const isPublic = isPubliclyVisible(post, new Date(now))
  const publishAt = post.status === 'scheduled' && post.published_at ? Date.parse(post.published_at) : null
  useEffect(() => {
    if (publishAt === null || publishAt <= now) return
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(publishAt - now + 500, 2 ** 31 - 1))
    return () => window.clearTimeout(timer)
  }, [publishAt, now])

  // Looked for once the editor has painted: the post comes first, and the check is not one more round
  // trip before it (decision 032).
  const painted = useAfterFirstPaint()
  const page = useQuery({ ...publicPageQuery(post.slug, post.page_changed_at), enabled: isPublic && painted })
  // The version of the post whose page has been awaited for long.
  const [slowFor, setSlowFor] = useState<string | null>(null)
  const waiting = isPublic && page.data !== true
  useEffect(() => {
    if (!waiting) return
    const timer = window.setTimeout(() => setSlowFor(post.page_changed_at), SLOW_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [waiting, post.page_changed_at])
  return { isPublic, publishAt, ready: page.data === true, slow: waiting && slowFor === post.page_changed_at }
}

async function copyLink(address: string) {
  try {
    await navigator.clipboard.writeText(env.siteUrl + address)
    toast({ title: 'Link copiado!' })
  } catch {
    toast({ title: 'Erro ao copiar.', variant: 'destructive' })
  }
}

/** "Ver post" and "Copiar link", which waits for the page (a link shared before it shows the site's generic preview). */
function PageActions({ address, ready }: { address: string; ready: boolean }) {
  return (
    <>
      <a href={address} target="_blank" rel="noopener" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <SquareArrowOutUpRight aria-hidden="true" />
        Ver post
      </a>
      <Button
        variant="outline"
        size="sm"
        disabled={!ready}
        title={ready ? undefined : 'O link fica pronto para compartilhar quando a página pública estiver pronta.'}
        onClick={() => void copyLink(address)}
      >
        <Link2 aria-hidden="true" />
        Copiar link
      </Button>
    </>
  )
}

/**
 * Where the post's public page stands after "Publicar" (docs/product-guide.md#writing-and-publishing):
 * being written ("Preparando a página pública…"), ready ("Página pública pronta", with "Ver post" and
 * "Copiar link"), or, for a scheduled post, how long until it goes out. A link shared before the page
 * exists shows the site's generic preview on WhatsApp or LinkedIn, so "Copiar link" waits for it.
 */
export function PublicPageStatus({ post }: { post: EditablePost }) {
  const { isPublic, publishAt, ready, slow } = usePublicPage(post)

  if (publishAt !== null && !isPublic) {
    return (
      <StatusBox icon={<CalendarClock className="size-4 shrink-0 text-slate-600" aria-hidden="true" />}>
        <span>
          Página pública em {formatDistanceToNowStrict(publishAt, { locale: ptBR })} (
          {formatBrasiliaDateTime(post.published_at)}).
        </span>
      </StatusBox>
    )
  }
  if (!isPublic) return null

  return (
    <StatusBox
      icon={
        ready ? (
          <CircleCheck className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        ) : (
          <LoaderCircle
            className="size-4 shrink-0 animate-spin text-slate-600 motion-reduce:animate-none"
            aria-hidden="true"
          />
        )
      }
      actions={<PageActions address={paths.article.href(post.slug)} ready={ready} />}
    >
      {ready ? (
        <strong className="font-semibold text-emerald-800">Página pública pronta</strong>
      ) : slow ? (
        <span>
          A página pública ainda não foi atualizada. Ela fica pronta quando o site terminar de publicar; esta mensagem
          muda sozinha.
        </span>
      ) : (
        <span>Preparando a página pública… leva alguns segundos.</span>
      )}
    </StatusBox>
  )
}

function StatusBox({
  icon,
  actions,
  children,
}: {
  icon: React.ReactNode
  actions?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <div
      role="status"
      data-testid="public-page-status"
      className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-800"
    >
      <p className="flex min-w-0 flex-1 basis-60 items-center gap-2">
        {icon}
        {children}
      </p>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  )
}
