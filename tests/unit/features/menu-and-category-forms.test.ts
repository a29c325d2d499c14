// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { categorySchema } from '@/features/categories/schemas'
import { isSafeMenuHref, menuItemSchema } from '@/features/menu/schemas'
import { nextFreeSlug } from '@/lib/free-slug'
import { SLUG_RULE_MESSAGE } from '@/lib/slug-rule'

describe('menu item form', () => {
  it('accepts site paths and absolute http(s) URLs, like the database check', () => {
    for (const href of ['/', '/blog', '/blog/categoria/pesquisas', 'https://example.org', 'http://example.org/a?b=1']) {
      expect(isSafeMenuHref(href), href).toBe(true)
    }
  })

  it('refuses javascript:, data:, mailto:, protocol-relative, bare and spaced links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      'data:text/html,x',
      'mailto:a@b.c',
      '//evil.example',
      'blog',
      '/a b',
      'https://',
    ]) {
      expect(isSafeMenuHref(href), href).toBe(false)
    }
  })

  it('requires label and address with pt-BR messages', () => {
    const result = menuItemSchema.safeParse({ label: ' ', href: '', is_active: true })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Informe o texto do link.',
      'Informe o endereço do link.',
    ])
  })
})

describe('category form', () => {
  it("requires a name with the spec's message, and a slug of the slug rule", () => {
    const result = categorySchema.safeParse({
      name: '',
      slug: 'Com Espaço',
      description: '',
      color: '#3b82f6',
      is_active: true,
    })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'O nome da categoria é obrigatório.',
      SLUG_RULE_MESSAGE,
    ])
  })
})

describe('nextFreeSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    expect(nextFreeSlug('cbd', ['thc'])).toBe('cbd')
    expect(nextFreeSlug('cbd', ['cbd', 'cbd-2', 'cbd-4'])).toBe('cbd-3')
  })
})
