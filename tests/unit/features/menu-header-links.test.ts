// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { headerLinks } from '@/features/menu/utils/header-links'

const categories = ['Legislação', 'Notícias', 'Pesquisas', 'Tratamentos', 'Eventos', 'Guias'].map((name) => ({
  name,
  slug: name.toLowerCase(),
}))

describe('headerLinks', () => {
  it('uses the saved menu when it has active items', () => {
    const menu = [{ id: '1', label: 'Início', href: '/', position: 1, is_active: true }]
    expect(headerLinks(menu, categories)).toEqual({
      desktop: [{ label: 'Início', href: '/' }],
      mobile: [{ label: 'Início', href: '/' }],
    })
  })

  it('falls back to Destaques plus 3 categories on desktop and 5 on mobile', () => {
    const { desktop, mobile } = headerLinks([], categories)
    expect(desktop.map((l) => l.label)).toEqual(['Destaques', 'Legislação', 'Notícias', 'Pesquisas'])
    expect(mobile).toHaveLength(6)
    expect(desktop[1].href).toBe('/blog/categoria/legisla%C3%A7%C3%A3o')
  })

  it('falls back to Blog and Notícias when no categories load', () => {
    const { desktop } = headerLinks(undefined, undefined)
    expect(desktop).toEqual([
      { label: 'Destaques', href: '/destaques' },
      { label: 'Blog', href: '/blog' },
      { label: 'Notícias', href: '/blog/categoria/noticias' },
    ])
  })
})
