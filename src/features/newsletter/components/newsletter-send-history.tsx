import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/feedback/empty-state'
import { QueryList } from '@/components/feedback/query-list'
import { Skeleton } from '@/components/ui/skeleton'
import type { NewsletterSend } from '@/features/newsletter/api/sends'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'
import { htmlDateTime } from '@/lib/dates'

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`

/** "Envios" on /admin/newsletter: every send, newest first, or why there is none to show. */
export function NewsletterSendsSection({ sends }: { sends: UseQueryResult<NewsletterSend[]> }) {
  return (
    <section aria-labelledby="sends-heading" className="mt-10">
      <h2 id="sends-heading" className="text-xl font-semibold text-slate-900">
        Envios
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Cada post enviado por e-mail aos assinantes confirmados, com o resultado por destinatário.
      </p>
      <div className="mt-3">
        <QueryList
          query={sends}
          loading={<Skeleton className="h-24" />}
          empty={
            <EmptyState
              title="Nenhum envio ainda"
              description="Para enviar um post, use o cartão “Newsletter” no editor do post."
            />
          }
        >
          {(items) => <NewsletterSendHistory sends={items} />}
        </QueryList>
      </div>
    </section>
  )
}

/** Each send as a card: the post (to the editor), who asked and when, and its results per recipient. */
function NewsletterSendHistory({ sends }: { sends: NewsletterSend[] }) {
  return (
    <ul className="space-y-3">
      {sends.map((send) => (
        <li key={send.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="newsletter-send-row">
          <Link
            to={paths.admin.editPost.href(send.post_id)}
            className="text-brand-800 font-semibold break-words hover:underline"
          >
            {send.post_title}
          </Link>
          <p className="mt-1 text-sm text-slate-600">
            Pedido por {send.requested_by_name || 'usuário excluído'} em{' '}
            <time dateTime={htmlDateTime(send.requested_at)}>{formatBrasiliaDateTime(send.requested_at)}</time>
            {' · '}
            {send.released_at ? (
              <>
                enviado em{' '}
                <time dateTime={htmlDateTime(send.released_at)}>{formatBrasiliaDateTime(send.released_at)}</time>
              </>
            ) : (
              'aguardando a publicação do post'
            )}
          </p>
          {send.released_at ? (
            <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-800">
              <span>{plural(send.recipients ?? 0, 'destinatário', 'destinatários')}</span>
              <span className="text-emerald-800">{plural(send.sent, 'entregue', 'entregues')}</span>
              <span>{send.pending.toLocaleString('pt-BR')} na fila</span>
              <span className={send.failed > 0 ? 'font-semibold text-red-700' : undefined}>
                {plural(send.failed, 'falha', 'falhas')}
              </span>
            </p>
          ) : null}
          {send.last_error ? (
            <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm break-words text-red-800">
              <span className="font-medium">Último erro:</span> {send.last_error}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
