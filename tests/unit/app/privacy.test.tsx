import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { PrivacyRoute } from '@/app/routes/public/privacy'
import { PublicLayout } from '@/app/routes/public/layout'
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box'
import { publicDb } from '@/lib/public-db'
import { renderWithProviders } from '../render-with-providers'

// The layout's menu and categories come from the database: none here.
vi.mock('@/features/menu/api/get-active-menu-items', () => ({ useActiveMenuItems: () => ({ data: [] }) }))
vi.mock('@/lib/active-categories', () => ({ useActiveCategories: () => ({ data: [] }) }))

// The layout counts its landing (tests/unit/app/public-layout.test.tsx): no database here.
let rpc: MockInstance<(fn: string, args: unknown) => Promise<{ data: null; error: null }>>
beforeEach(() => {
  rpc = vi.spyOn(publicDb, 'rpc') as never
  rpc.mockResolvedValue({ data: null, error: null })
})
afterEach(() => rpc.mockRestore())

describe('/privacidade', () => {
  it('says what is counted, why, what is not used, what is kept and for how long, and how to opt out', () => {
    renderWithProviders(<PrivacyRoute />, { url: '/privacidade' })
    expect(screen.getByRole('heading', { level: 1, name: 'Privacidade' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'O que contamos',
      'Por que contamos',
      'O que não usamos',
      'O que guardamos e por quanto tempo',
      'Não quer ser contado?',
      'Curtidas, tamanho do texto e newsletter',
    ])
    expect(screen.getByText(/Nenhum cookie e nenhum identificador/)).toBeInTheDocument()
    expect(screen.getByText(/O endereço IP não é guardado/)).toBeInTheDocument()
    expect(screen.getByText(/apagada em no máximo 48 horas.*13 meses/)).toBeInTheDocument()
    expect(screen.getByText(/pelo menos 3 buscas/)).toBeInTheDocument()
    expect(screen.getByText(/“Do Not Track” e “Global Privacy Control”/)).toBeInTheDocument()
    expect(document.title).toBe('Privacidade | Cannabis Medicinal')
  })
})

describe('links to /privacidade', () => {
  it('the footer of every public page links to it', () => {
    renderWithProviders(null, {
      url: '/',
      routes: [{ element: <PublicLayout />, children: [{ path: '/', element: <p>Início</p> }] }],
    })
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacidade')
  })

  it('the newsletter form links to it, beside its consent text', () => {
    renderWithProviders(<NewsletterBox source="home" />)
    expect(screen.getByText(/Como contamos as visitas/)).toContainElement(
      screen.getByRole('link', { name: 'Privacidade' }),
    )
    expect(screen.getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacidade')
  })
})
