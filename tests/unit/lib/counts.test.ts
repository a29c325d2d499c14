// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { countLabel } from '@/lib/counts'

describe('countLabel', () => {
  it('uses the singular for exactly one and the plural otherwise, zero included', () => {
    expect(countLabel(1, 'visualização', 'visualizações')).toBe('1 visualização')
    expect(countLabel(0, 'visualização', 'visualizações')).toBe('0 visualizações')
    expect(countLabel(2, 'post', 'posts')).toBe('2 posts')
  })

  it('groups thousands the pt-BR way', () => {
    expect(countLabel(1234, 'post', 'posts')).toBe('1.234 posts')
  })
})
