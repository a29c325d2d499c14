import { Mail } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { useSiteNavigation } from '@/components/layout/site-navigation'
import { NEWSLETTER_CONSENT } from '@/features/newsletter/consent'
import { cn } from '@/lib/cn'
import { isRateLimited, RATE_LIMITED_MESSAGE, toAppError } from '@/lib/errors'
import { retryOnce } from '@/lib/retry-once'

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

const messages = {
  invalid: 'Digite um e-mail válido.',
  limited: RATE_LIMITED_MESSAGE,
  error: 'Não foi possível concluir a inscrição. Tente novamente.',
} as const

type Feedback = { kind: 'sent'; email: string } | { kind: keyof typeof messages }

const feedbackText = (feedback: Feedback) =>
  feedback.kind === 'sent'
    ? `Quase lá! Enviamos um link de confirmação para ${feedback.email}.`
    : messages[feedback.kind]

/**
 * Sends a subscription, `sending` meanwhile, and reports how it went. The request's code (and the data
 * client) loads on the first one.
 */
function useSubscription(source: string, page: string, report: (feedback: Feedback) => void) {
  const [sending, setSending] = useState(false)
  async function subscribe(address: string) {
    setSending(true)
    try {
      const { subscribeToNewsletter } = await import('@/features/newsletter/api/subscribe')
      await retryOnce(() => subscribeToNewsletter(address, source, page))
      report({ kind: 'sent', email: address.toLowerCase() })
    } catch (error) {
      // The typed address stays in the field; an address the database refuses is the field's fault.
      report({
        kind: isRateLimited(error) ? 'limited' : toAppError(error).hint === 'invalid_email' ? 'invalid' : 'error',
      })
    } finally {
      setSending(false)
    }
  }
  return { sending, subscribe }
}

/**
 * Newsletter box with double opt-in (docs/product-guide.md#public-site): asks for a subscription and
 * says a confirmation link is on its way — the same answer whether or not the address was known. The
 * consent text the person agrees to is shown under the button, with a link to what the site counts
 * (/privacidade). The request's code (and the data client) loads on the first submit: on a prerendered
 * page the box is an island that starts without it (docs/decisions/065-islands-on-prerendered-pages.md).
 */
export function NewsletterBox({ source, className }: { source: string; className?: string }) {
  const [email, setEmail] = useState('')
  const [feedback, setFeedback] = useState<Feedback | null>(null)
  const { pathname, Link } = useSiteNavigation()
  const { sending, subscribe } = useSubscription(source, pathname, (answer) => {
    setFeedback(answer)
    if (answer.kind === 'sent') setEmail('')
  })
  const inputId = `newsletter-${source}`

  function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!EMAIL_PATTERN.test(address)) {
      setFeedback({ kind: 'invalid' })
      return
    }
    void subscribe(address)
  }

  const isError = feedback !== null && feedback.kind !== 'sent'
  return (
    <section aria-labelledby={`${inputId}-title`} className={cn('bg-brand-900 rounded-xl p-5 text-white', className)}>
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Mail className="size-5" aria-hidden="true" />
        Newsletter
      </h2>
      <p className="text-brand-100 mt-1 text-sm">Receba as novidades sobre cannabis medicinal no seu e-mail.</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-2">
        <label htmlFor={inputId} className="sr-only">
          Seu e-mail
        </label>
        <Input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="Seu e-mail"
          value={email}
          aria-invalid={isError || undefined}
          aria-describedby={feedback ? `${inputId}-feedback` : undefined}
          onChange={(event) => {
            setEmail(event.target.value)
            setFeedback(null)
          }}
          className="border-brand-700 h-11 bg-white md:h-10"
        />
        <Button type="submit" variant="cta" className="h-11 w-full md:h-10" disabled={sending}>
          {sending ? 'Enviando...' : 'Inscrever-se'}
        </Button>
        {feedback ? (
          <p
            id={`${inputId}-feedback`}
            role={isError ? 'alert' : 'status'}
            className={cn('text-sm', isError ? 'text-amber-200' : 'text-brand-100')}
          >
            {feedbackText(feedback)}
          </p>
        ) : null}
        <p className="text-brand-100 text-xs">{NEWSLETTER_CONSENT.text}</p>
        <p className="text-brand-100 text-xs">
          Como contamos as visitas:{' '}
          <Link to={paths.privacy.href()} className="underline hover:text-white">
            Privacidade
          </Link>
        </p>
      </form>
    </section>
  )
}
