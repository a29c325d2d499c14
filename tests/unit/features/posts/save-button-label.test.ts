import { describe, expect, it } from 'vitest'
import { saveButtonLabel } from '@/features/posts/components/post-editor/post-editor-header'

// Issue 54: the editor's primary button says what it does.

const past = new Date(Date.now() - 60_000).toISOString()
const future = new Date(Date.now() + 86_400_000).toISOString()

describe('the editor’s save button', () => {
  it('says "Salvar" while the status stays, and "Atualizar" for a post already live', () => {
    expect(saveButtonLabel('draft', null)).toBe('Salvar')
    expect(saveButtonLabel('draft', { status: 'draft', published_at: null })).toBe('Salvar')
    expect(saveButtonLabel('review', { status: 'review', published_at: null })).toBe('Salvar')
    expect(saveButtonLabel('scheduled', { status: 'scheduled', published_at: future })).toBe('Salvar')
    expect(saveButtonLabel('published', { status: 'published', published_at: past })).toBe('Atualizar')
    // Scheduled, its time passed: live, shown as "Publicado".
    expect(saveButtonLabel('published', { status: 'scheduled', published_at: past })).toBe('Atualizar')
  })

  it('names the change when the status changes, "Enviar para revisão" with one spelling', () => {
    expect(saveButtonLabel('review', null)).toBe('Enviar para revisão')
    expect(saveButtonLabel('review', { status: 'draft', published_at: null })).toBe('Enviar para revisão')
    expect(saveButtonLabel('published', { status: 'review', published_at: null })).toBe('Publicar')
    expect(saveButtonLabel('scheduled', { status: 'draft', published_at: null })).toBe('Agendar')
    expect(saveButtonLabel('draft', { status: 'published', published_at: past })).toBe('Voltar para rascunho')
  })
})
