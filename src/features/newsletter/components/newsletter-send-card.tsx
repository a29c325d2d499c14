import { Mail } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { ComplianceOverrideDialog } from '@/components/compliance-override-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import {
  useNewsletterSend,
  useNewsletterSendFindings,
  useRequestNewsletterSend,
  type NewsletterSend,
} from '@/features/newsletter/api/sends'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'
import { complianceRefusal } from '@/lib/compliance/post-compliance'
import { toAppError } from '@/lib/errors'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function sendSummary(send: NewsletterSend): string {
  if (!send.released_at) return 'Aguardando a publicação: o e-mail sai quando o post ficar público.'
  const parts = [
    `Enviado em ${formatBrasiliaDateTime(send.released_at)} para ${plural(send.recipients ?? 0, 'assinante', 'assinantes')}`,
  ]
  parts.push(`${plural(send.sent, 'entregue', 'entregues')}`)
  if (send.pending > 0) parts.push(`${send.pending} na fila`)
  if (send.failed > 0) parts.push(`${plural(send.failed, 'falha', 'falhas')}`)
  return `${parts.join(' · ')}.`
}

const failureText = (error: unknown) =>
  toAppError(error).hint === 'already_sent'
    ? 'Este post já foi enviado aos assinantes.'
    : toAppError(error).kind === 'forbidden'
      ? 'Apenas editores e administradores enviam a newsletter.'
      : 'Não foi possível pedir o envio. Tente novamente.'

/**
 * The confirmation of a send, after the database has checked the saved text: a plain question when it
 * has no compliance findings, else the justification the database asks for (request_newsletter_send),
 * as for publishing over findings. Findings the send itself reports (the text changed meanwhile) open
 * the justification too.
 */
function SendNewsletterDialog({ postId, title, onClose }: { postId: string; title: string; onClose: () => void }) {
  const findings = useNewsletterSendFindings(postId, true)
  const request = useRequestNewsletterSend(postId)
  const refused = request.isError ? complianceRefusal(request.error) : null
  const shown = refused?.findings ?? findings.data ?? []
  const failure = request.isError && !refused ? failureText(request.error) : null
  const close = () => {
    request.reset()
    onClose()
  }
  if (findings.isPending) {
    return (
      <ConfirmDialog
        title="Enviar por e-mail aos assinantes?"
        question="Verificando a conformidade do texto salvo..."
        pending
        failure={null}
        confirmLabel="Enviar"
        pendingLabel="Verificando..."
        onConfirm={() => undefined}
        onClose={close}
      />
    )
  }
  if (shown.length > 0) {
    return (
      <ComplianceOverrideDialog
        findings={shown}
        action="newsletter"
        pending={request.isPending}
        failure={failure}
        onConfirm={(justification) => request.mutate(justification, { onSuccess: onClose })}
        onClose={close}
      />
    )
  }
  return (
    <ConfirmDialog
      title="Enviar por e-mail aos assinantes?"
      question={`“${title}” será enviado a todos os assinantes confirmados — agora, se o post já estiver público, ou quando ele for publicado. Não é possível desfazer nem enviar de novo.`}
      confirmLabel="Enviar"
      pendingLabel="Enviando..."
      pending={request.isPending}
      failure={findings.isError ? 'Não foi possível verificar a conformidade do texto. Tente novamente.' : failure}
      onConfirm={() => (findings.isError ? void findings.refetch() : request.mutate(null, { onSuccess: onClose }))}
      onClose={close}
    >
      {findings.isError ? null : (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="newsletter-compliance">
          Conformidade: nenhum ponto a revisar no texto salvo.
        </p>
      )}
    </ConfirmDialog>
  )
}

/**
 * "Newsletter" in the editor (Ghost's "Publish and e-mail"): e-mails the post once to the confirmed
 * subscribers — at once when it is public, else when it becomes public — and then shows the results.
 */
export function NewsletterSendCard({ postId, title, unsaved }: { postId: string; title: string; unsaved: boolean }) {
  const send = useNewsletterSend(postId)
  const [confirming, setConfirming] = useState(false)

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Mail className="size-4" aria-hidden="true" />
          Newsletter
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {send.isPending ? (
          <Skeleton className="h-9 w-full" />
        ) : send.data ? (
          <>
            <p role="status" data-testid="newsletter-send-status">
              {sendSummary(send.data)}
            </p>
            {send.data.failed > 0 && send.data.last_error ? (
              <p className="break-words text-slate-500">Último erro: {send.data.last_error}</p>
            ) : null}
          </>
        ) : (
          <>
            <p className="text-slate-600">
              Envie este post por e-mail aos assinantes confirmados. Cada post pode ser enviado uma vez. O texto passa
              pela mesma verificação de conformidade da publicação.
            </p>
            <Button
              type="button"
              variant="outline"
              className="w-full whitespace-normal"
              disabled={unsaved || send.isError}
              onClick={() => setConfirming(true)}
            >
              Enviar por e-mail aos assinantes
            </Button>
            {unsaved ? (
              <p className="text-slate-500">Salve o post antes de enviar: o e-mail leva a versão salva.</p>
            ) : null}
          </>
        )}
      </CardContent>
      {confirming ? <SendNewsletterDialog postId={postId} title={title} onClose={() => setConfirming(false)} /> : null}
    </Card>
  )
}
