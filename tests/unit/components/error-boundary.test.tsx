import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '@/components/feedback/error-boundary'

function Broken(): never {
  throw new Error('render failed')
}

describe('ErrorBoundary', () => {
  it('shows "Something went wrong." when a child fails to render', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument()
    silence.mockRestore()
  })

  it('renders children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>conteúdo</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('conteúdo')).toBeInTheDocument()
  })
})
