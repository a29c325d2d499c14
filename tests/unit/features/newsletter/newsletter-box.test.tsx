import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box'
import { NEWSLETTER_CONSENT } from '@/features/newsletter/consent'
import { publicDb } from '@/lib/public-db'
import { deferred } from '../../deferred'
import { renderWithProviders } from '../../render-with-providers'

type RpcAnswer = { data: null; error: { code: string; message: string; hint?: string } | null }

// No database in jsdom: only publicDb.rpc('subscribe_newsletter', ...) is replaced.
let rpc: MockInstance<(fn: string, args: unknown) => Promise<RpcAnswer>>

beforeEach(() => {
  rpc = vi.spyOn(publicDb, 'rpc') as never
  rpc.mockResolvedValue({ data: null, error: null })
})
afterEach(() => rpc.mockRestore())

function renderBox() {
  renderWithProviders(<NewsletterBox source="home" />, { url: '/blog/post/canabidiol-e-sono' })
  return { field: screen.getByRole('textbox', { name: 'Seu e-mail' }) }
}

const subscribe = () => userEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }))

describe('Newsletter box', () => {
  it('shows the consent text the person agrees to', () => {
    renderBox()
    expect(screen.getByText(NEWSLETTER_CONSENT.text)).toBeInTheDocument()
  })

  it('refuses an address without a dot in the domain, or an empty one, with "Digite um e-mail válido.", sending nothing', async () => {
    const { field } = renderBox()
    await userEvent.type(field, 'maria@exemplo')
    await subscribe()
    expect(screen.getByRole('alert')).toHaveTextContent('Digite um e-mail válido.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Digite um e-mail válido.')
    await userEvent.clear(field)
    await subscribe()
    expect(screen.getByRole('alert')).toHaveTextContent('Digite um e-mail válido.')
    expect(rpc).not.toHaveBeenCalled()
  })

  it('asks for the subscription with its form, page and consent version, says "Enviando..." meanwhile, then says a confirmation link was sent', async () => {
    const answer = deferred<RpcAnswer>()
    rpc.mockReturnValueOnce(answer.promise)
    const { field } = renderBox()
    await userEvent.type(field, 'Maria@Exemplo.com.br')
    await subscribe()
    // The request's module (and the data client) loads on the first submit.
    await vi.waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('subscribe_newsletter', {
        p_email: 'Maria@Exemplo.com.br',
        p_source: 'home',
        p_page: '/blog/post/canabidiol-e-sono',
        p_consent_version: NEWSLETTER_CONSENT.version,
      }),
    )
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled()
    answer.resolve({ data: null, error: null })
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Quase lá! Enviamos um link de confirmação para maria@exemplo.com.br.',
    )
    expect(field).toHaveValue('')
    expect(field).not.toHaveAttribute('aria-invalid')
  })

  it('puts a database refusal of the address at the field, keeping what was typed', async () => {
    rpc.mockResolvedValueOnce({
      data: null,
      error: { code: '22023', message: 'invalid e-mail', hint: 'invalid_email' },
    })
    const { field } = renderBox()
    await userEvent.type(field, 'maria@exemplo.com.br')
    await subscribe()
    expect(await screen.findByRole('alert')).toHaveTextContent('Digite um e-mail válido.')
    expect(field).toHaveValue('maria@exemplo.com.br')
  })

  it('asks once more a second later, then keeps the typed address and asks to try again when the subscription fails', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { code: '57014', message: 'canceling statement due to statement timeout' },
    })
    const { field } = renderBox()
    await userEvent.type(field, 'maria@exemplo.com.br')
    await subscribe()
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Não foi possível concluir a inscrição. Tente novamente.',
    )
    expect(rpc).toHaveBeenCalledTimes(2)
    expect(field).toHaveValue('maria@exemplo.com.br')
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it('says "Muitas tentativas em pouco tempo…" when the database refuses the call with 429, keeping the typed address and asking only once', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { code: 'over_request_rate_limit', message: 'Too many requests; try again in 42 seconds' },
    })
    const { field } = renderBox()
    await userEvent.type(field, 'maria@exemplo.com.br')
    await subscribe()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas em pouco tempo. Tente de novo em alguns minutos.',
    )
    expect(field).toHaveValue('maria@exemplo.com.br')
    // A 429 is not retried behind the person's back.
    expect(rpc).toHaveBeenCalledTimes(1)
  })

  it('clears the message as soon as the person types again', async () => {
    const { field } = renderBox()
    await userEvent.type(field, 'maria')
    await subscribe()
    expect(screen.getByRole('alert')).toBeInTheDocument()
    await userEvent.type(field, '@exemplo.com')
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(field).not.toHaveAttribute('aria-invalid')
  })
})
