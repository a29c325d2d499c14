// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canManagePost, editorialRights } from '@/features/posts/utils/post-permissions'
import { bulkResultMessage } from '@/features/posts/utils/bulk-result'
import { canBePublished, effectiveStatus, isPubliclyVisible } from '@/features/posts/utils/post-status'
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
  const draft = { author_id: 'alice', status: 'draft' }
  it('lets editors and admins manage any post, in any status', () => {
    expect(canManagePost({ id: 'edu', role: 'editor' }, { author_id: 'alice', status: 'published' }, false)).toBe(true)
    expect(canManagePost({ id: 'ana', role: 'admin' }, { author_id: null, status: 'scheduled' }, false)).toBe(true)
  })

  it('lets an author manage only her own posts', () => {
    expect(canManagePost({ id: 'alice', role: 'author' }, draft, false)).toBe(true)
    expect(canManagePost({ id: 'alice', role: 'author' }, { ...draft, status: 'review' }, false)).toBe(true)
    expect(canManagePost({ id: 'bruno', role: 'author' }, draft, true)).toBe(false)
    expect(canManagePost({ id: 'bruno', role: 'author' }, { author_id: null, status: 'draft' }, true)).toBe(false)
    expect(canManagePost(null, draft, true)).toBe(false)
  })

  it("keeps an author's published or scheduled post out of her hands unless authors publish without review", () => {
    for (const status of ['published', 'scheduled']) {
      expect(canManagePost({ id: 'alice', role: 'author' }, { author_id: 'alice', status }, false)).toBe(false)
      expect(canManagePost({ id: 'alice', role: 'author' }, { author_id: 'alice', status }, true)).toBe(true)
    }
  })
})

describe('editorialRights', () => {
  it('lets editors and admins publish, feature, override compliance findings and assign', () => {
    for (const role of ['editor', 'admin'] as const) {
      expect(editorialRights({ id: 'x', role }, false)).toEqual({
        canPublish: true,
        canFeature: true,
        canOverrideCompliance: true,
        canAssign: true,
      })
    }
  })

  it('lets an author publish only while authors publish without review, and never feature, override or assign', () => {
    expect(editorialRights({ id: 'alice', role: 'author' }, false)).toEqual({
      canPublish: false,
      canFeature: false,
      canOverrideCompliance: false,
      canAssign: false,
    })
    expect(editorialRights({ id: 'alice', role: 'author' }, true)).toEqual({
      canPublish: true,
      canFeature: false,
      canOverrideCompliance: false,
      canAssign: false,
    })
    expect(editorialRights(null, true).canPublish).toBe(false)
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

  it('shows a scheduled post whose time has come as published, as visitors see it; every other status as stored', () => {
    expect(effectiveStatus({ status: 'scheduled', published_at: '2026-11-22T11:59:00Z' }, now)).toBe('published')
    expect(effectiveStatus({ status: 'scheduled', published_at: '2026-11-22T12:01:00Z' }, now)).toBe('scheduled')
    expect(effectiveStatus({ status: 'draft', published_at: '2020-01-01T00:00:00Z' }, now)).toBe('draft')
    expect(effectiveStatus({ status: 'review', published_at: null }, now)).toBe('review')
    expect(effectiveStatus({ status: 'published', published_at: null }, now)).toBe('published')
  })

  it('offers "Publicar" on drafts and posts in review only', () => {
    expect(['draft', 'review', 'scheduled', 'published'].filter((status) => canBePublished({ status }))).toEqual([
      'draft',
      'review',
    ])
  })
})

describe('bulkResultMessage', () => {
  const post = (title: string, status = 'draft') => ({ id: title, title, status })
  it('counts what was done in pt-BR, singular and plural', () => {
    expect(bulkResultMessage({ action: 'publish', done: [post('A'), post('B')], skipped: [], failed: [] })).toEqual({
      title: '2 posts publicados.',
    })
    expect(bulkResultMessage({ action: 'draft', done: [post('A')], skipped: [], failed: [] })).toEqual({
      title: '1 post movido para rascunho.',
    })
    expect(bulkResultMessage({ action: 'delete', done: [post('A'), post('B')], skipped: [], failed: [] }).title).toBe(
      '2 posts excluídos.',
    )
  })

  it('names each post left as it was, and why; a partial failure is a warning, a total one an error', () => {
    const partial = bulkResultMessage({
      action: 'publish',
      done: [post('A')],
      skipped: [post('C', 'published')],
      failed: [{ post: post('B'), reason: 'Você não tem permissão para publicar este post' }],
    })
    expect(partial).toMatchObject({ title: '1 post publicado.', variant: 'warning' })
    expect(partial.description).toBe(
      'Não foi possível publicar "B": Você não tem permissão para publicar este post. "C" já estava publicado ou agendado.',
    )
    const none = bulkResultMessage({
      action: 'delete',
      done: [],
      skipped: [],
      failed: [{ post: post('A'), reason: 'erro' }],
    })
    expect(none).toMatchObject({ title: 'Nenhum post excluído.', variant: 'destructive' })
  })
})
