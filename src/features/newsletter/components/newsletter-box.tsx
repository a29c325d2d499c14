import { Mail } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useSubscribeToNewsletter } from '@/features/newsletter/api/subscribe'
import { cn } from '@/lib/cn'

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

const messages = {
  subscribed: 'Inscrição confirmada! Você receberá nossas novidades por e-mail.',
  'already-subscribed': 'Este e-mail já está inscrito na nossa newsletter.',
  invalid: 'Digite um e-mail válido.',
  error: 'Não foi possível concluir a inscrição. Tente novamente.',
} as const

type Feedback = keyof typeof messages

/** Newsletter box: stores the subscription and answers in pt-BR (docs/product-guide.md#public-site). */
export function NewsletterBox({ source, className }: { source: string; className?: string }) {
  const [email, setEmail] = useState('')
  const [feedback, setFeedback] = useState<Feedback | null>(null)
  const subscribe = useSubscribeToNewsletter(source)
  const inputId = `newsletter-${source}`

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!EMAIL_PATTERN.test(email.trim())) {
      setFeedback('invalid')
      return
    }
    subscribe.mutate(email, {
      onSuccess: (result) => {
        setFeedback(result)
        setEmail('')
      },
      onError: () => setFeedback('error'), // the typed address stays in the field
    })
  }

  const isError = feedback === 'invalid' || feedback === 'error'
  return (
    <section aria-labelledby={`${inputId}-title`} className={cn('rounded-xl bg-brand-900 p-5 text-white', className)}>
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Mail className="size-5" aria-hidden="true" />
        Newsletter
      </h2>
      <p className="mt-1 text-sm text-brand-100">Receba as novidades sobre cannabis medicinal no seu e-mail.</p>
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
          className="h-11 border-brand-700 bg-white md:h-10"
        />
        <Button type="submit" variant="cta" className="h-11 w-full md:h-10" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Enviando...' : 'Inscrever-se'}
        </Button>
        {feedback ? (
          <p id={`${inputId}-feedback`} role={isError ? 'alert' : 'status'} className={cn('text-sm', isError ? 'text-amber-200' : 'text-brand-100')}>
            {messages[feedback]}
          </p>
        ) : null}
      </form>
    </section>
  )
}
