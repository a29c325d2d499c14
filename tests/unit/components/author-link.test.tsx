import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuthorLink } from '@/components/author-link'
import { renderWithProviders } from '../render-with-providers'

describe('AuthorLink', () => {
  it('links the name to /autor/{slug}', () => {
    renderWithProviders(<AuthorLink name="Helena Prado" slug="helena-prado" />)
    const link = screen.getByRole('link', { name: 'Helena Prado' })
    expect(link.getAttribute('href')).toBe('/autor/helena-prado')
    expect(link.getAttribute('rel')).toBe('author')
  })

  it('is plain text without a slug, and says "Autor Anônimo" without a name', () => {
    const { container } = renderWithProviders(
      <p>
        <AuthorLink name="Sem Página" /> e <AuthorLink name="  " slug={null} />
      </p>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.textContent).toBe('Sem Página e Autor Anônimo')
  })
})
