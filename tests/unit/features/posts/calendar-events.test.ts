import { describe, expect, it } from 'vitest'
import type { CalendarPost } from '@/features/posts/api/get-calendar-posts'
import { rescheduleRefusal } from '@/features/posts/api/change-post'
import { calendarEntries, entryAuthors, filterEntries } from '@/features/posts/utils/calendar-events'
import { AppError, NETWORK_ERROR_MESSAGE } from '@/lib/errors'

const NOW = new Date('2026-11-28T12:00:00Z')

function post(overrides: Partial<CalendarPost> = {}): CalendarPost {
  return {
    id: overrides.id ?? 'p1',
    title: 'Canabidiol na epilepsia',
    status: 'scheduled',
    published_at: '2026-12-01T12:00:00Z',
    due_at: null,
    version: 3,
    author_id: 'alice',
    category_id: 'pesquisas',
    category: { id: 'pesquisas', name: 'Pesquisas' },
    author: { id: 'alice', full_name: 'Alice Autora' },
    ...overrides,
  }
}

describe('calendarEntries', () => {
  it('puts scheduled and published posts at their publication time, drafts and reviews at their due date', () => {
    const entries = calendarEntries(
      [
        post({ id: 'agendado' }),
        post({
          id: 'publicado',
          status: 'published',
          published_at: '2026-11-20T09:00:00Z',
          due_at: '2026-12-09T00:00:00Z',
        }),
        post({ id: 'revisao', status: 'review', published_at: '2026-10-01T09:00:00Z', due_at: '2026-12-03T15:00:00Z' }),
        post({ id: 'rascunho', status: 'draft', published_at: null, due_at: '2026-12-04T15:00:00Z' }),
      ],
      NOW,
    )
    expect(entries.map((e) => [e.id, e.start, e.status])).toEqual([
      ['agendado', '2026-12-01T12:00:00Z', 'scheduled'],
      ['publicado', '2026-11-20T09:00:00Z', 'published'],
      ['revisao', '2026-12-03T15:00:00Z', 'review'],
      ['rascunho', '2026-12-04T15:00:00Z', 'draft'],
    ])
  })

  it('leaves out drafts and reviews without a due date', () => {
    expect(calendarEntries([post({ status: 'draft', published_at: null }), post({ status: 'review' })], NOW)).toEqual(
      [],
    )
  })

  it('shows a scheduled post whose time has passed as published, and only a future scheduled post can be moved', () => {
    const [due, future, review] = calendarEntries(
      [
        post({ id: 'due', published_at: '2026-11-28T11:59:00Z' }),
        post({ id: 'future' }),
        post({ id: 'review', status: 'review', due_at: '2026-12-02T00:00:00Z' }),
      ],
      NOW,
    )
    expect([due.status, due.movable]).toEqual(['published', false])
    expect([future.status, future.movable]).toEqual(['scheduled', true])
    expect(review.movable).toBe(false)
  })

  it('keeps the version read, sent back with a move', () => {
    expect(calendarEntries([post({ version: 7 })], NOW)[0].version).toBe(7)
  })
})

describe('filterEntries and entryAuthors', () => {
  const entries = calendarEntries(
    [
      post({ id: 'a' }),
      post({
        id: 'b',
        status: 'draft',
        due_at: '2026-12-02T00:00:00Z',
        author_id: 'bruno',
        author: { id: 'bruno', full_name: 'Bruno Autor' },
      }),
      post({ id: 'c', category_id: 'leis', category: { id: 'leis', name: 'Leis' } }),
    ],
    NOW,
  )

  it('filters by status, category and author together', () => {
    const ids = (filters: Parameters<typeof filterEntries>[1]) => filterEntries(entries, filters).map((e) => e.id)
    expect(ids({ status: null, category: null, author: null })).toEqual(['a', 'b', 'c'])
    expect(ids({ status: 'draft', category: null, author: null })).toEqual(['b'])
    expect(ids({ status: null, category: 'leis', author: null })).toEqual(['c'])
    expect(ids({ status: null, category: null, author: 'alice' })).toEqual(['a', 'c'])
    expect(ids({ status: 'scheduled', category: 'pesquisas', author: 'bruno' })).toEqual([])
  })

  it('lists each author of the entries once, by name', () => {
    expect(entryAuthors(entries)).toEqual([
      { id: 'alice', name: 'Alice Autora' },
      { id: 'bruno', name: 'Bruno Autor' },
    ])
  })
})

describe('rescheduleRefusal', () => {
  it('tells a change made in between apart, and passes on the database’s and the network’s pt-BR messages', () => {
    expect(rescheduleRefusal(new AppError('conflict', 'stale', { code: 'PT409' }))).toMatch(
      /^Este post foi alterado por outra pessoa/,
    )
    expect(
      rescheduleRefusal({
        code: '22023',
        message: 'A data de agendamento deve estar no futuro.',
        hint: 'schedule_in_past',
      }),
    ).toBe('A data de agendamento deve estar no futuro.')
    expect(rescheduleRefusal(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE)
    expect(rescheduleRefusal(new Error('boom'))).toBe('Não foi possível mover o post. Tente novamente.')
  })
})
