import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar, initialsOf } from '@/components/ui/avatar'

describe('Avatar', () => {
  it('derives up to two initials', () => {
    expect(initialsOf('Equipe Editorial')).toBe('EE')
    expect(initialsOf('maria da silva')).toBe('MS')
    expect(initialsOf('Ana')).toBe('A')
    expect(initialsOf('  ')).toBe('?')
    expect(initialsOf(null)).toBe('?')
  })

  it('shows the initials when there is no picture, as an image named like the picture would be', () => {
    render(<Avatar name="Joana Prado" />)
    expect(screen.getByText('JP')).toBeInTheDocument()
    // A plain span may not carry aria-label (ARIA forbids naming a generic element; the Nu checker says so).
    expect(screen.getByRole('img', { name: 'Joana Prado' })).toHaveTextContent('JP')
  })

  it('hides the "?" of a nameless avatar from assistive technology', () => {
    render(<Avatar name={null} />)
    expect(screen.getByText('?')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
