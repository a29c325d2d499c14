import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotFoundRoute } from '@/app/routes/public/not-found'

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Início</p> },
      { path: '*', element: <NotFoundRoute /> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('404 page', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the unknown path and counts down 3 seconds before going home', () => {
    const router = renderAt('/nao-existe/aqui')
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument()
    expect(screen.getByText('/nao-existe/aqui')).toBeInTheDocument()
    expect(screen.getByText(/em 3 segundos/)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByText(/em 2 segundos/)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByText(/em 1 segundo\./)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/nao-existe/aqui')
    act(() => vi.advanceTimersByTime(1000))
    expect(router.state.location.pathname).toBe('/')
  })

  it('goes home at once with "Ir para a página inicial agora"', () => {
    const router = renderAt('/x')
    act(() => screen.getByRole('button', { name: 'Ir para a página inicial agora' }).click())
    expect(router.state.location.pathname).toBe('/')
  })
})
