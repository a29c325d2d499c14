import { act, screen } from '@testing-library/react'
import { Link } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { PublicLayout } from '@/app/routes/public/layout'
import { publicDb } from '@/lib/public-db'
import { renderWithProviders } from '../render-with-providers'

// The layout's menu and categories come from the database: none here.
vi.mock('@/features/menu/api/get-active-menu-items', () => ({ useActiveMenuItems: () => ({ data: [] }) }))
vi.mock('@/lib/active-categories', () => ({ useActiveCategories: () => ({ data: [] }) }))

// Only publicDb.rpc('record_visit', ...) is replaced. This file's module copy of lib/audience has not
// counted a landing yet: the document is "loaded" by the first render below.
let rpc: MockInstance<(fn: string, args: unknown) => Promise<{ data: null; error: null }>>
beforeEach(() => {
  vi.useFakeTimers()
  rpc = vi.spyOn(publicDb, 'rpc') as never
  rpc.mockResolvedValue({ data: null, error: null })
})
afterEach(() => {
  vi.useRealTimers()
  rpc.mockRestore()
})

describe('the public layout', () => {
  it('counts one landing per document: a client-side navigation is not a landing', async () => {
    renderWithProviders(null, {
      url: '/',
      routes: [
        {
          element: <PublicLayout />,
          children: [
            { path: '/', element: <Link to="/blog">Ir para o blog</Link> },
            { path: '/blog', element: <p>Página do blog</p> },
          ],
        },
      ],
    })
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(rpc).toHaveBeenCalledExactlyOnceWith('record_visit', { p_path: '/' })
    act(() => screen.getByRole('link', { name: 'Ir para o blog' }).click())
    expect(screen.getByText('Página do blog')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(rpc.mock.calls.filter(([fn]) => fn === 'record_visit')).toHaveLength(1)
  })
})
