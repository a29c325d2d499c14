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

  it('shows the initials when there is no picture', () => {
    render(<Avatar name="Joana Prado" />)
    expect(screen.getByText('JP')).toBeInTheDocument()
  })
})
