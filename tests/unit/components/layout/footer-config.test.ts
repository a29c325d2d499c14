// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { copyrightYears } from '@/components/layout/copyright'
import { socialLinks } from '@/components/layout/social-links'

describe('copyrightYears', () => {
  it('runs from 2025 to the current year', () => {
    expect(copyrightYears(2026)).toBe('2025–2026')
    expect(copyrightYears(2031)).toBe('2025–2031')
  })

  it('is a single year while the current year is the first one', () => {
    expect(copyrightYears(2025)).toBe('2025')
  })

  it('is the build year the app was compiled with', () => {
    expect(__BUILD_YEAR__).toBe(new Date().getFullYear())
  })
})

describe('socialLinks', () => {
  it('keeps configured networks in a fixed order and hides those without a URL', () => {
    const links = socialLinks({
      youtube: 'https://youtube.com/@canal',
      facebook: '',
      instagram: ' https://instagram.com/perfil ',
    })
    expect(links.map(({ network, label, href }) => [network, label, href])).toEqual([
      ['instagram', 'Instagram', 'https://instagram.com/perfil'],
      ['youtube', 'YouTube', 'https://youtube.com/@canal'],
    ])
  })

  it('hides a value that is not an http(s) URL rather than link it', () => {
    expect(socialLinks({ linkedin: 'javascript:alert(1)', facebook: 'facebook.com/pagina' })).toEqual([])
    expect(socialLinks({})).toEqual([])
  })
})
