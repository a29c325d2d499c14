import { describe, expect, it } from 'vitest'
import { isAllowedLink } from '@/features/posts/components/post-editor/link-dialog'
import { postEditorSchema, type PostEditorValues } from '@/features/posts/schemas'
import { formValuesFromPost, postPayloadFromForm } from '@/features/posts/utils/post-form-values'
import { readTimeFromHtml } from '@/features/posts/utils/reading-time'
import { assignmentChanges } from '@/features/posts/utils/assignment'
import { formatInBlogTime, isoToSchedule, scheduleToIso } from '@/features/posts/utils/schedule-time'

const formPost = {
  id: 'p',
  title: 'T',
  slug: 't',
  excerpt: null,
  content: '',
  image: null,
  image_credit: null,
  status: 'draft' as const,
  featured: false,
  category_id: null,
  author_id: 'a',
  tags: [],
  key_points: [],
  read_time: 5,
  seo_description: null,
  published_at: null,
  created_at: '2026-11-22T00:00:00Z',
  updated_at: '2026-11-22T00:00:00Z',
  page_changed_at: '2026-11-22T00:00:00Z',
  updated_by: null,
  version: 1,
  reference_list: [],
  glossary_links: true,
  editor_id: null,
  technical_reviewer_id: null,
  due_at: null,
}

const values = (overrides: Partial<PostEditorValues> = {}): PostEditorValues => ({
  ...formValuesFromPost(null, 'autora'),
  title: 'Título',
  slug: 'titulo',
  content: '<p>Texto do post.</p>',
  category_id: 'cat',
  ...overrides,
})

describe('schedule times are Brasília time, whatever the browser', () => {
  it('turns the fields into the UTC instant and back', () => {
    expect(scheduleToIso('2026-11-25', '14:30')).toBe('2026-11-25T17:30:00.000Z')
    expect(isoToSchedule('2026-11-25T17:30:00.000Z')).toEqual({ date: '2026-11-25', time: '14:30' })
    expect(isoToSchedule('2026-01-01T02:00:00Z')).toEqual({ date: '2025-12-31', time: '23:00' })
    expect(formatInBlogTime('2026-11-25T17:30:00.000Z')).toBe('25/11/2026 às 14:30')
  })

  it('rejects incomplete or impossible dates', () => {
    expect(scheduleToIso('', '10:00')).toBeNull()
    expect(scheduleToIso('2026-11-25', '')).toBeNull()
    expect(scheduleToIso('2026-02-30', '10:00')).toBeNull()
  })
})

describe('postPayloadFromForm', () => {
  const now = new Date('2026-11-22T12:00:00Z')

  it('sanitises the content with the public rules and derives an empty excerpt from it (160 + "...")', () => {
    const long = 'palavra '.repeat(40)
    const payload = postPayloadFromForm(
      values({ content: `<p onclick="x()">${long}</p><script>alert(1)</script>` }),
      null,
      now,
    )
    expect(payload.content).not.toMatch(/onclick|script/)
    expect(payload.excerpt).toBe(`${long.trim().slice(0, 160)}...`)
    expect(postPayloadFromForm(values({ excerpt: '  Meu resumo  ' }), null, now).excerpt).toBe('Meu resumo')
  })

  it('schedules at the chosen Brasília time', () => {
    const payload = postPayloadFromForm(
      values({ status: 'scheduled', schedule_date: '2026-12-01', schedule_time: '08:00' }),
      null,
      now,
    )
    expect(payload).toMatchObject({ status: 'scheduled', published_at: '2026-12-01T11:00:00.000Z' })
  })

  it('publishing sets the date to "now" (database) the first time or when it was in the future, and keeps a past one', () => {
    expect(postPayloadFromForm(values({ status: 'published' }), null, now)).toMatchObject({ published_at: null })
    expect(postPayloadFromForm(values({ status: 'published' }), '2026-12-01T00:00:00Z', now)).toMatchObject({
      published_at: null,
    })
    expect(postPayloadFromForm(values({ status: 'published' }), '2026-01-01T00:00:00Z', now)).not.toHaveProperty(
      'published_at',
    )
    expect(postPayloadFromForm(values({ status: 'draft' }), '2026-01-01T00:00:00Z', now)).not.toHaveProperty(
      'published_at',
    )
  })

  it('reads the reading time as the spec says: non-numeric → 5, at least 1', () => {
    expect(postPayloadFromForm(values({ read_time: 'abc' }), null, now).read_time).toBe(5)
    expect(postPayloadFromForm(values({ read_time: '0' }), null, now).read_time).toBe(1)
    expect(postPayloadFromForm(values({ read_time: '7' }), null, now).read_time).toBe(7)
  })
})

describe('formValuesFromPost', () => {
  it('shows an excerpt derived from the content as empty, so it keeps following the content; a written one as is', () => {
    const post = { content: '<p>Um texto curto.</p>', excerpt: 'Um texto curto.' }
    const load = (overrides: object) => formValuesFromPost({ ...formPost, ...post, ...overrides }, 'x').excerpt
    expect(load({})).toBe('')
    expect(load({ excerpt: 'Resumo escrito à mão.' })).toBe('Resumo escrito à mão.')
    expect(load({ excerpt: null })).toBe('')
  })

  it('loads a scheduled post whose time has passed as "Publicado" (it is public), a future one as scheduled', () => {
    const past = formValuesFromPost({ ...formPost, status: 'scheduled', published_at: '2020-01-01T13:00:00Z' }, 'x')
    expect(past).toMatchObject({ status: 'published', schedule_date: '', schedule_time: '' })
    const future = formValuesFromPost({ ...formPost, status: 'scheduled', published_at: '2099-01-01T13:00:00Z' }, 'x')
    expect(future).toMatchObject({ status: 'scheduled', schedule_date: '2099-01-01', schedule_time: '10:00' })
  })
})

describe('assignments (Responsáveis)', () => {
  const loaded = { editor_id: 'editora', technical_reviewer_id: null, due_at: '2026-12-04T18:00:00Z' }

  it('loads the due date as its day in Brasília and sends nothing when nobody changed the assignment', () => {
    const form = formValuesFromPost({ ...formPost, ...loaded }, 'x')
    expect(form).toMatchObject({ editor_id: 'editora', technical_reviewer_id: '', due_date: '2026-12-04' })
    // An author's save carries no assignment field, so the database's guard is never asked.
    expect(assignmentChanges(form, loaded)).toEqual({})
    expect(assignmentChanges(values(), null)).toEqual({})
  })

  it('sends only what changed: a new reviewer, no editor, a due date at the end of that day in Brasília', () => {
    const form = { editor_id: '', technical_reviewer_id: 'medica', due_date: '2026-12-10' }
    expect(assignmentChanges(form, loaded)).toEqual({
      editor_id: null,
      technical_reviewer_id: 'medica',
      due_at: '2026-12-11T02:59:00.000Z',
    })
    expect(assignmentChanges({ ...form, due_date: '' }, loaded)).toMatchObject({ due_at: null })
  })

  it('refuses a due date that is not a date', () => {
    const result = postEditorSchema.safeParse(values({ due_date: '2026-02-30' }))
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['due_date', 'Escolha uma data válida para o prazo.'],
    ])
  })
})

describe('postEditorSchema', () => {
  it("requires title, content, category and author, with the spec's category message", () => {
    const result = postEditorSchema.safeParse(
      values({ title: ' ', content: '<p></p>', category_id: '', author_id: '' }),
    )
    expect(result.success).toBe(false)
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]))
    expect(messages).toMatchObject({
      title: 'Informe o título.',
      content: 'Escreva o conteúdo.',
      category_id: 'Selecione uma categoria',
      author_id: 'Selecione o autor.',
    })
  })

  it("accepts a slug of the spec's rule only, and an SEO description up to 160 characters", () => {
    expect(postEditorSchema.safeParse(values({ slug: 'Com Espaço' })).success).toBe(false)
    expect(postEditorSchema.safeParse(values({ slug: 'ok-123' })).success).toBe(true)
    expect(postEditorSchema.safeParse(values({ seo_description: 'x'.repeat(161) })).success).toBe(false)
    expect(postEditorSchema.safeParse(values({ seo_description: 'x'.repeat(160) })).success).toBe(true)
  })

  it('wants a future date and time when scheduling', () => {
    const past = postEditorSchema.safeParse(
      values({ status: 'scheduled', schedule_date: '2020-01-01', schedule_time: '10:00' }),
    )
    expect(past.error?.issues[0].message).toBe('A data de agendamento deve estar no futuro.')
    const missing = postEditorSchema.safeParse(values({ status: 'scheduled' }))
    expect(missing.error?.issues[0].message).toBe('Escolha a data e a hora da publicação.')
    expect(
      postEditorSchema.safeParse(values({ status: 'scheduled', schedule_date: '2099-01-01', schedule_time: '10:00' }))
        .success,
    ).toBe(true)
  })
})

describe('editor helpers', () => {
  it('counts reading time at 200 words a minute, at least 1', () => {
    expect(readTimeFromHtml('')).toBe(1)
    expect(readTimeFromHtml(`<p>${'palavra '.repeat(401)}</p>`)).toBe(3)
  })

  it('allows http, https and mailto links only', () => {
    expect(isAllowedLink('https://example.org/a')).toBe(true)
    expect(isAllowedLink('mailto:contato@example.org')).toBe(true)
    expect(isAllowedLink('javascript:alert(1)')).toBe(false)
    expect(isAllowedLink('data:text/html,x')).toBe(false)
    expect(isAllowedLink('/relativo')).toBe(false)
  })
})

describe('Pontos-chave in the editor', () => {
  const issues = (key_points: string[]) =>
    postEditorSchema
      .safeParse(values({ key_points }))
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

  it('accepts none, or three to five points; blank lines do not count', () => {
    expect(issues([])).toEqual([])
    expect(issues(['', '  '])).toEqual([])
    expect(issues(['Um.', 'Dois.', 'Três.'])).toEqual([])
    expect(issues(['Um.', 'Dois.', 'Três.', 'Quatro.', 'Cinco.'])).toEqual([])
  })

  it('says at the field that one or two points are not enough, and that six are too many', () => {
    const count = 'Escreva de 3 a 5 pontos-chave, ou deixe sem nenhum.'
    expect(issues(['Um.', ''])).toEqual([['key_points', count]])
    expect(issues(['Um.', 'Dois.'])).toEqual([['key_points', count]])
    expect(issues(['1', '2', '3', '4', '5', '6'])).toEqual([['key_points', count]])
  })

  it('says which point is longer than 240 characters', () => {
    expect(issues(['Um.', 'x'.repeat(241), 'Três.'])).toEqual([
      ['key_points.1', 'Cada ponto-chave tem no máximo 240 caracteres.'],
    ])
  })

  it('saves each point on one line, trimmed, without the blank ones, and loads them back', () => {
    const payload = postPayloadFromForm(values({ key_points: [' Um\n ponto. ', '', 'Dois.', 'Três.'] }), null)
    expect(payload.key_points).toEqual(['Um ponto.', 'Dois.', 'Três.'])
    expect(formValuesFromPost({ ...formPost, key_points: ['A.', 'B.', 'C.'] }, 'x').key_points).toEqual([
      'A.',
      'B.',
      'C.',
    ])
  })
})
