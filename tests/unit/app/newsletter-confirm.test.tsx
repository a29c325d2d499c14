import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { NewsletterConfirmRoute } from '@/app/routes/public/newsletter'
import { publicDb } from '@/lib/public-db'
import { renderWithProviders } from '../render-with-providers'

type RpcAnswer = { data: unknown; error: { code: string; message: string; hint?: string } | null }

// No database in jsdom: publicDb.rpc is replaced, answering per function.
let rpc: MockInstance<(fn: string, args: unknown) => Promise<RpcAnswer>>
beforeEach(() => {
  rpc = vi.spyOn(publicDb, 'rpc') as never
})
afterEach(() => rpc.mockRestore())

describe('/newsletter/confirmar with an expired link', () => {
  it('says "Muitas tentativas em pouco tempo…" when "Reenviar confirmação" is refused with 429, and keeps the button', async () => {
    rpc.mockImplementation(async (fn) =>
      fn === 'confirm_newsletter'
        ? { data: null, error: { code: '22023', message: 'expired confirmation link', hint: 'expired' } }
        : {
            data: null,
            error: { code: 'over_request_rate_limit', message: 'Too many requests; try again in 30 seconds' },
          },
    )
    renderWithProviders(<NewsletterConfirmRoute />, { url: '/newsletter/confirmar?token=abc' })
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar confirmação' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas em pouco tempo. Tente de novo em alguns minutos.',
    )
    expect(screen.getByRole('button', { name: 'Reenviar confirmação' })).toBeEnabled()
  })
})
