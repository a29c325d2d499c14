// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canManagePost } from '@/features/posts/utils/post-permissions'
import { canBePublished, isPubliclyVisible } from '@/features/posts/utils/post-status'
import { foldSearchTerm } from '@/features/posts/utils/search-term'

describe('foldSearchTerm', () => {
  it('folds case and accents the way title_excerpt_search is stored', () => {
    expect(foldSearchTerm('  São PAULO  ')).toBe('sao paulo')
    expect(foldSearchTerm('Legislação Ânvisa Íris Über')).toBe('legislacao anvisa iris uber')
  })

  it('turns LIKE and PostgREST wildcards into spaces, so they match literally nothing special', () => {
    expect(foldSearchTerm('100%_puro*\\x')).toBe('100 puro x')
    expect(foldSearchTerm('%%%')).toBe('')
  })
})

describe('canManagePost', () => {
  const post = { author_id: 'alice' }
  it('lets editors and admins manage any post', () => {
    expect(canManagePost({ id: 'edu', role: 'editor' }, post)).toBe(true)
    expect(canManagePost({ id: 'ana', role: 'admin' }, { author_id: null })).toBe(true)
  })

  it('lets an author manage only her own posts', () => {
    expect(canManagePost({ id: 'alice', role: 'author' }, post)).toBe(true)
    expect(canManagePost({ id: 'bruno', role: 'author' }, post)).toBe(false)
    expect(canManagePost({ id: 'bruno', role: 'author' }, { author_id: null })).toBe(false)
    expect(canManagePost(null, post)).toBe(false)
  })
})

describe('post status rules', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it('treats published posts and due scheduled posts as public, nothing else', () => {
    expect(isPubliclyVisible({ status: 'published', published_at: null }, now)).toBe(true)
    expect(isPubliclyVisible({ status: 'scheduled', published_at: '2026-11-22T11:59:00Z' }, now)).toBe(true)
    expect(isPubliclyVisible({ status: 'scheduled', published_at: '2026-11-22T12:01:00Z' }, now)).toBe(false)
    expect(isPubliclyVisible({ status: 'scheduled', published_at: null }, now)).toBe(false)
    expect(isPubliclyVisible({ status: 'draft', published_at: '2020-01-01T00:00:00Z' }, now)).toBe(false)
    expect(isPubliclyVisible({ status: 'review', published_at: null }, now)).toBe(false)
  })

  it('offers "Publicar" on drafts and posts in review only', () => {
    expect(['draft', 'review', 'scheduled', 'published'].filter((status) => canBePublished({ status }))).toEqual(['draft', 'review'])
  })
})
