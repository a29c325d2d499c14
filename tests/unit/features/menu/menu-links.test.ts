import { describe, expect, it } from 'vitest'
import { findDuplicate, internalTarget, menuHrefKey, SITE_PAGES } from '@/features/menu/utils/menu-links'

describe("menuHrefKey (mirrors the database's menu_href_key)", () => {
  it('ignores case, surrounding spaces and trailing slashes; the root stays "/"', () => {
    expect(menuHrefKey(' /Blog/ ')).toBe('/blog')
    expect(menuHrefKey('/blog//')).toBe('/blog')
    expect(menuHrefKey('/')).toBe('/')
    expect(menuHrefKey('HTTPS://www.gov.br/anvisa/')).toBe('https://www.gov.br/anvisa')
  })
})

describe('findDuplicate', () => {
  const items = [
    { id: 'a', label: 'Blog', href: '/blog' },
    { id: 'b', label: 'Anvisa', href: 'https://www.gov.br/anvisa' },
  ]

  it('finds the other item with the same address', () => {
    expect(findDuplicate(items, '/Blog/', null)?.label).toBe('Blog')
    expect(findDuplicate(items, 'https://www.gov.br/anvisa/', 'a')?.label).toBe('Anvisa')
  })

  it('lets an item keep its own address, and says nothing for a new or empty one', () => {
    expect(findDuplicate(items, '/blog', 'a')).toBeUndefined()
    expect(findDuplicate(items, '/destaques', null)).toBeUndefined()
    expect(findDuplicate(items, '  ', null)).toBeUndefined()
  })
})

describe('internalTarget', () => {
  it('knows the site pages the picker offers, with a query, a fragment or another case', () => {
    for (const page of SITE_PAGES) expect(internalTarget(page.href)).toEqual({ kind: 'page' })
    expect(internalTarget('/blog?q=cbd')).toEqual({ kind: 'page' })
    expect(internalTarget('/Destaques/#topo')).toEqual({ kind: 'page' })
    expect(internalTarget('/admin/posts')).toEqual({ kind: 'page' })
  })

  it('names the slug a category, article or author path depends on', () => {
    expect(internalTarget('/blog/categoria/pesquisas')).toEqual({ kind: 'category', slug: 'pesquisas' })
    expect(internalTarget('/blog/post/canabidiol-e-epilepsia?utm=x')).toEqual({
      kind: 'post',
      slug: 'canabidiol-e-epilepsia',
    })
    expect(internalTarget('/autor/equipe-editorial')).toEqual({ kind: 'author', slug: 'equipe-editorial' })
  })

  it('says a path no route answers leads nowhere, and leaves full addresses alone', () => {
    expect(internalTarget('/nao-existe')).toEqual({ kind: 'nowhere' })
    expect(internalTarget('/contato')).toEqual({ kind: 'nowhere' })
    expect(internalTarget('/blog/categoria')).toEqual({ kind: 'nowhere' })
    expect(internalTarget('https://www.gov.br/anvisa')).toBeNull()
  })
})
