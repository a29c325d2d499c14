import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { HeaderSearch } from '@/components/layout/header-search'
import { LocationProbe, renderWithProviders } from '../../render-with-providers'

function renderSearch() {
  const onSearched = vi.fn()
  const view = renderWithProviders(<HeaderSearch onSearched={onSearched} />, {
    url: '/blog/post/canabidiol',
    routes: [{ path: '/blog', element: <LocationProbe name="Blog" /> }],
  })
  return {
    ...view,
    onSearched,
    box: within(screen.getByRole('search')).getByRole('searchbox', { name: 'Buscar no blog' }),
  }
}

describe('Header search', () => {
  it('is a search form with a "Buscar..." box named "Buscar no blog"', () => {
    const { box } = renderSearch()
    expect(box).toHaveAttribute('placeholder', 'Buscar...')
    expect(box).toHaveValue('')
  })

  it('opens the blog list searching the trimmed text on Enter, and tells the caller (closes the mobile search)', async () => {
    const { box, router, onSearched } = renderSearch()
    await userEvent.type(box, '  óleo de CBD  {Enter}')
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/blog')
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('óleo de CBD')
    expect(screen.getByLabelText('url')).toHaveTextContent('/blog?q=%C3%B3leo+de+CBD')
    expect(onSearched).toHaveBeenCalledTimes(1)
  })

  it('opens the whole blog list, without ?q=, for a blank search', async () => {
    const { box, router, onSearched } = renderSearch()
    await userEvent.type(box, '   {Enter}')
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/blog')
    expect(router.state.location.search).toBe('')
    expect(onSearched).toHaveBeenCalledTimes(1)
  })
})
