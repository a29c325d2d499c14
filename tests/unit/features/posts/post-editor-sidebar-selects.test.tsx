import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PostEditorSidebar } from '@/features/posts/components/post-editor/post-editor-sidebar'
import type { PostEditorValues } from '@/features/posts/schemas'
import { editorialRights } from '@/features/posts/utils/post-permissions'
import { formValuesFromPost } from '@/features/posts/utils/post-form-values'
import { createTestQueryClient } from '../../render-with-providers'
import { buildProfile } from '../../../factories/profile'

const EDITOR = buildProfile({
  id: 'editor-1',
  full_name: 'Edu Editor',
  role: 'editor',
  created_at: '2026-01-01T00:00:00Z',
})
const CATEGORIES = [{ id: 'category-1', name: 'Pesquisas', is_active: true }]

function Harness({ onForm }: { onForm: (form: UseFormReturn<PostEditorValues>) => void }) {
  const form = useForm<PostEditorValues>({ defaultValues: { ...formValuesFromPost(null, EDITOR.id), author_id: '' } })
  onForm(form)
  return (
    <PostEditorSidebar
      form={form}
      profile={EDITOR}
      rights={editorialRights(EDITOR, false)}
      readTimeFollowsContent
      choices={{ categories: CATEGORIES, authors: [EDITOR] }}
    />
  )
}

afterEach(() => vi.restoreAllMocks())

// React's development build warns when a Radix Select switches from uncontrolled (value undefined) to
// controlled: the browser suite runs the production build, which does not, so this is checked here.
describe('the post editor sidebar', () => {
  it('keeps the category and author Selects controlled from the start: choosing one logs no warning', async () => {
    const warn = vi.spyOn(console, 'warn')
    let form: UseFormReturn<PostEditorValues> | undefined
    render(
      <StrictMode>
        <QueryClientProvider client={createTestQueryClient()}>
          <Harness onForm={(f) => (form = f)} />
        </QueryClientProvider>
      </StrictMode>,
    )
    expect(screen.getByText('Selecione uma categoria')).toBeTruthy()
    expect(screen.getByText('Selecione o autor')).toBeTruthy()
    await act(async () => {
      form?.setValue('category_id', 'category-1')
      form?.setValue('author_id', EDITOR.id)
    })
    expect(screen.getByText('Pesquisas')).toBeTruthy()
    expect(
      warn.mock.calls.map((call) => String(call[0])).filter((text) => /uncontrolled|controlled/.test(text)),
    ).toEqual([])
  })
})
