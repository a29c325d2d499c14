import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box'
import { publicDb } from '@/lib/public-db'
import { deferred } from '../../deferred'
import { renderWithProviders } from '../../render-with-providers'

type InsertAnswer = { error: { code: string; message: string } | null }

// No database in jsdom: only publicDb.from('newsletter_subscribers').insert(...) is replaced.
let from: MockInstance
let insert: ReturnType<typeof vi.fn<(row: unknown) => Promise<InsertAnswer>>>

beforeEach(() => {
  insert = vi.fn(async () => ({ error: null }))
  from = vi.spyOn(publicDb, 'from').mockImplementation(((table: string) => {
    if (table !== 'newsletter_subscribers') throw new Error(`unexpected table ${table}`)
    return { insert }
  }) as never)
})
afterEach(() => from.mockRestore())

function renderBox() {
  renderWithProviders(<NewsletterBox source="home" />)
  return { field: screen.getByRole('textbox', { name: 'Seu e-mail' }) }
}

const subscribe = () => userEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }))

describe('Newsletter box', () => {
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
    expect(insert).not.toHaveBeenCalled()
  })

  it('stores the address with its source, says "Enviando..." meanwhile, then confirms and empties the field', async () => {
    const answer = deferred<InsertAnswer>()
    insert.mockReturnValueOnce(answer.promise)
    const { field } = renderBox()
    await userEvent.type(field, 'maria@exemplo.com.br')
    await subscribe()
    expect(insert).toHaveBeenCalledWith({ email: 'maria@exemplo.com.br', source: 'home' })
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled()
    answer.resolve({ error: null })
    expect(await screen.findByRole('status')).toHaveTextContent('Inscrição confirmada! Você receberá nossas novidades por e-mail.')
    expect(field).toHaveValue('')
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('button', { name: 'Inscrever-se' })).toBeEnabled()
  })

  it('says the address is already subscribed when the database answers 23505', async () => {
    insert.mockResolvedValueOnce({ error: { code: '23505', message: 'duplicate key value violates unique constraint' } })
    const { field } = renderBox()
    await userEvent.type(field, 'maria@exemplo.com.br')
    await subscribe()
    expect(await screen.findByRole('status')).toHaveTextContent('Este e-mail já está inscrito na nossa newsletter.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps the typed address and asks to try again when the subscription fails', async () => {
    insert.mockResolvedValueOnce({ error: { code: '42501', message: 'new row violates row-level security policy' } })
    const { field } = renderBox()
    await userEvent.type(field, 'maria@exemplo.com.br')
    await subscribe()
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível concluir a inscrição. Tente novamente.')
    expect(field).toHaveValue('maria@exemplo.com.br')
    expect(field).toHaveAttribute('aria-invalid', 'true')
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
