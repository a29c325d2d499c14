import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EditablePost } from '@/features/posts/api/get-post-for-edit'
import { wasEverPublished } from '@/features/posts/components/post-editor/audience-card'
import { PostEditorForm } from '@/features/posts/components/post-editor/post-editor-form'
import { editorialRights } from '@/features/posts/utils/post-permissions'
import { StaffRoot } from '@/app/routes/admin/staff-root'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { fakeAuth, restoreFakeAuth } from '../auth/fake-auth'
import { fakeAudienceDb, restoreAudienceDb, type DbError } from '../audience/fake-audience-db'
import { renderWithProviders } from '../../render-with-providers'
import { buildProfile } from '../../../factories/profile'
import { buildSession, buildUser } from '../../../factories/user'

// The editor's "Audiência" card. No database in jsdom: rpc('post_audience') answers at the supabase-js
// boundary (tests/unit/features/audience/fake-audience-db.ts); the editor's other functions answer nothing.

// jsdom has no ResizeObserver; the editor's Radix switches measure themselves with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const EDITOR = buildProfile({ id: 'editor-1', full_name: 'Edu Editor', role: 'editor' })

function editablePost(changes: Partial<EditablePost> = {}): EditablePost {
  const day = '2026-11-20T12:00:00Z'
  return {
    id: 'post-1',
    title: 'Canabidiol e sono',
    slug: 'canabidiol-e-sono',
    excerpt: null,
    content: '<p>Texto.</p>',
    image: null,
    image_credit: null,
    status: 'published',
    featured: false,
    category_id: 'category-1',
    author_id: EDITOR.id,
    tags: [],
    key_points: [],
    read_time: 1,
    seo_description: null,
    published_at: day,
    created_at: day,
    updated_at: day,
    updated_by: EDITOR.id,
    version: 1,
    reference_list: [],
    glossary_links: true,
    page_changed_at: day,
    editor_id: null,
    technical_reviewer_id: null,
    due_at: null,
    ...changes,
  } as EditablePost
}

const AUDIENCE = {
  days: 30,
  views_total: 4321,
  views: 210,
  visits: 75,
  sources: [
    { source: 'busca', visits: 50 },
    { source: 'redes_sociais', visits: 0 },
    { source: 'newsletter', visits: 20 },
    { source: 'direto', visits: 5 },
    { source: 'outros_sites', visits: 0 },
  ],
  signups: 3,
}

function renderEditor(post: EditablePost | null, failNext: DbError | null = null, newTitle?: string) {
  fakeAuth(buildSession(buildUser({ id: EDITOR.id })))
  const db = fakeAudienceDb({ me: EDITOR, postAudience: AUDIENCE, failNext })
  const editor = (
    <PostEditorForm
      post={post}
      newTitle={newTitle}
      profile={EDITOR}
      rights={editorialRights(EDITOR, false)}
      choices={{ categories: [{ id: 'category-1', name: 'Pesquisas', is_active: true }], authors: [EDITOR] }}
    />
  )
  renderWithProviders(null, {
    url: '/admin/posts/post-1',
    routes: [
      {
        element: <StaffRoot />,
        children: [{ element: <RequireAuth />, children: [{ path: '/admin/posts/:id', element: editor }] }],
      },
    ],
  })
  return db
}

afterEach(() => {
  restoreAudienceDb()
  restoreFakeAuth()
  vi.restoreAllMocks()
})

const audienceCalls = (db: ReturnType<typeof renderEditor>) => db.calls.filter(([fn]) => fn === 'post_audience')

describe('the post editor\'s "Audiência" card', () => {
  it("shows a published post's figures, and only the sources with visits", async () => {
    const db = renderEditor(editablePost())
    const card = await screen.findByLabelText('Audiência do post', {}, { timeout: 3000 })
    const lines = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(lines).toEqual([
      'Visualizações (30 dias): 210',
      'Visualizações no total: 4.321',
      'Visitas de entrada: 75',
      'Busca: 50',
      'Newsletter: 20',
      'Direto: 5',
      'Inscrições na newsletter: 3',
    ])
    expect(audienceCalls(db)).toEqual([['post_audience', { p_post_id: 'post-1', p_days: 30 }]])
  })

  it('is not there for a draft never published, and never asks', async () => {
    const db = renderEditor(editablePost({ status: 'draft', published_at: null }))
    expect(await screen.findByText('Publicação', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByText('Audiência')).not.toBeInTheDocument()
    expect(audienceCalls(db)).toEqual([])
  })

  it('says quietly, inside the card, that the figures could not be read', async () => {
    renderEditor(editablePost(), { code: '42501', message: 'permission denied' })
    expect(
      await screen.findByText('Não foi possível carregar a audiência deste post.', {}, { timeout: 3000 }),
    ).toBeInTheDocument()
  })

  it('counts a post once published and since taken back to draft, not one still scheduled', () => {
    const now = Date.parse('2026-11-29T12:00:00Z')
    expect(wasEverPublished({ status: 'draft', published_at: '2026-11-20T12:00:00Z' }, now)).toBe(true)
    expect(wasEverPublished({ status: 'scheduled', published_at: '2026-12-01T12:00:00Z' }, now)).toBe(false)
    expect(wasEverPublished({ status: 'review', published_at: null }, now)).toBe(false)
  })

  it('is not there for a new post, which may start with a title and its slug (?titulo=)', async () => {
    const db = renderEditor(null, null, 'óleo full spectrum')
    expect(await screen.findByRole('textbox', { name: 'Título' }, { timeout: 3000 })).toHaveValue('óleo full spectrum')
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('oleo-full-spectrum')
    expect(screen.queryByText('Audiência')).not.toBeInTheDocument()
    expect(audienceCalls(db)).toEqual([])
  })
})
