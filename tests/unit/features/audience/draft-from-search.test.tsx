import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AiPostsCard } from '@/features/clio/components/ai-posts-card'
import { oneLineParam } from '@/lib/one-line-param'
import { supabase } from '@/lib/supabase'
import { renderWithProviders } from '../../render-with-providers'
import { buildProfile } from '../../../factories/profile'

// Where the audience screen's "Rascunho com a Clio" leads: Clio's draft generation open with the term
// as the theme (?tema=, which the dashboard passes to "Posts da IA"). The new post's ?titulo= is
// checked with the editor (tests/unit/features/posts/post-audience-card.test.tsx).

const EDITOR = buildProfile({ id: 'editor-1', full_name: 'Edu Editor', role: 'editor' })

afterEach(() => vi.restoreAllMocks())

describe('a draft from a search term', () => {
  it("reads the address's text as one clean line", () => {
    expect(oneLineParam('  oleo\u0000 full\n\tspectrum  ')).toBe('oleo full spectrum')
    expect(oneLineParam(null)).toBe('')
    expect(oneLineParam('a'.repeat(300))).toHaveLength(200)
    expect(oneLineParam('a'.repeat(300), 100)).toHaveLength(100)
  })

  it("opens Clio's draft generation with the term as its theme", async () => {
    const drafts = { select: () => drafts, order: async () => ({ data: [], error: null }) }
    vi.spyOn(supabase, 'from').mockImplementation((() => drafts) as never)
    renderWithProviders(<AiPostsCard profile={EDITOR} initialTopic="óleo full spectrum" />, { url: '/admin' })
    expect(await screen.findByRole('textbox', { name: 'Tema do Post' })).toHaveValue('óleo full spectrum')
  })

  it('keeps "Posts da IA" closed without a theme', async () => {
    const drafts = { select: () => drafts, order: async () => ({ data: [], error: null }) }
    vi.spyOn(supabase, 'from').mockImplementation((() => drafts) as never)
    renderWithProviders(<AiPostsCard profile={EDITOR} />, { url: '/admin' })
    expect(await screen.findByText('Nenhum post pendente de IA')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Tema do Post' })).not.toBeInTheDocument()
  })
})
