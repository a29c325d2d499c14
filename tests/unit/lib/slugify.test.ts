// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { slugify } from '@/lib/slugify'

describe('slugify', () => {
  it('folds accents before applying the spec rule', () => {
    expect(slugify('Legislação')).toBe('legislacao')
    expect(slugify('Notícias')).toBe('noticias')
    expect(slugify('Canabidiol: eficácia & segurança')).toBe('canabidiol-eficacia-seguranca')
  })

  it('turns every run of other characters into one hyphen and trims hyphens', () => {
    expect(slugify('  --Olá,   Mundo!!  ')).toBe('ola-mundo')
    expect(slugify('CBD___THC 2025')).toBe('cbd-thc-2025')
    expect(slugify('ç ñ ü')).toBe('c-n-u')
  })

  it('returns an empty slug for empty or symbol-only input', () => {
    expect(slugify('')).toBe('')
    expect(slugify(null)).toBe('')
    expect(slugify(undefined)).toBe('')
    expect(slugify('!!! ???')).toBe('')
  })
})
