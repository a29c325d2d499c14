import { CheckCircle2, MailWarning } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { DocumentMeta } from '@/components/layout/document-meta'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import {
  useConfirmNewsletter,
  useResendNewsletterConfirmation,
  useUnsubscribeNewsletter,
} from '@/features/newsletter/api/confirmation'
import { isRateLimited, RATE_LIMITED_MESSAGE, toAppError } from '@/lib/errors'

function NewsletterPage({ title, ok, children }: { title: string; ok: boolean; children: ReactNode }) {
  const Icon = ok ? CheckCircle2 : MailWarning
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <DocumentMeta title={title} />
      <meta name="robots" content="noindex" />
      <Icon className={ok ? 'text-brand-700 size-12' : 'size-12 text-amber-600'} aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{title}</h1>
      <div className="mt-3 space-y-4 text-slate-600">{children}</div>
      <Button asChild variant="outline" size="lg" className="mt-8">
        <Link to={paths.home.href()}>Ir para a página inicial</Link>
      </Button>
    </div>
  )
}

/** Runs a one-shot action with the link's token once the page has loaded (never twice in StrictMode). */
function useOnceWithToken(run: (token: string) => void) {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const started = useRef(false)
  useEffect(() => {
    if (started.current || !token) return
    started.current = true
    run(token)
  }, [token, run])
  return token
}

/** `/newsletter/confirmar?token=…`: the e-mailed confirmation link of the double opt-in. */
export function NewsletterConfirmRoute() {
  const confirm = useConfirmNewsletter()
  const resend = useResendNewsletterConfirmation()
  const token = useOnceWithToken(confirm.mutate)

  if (confirm.isSuccess) {
    return (
      <NewsletterPage title="Inscrição confirmada" ok>
        <p>
          {confirm.data === 'already-confirmed'
            ? 'Sua inscrição já estava confirmada. Você continua recebendo os novos artigos por e-mail.'
            : 'Pronto! Você passará a receber os novos artigos do blog por e-mail. Cada e-mail traz um link para cancelar quando quiser.'}
        </p>
      </NewsletterPage>
    )
  }
  if (!token || confirm.isError) {
    const reason = confirm.error ? toAppError(confirm.error).hint : 'invalid'
    if (reason === 'expired') {
      return (
        <NewsletterPage title="Link de confirmação expirado" ok={false}>
          <p>Este link valia por 48 horas. Peça um novo e confirme sua inscrição pelo e-mail que vamos enviar.</p>
          {resend.isSuccess ? (
            <p role="status">Enviamos um novo link de confirmação para o seu e-mail.</p>
          ) : (
            <Button onClick={() => resend.mutate(token)} disabled={resend.isPending}>
              {resend.isPending ? 'Enviando...' : 'Reenviar confirmação'}
            </Button>
          )}
          {resend.isError ? (
            <p role="alert">
              {isRateLimited(resend.error)
                ? RATE_LIMITED_MESSAGE
                : 'Não foi possível reenviar agora. Tente novamente em instantes.'}
            </p>
          ) : null}
        </NewsletterPage>
      )
    }
    if (reason === 'invalid') {
      return (
        <NewsletterPage title="Link de confirmação inválido" ok={false}>
          <p>
            Este link não vale mais: talvez um link mais novo tenha sido enviado depois dele. Use o último e-mail
            recebido ou inscreva-se de novo no formulário da newsletter.
          </p>
        </NewsletterPage>
      )
    }
    return (
      <NewsletterPage title="Não foi possível confirmar" ok={false}>
        <p role="alert">
          Não foi possível confirmar sua inscrição agora. Abra o link do e-mail novamente em instantes.
        </p>
        <Button onClick={() => confirm.mutate(token)}>Tentar novamente</Button>
      </NewsletterPage>
    )
  }
  return (
    <NewsletterPage title="Confirmando sua inscrição..." ok>
      <p aria-live="polite">Só um instante.</p>
    </NewsletterPage>
  )
}

/** `/newsletter/descadastrar?token=…`: the unsubscribe link of every newsletter e-mail, effective at once. */
export function NewsletterUnsubscribeRoute() {
  const unsubscribe = useUnsubscribeNewsletter()
  const token = useOnceWithToken(unsubscribe.mutate)

  if (unsubscribe.isSuccess) {
    return (
      <NewsletterPage title="Inscrição cancelada" ok>
        <p>
          Você não receberá mais a newsletter. Se mudar de ideia, é só se inscrever de novo e confirmar pelo e-mail.
        </p>
      </NewsletterPage>
    )
  }
  if (!token || (unsubscribe.isError && toAppError(unsubscribe.error).hint === 'invalid')) {
    return (
      <NewsletterPage title="Link de cancelamento inválido" ok={false}>
        <p>Este link está incompleto ou foi alterado. Use o link “Cancelar inscrição” de um e-mail da newsletter.</p>
      </NewsletterPage>
    )
  }
  if (unsubscribe.isError) {
    return (
      <NewsletterPage title="Não foi possível cancelar" ok={false}>
        <p role="alert">Não foi possível cancelar sua inscrição agora. Tente novamente em instantes.</p>
        <Button onClick={() => unsubscribe.mutate(token)}>Tentar novamente</Button>
      </NewsletterPage>
    )
  }
  return (
    <NewsletterPage title="Cancelando sua inscrição..." ok>
      <p aria-live="polite">Só um instante.</p>
    </NewsletterPage>
  )
}
