import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { EditablePost } from '@/features/posts/api/get-post-for-edit'
import { ReturnToAuthorButton } from '@/features/posts/components/post-editor/return-to-author-dialog'
import { renderWithProviders } from '../../render-with-providers'

const post = { id: 'post-1', title: 'Um post em revisão', status: 'review', version: 3 } as EditablePost

async function openDialog() {
  const onReturned = vi.fn()
  renderWithProviders(<ReturnToAuthorButton post={post} onReturned={onReturned} />)
  await userEvent.click(screen.getByRole('button', { name: 'Devolver ao autor' }))
  const dialog = screen.getByRole('dialog', { name: 'Devolver ao autor' })
  return { onReturned, dialog, note: screen.getByLabelText('Nota para o autor') }
}

const send = (dialog: HTMLElement) =>
  userEvent.click(
    [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Devolver ao autor') as HTMLElement,
  )

describe('"Devolver ao autor"', () => {
  it('asks for the note before sending anything', async () => {
    const { dialog, note, onReturned } = await openDialog()
    await userEvent.type(note, '   ')
    await send(dialog)
    expect(screen.getByText('Escreva para o autor o que precisa mudar.')).toBeInTheDocument()
    expect(note).toHaveAttribute('aria-invalid', 'true')
    expect(onReturned).not.toHaveBeenCalled()
  })

  it('refuses a note over 2,000 characters and keeps it, also after closing and opening again', async () => {
    const { dialog, note } = await openDialog()
    fireEvent.change(note, { target: { value: 'x'.repeat(2001) } })
    await send(dialog)
    expect(screen.getByText('A nota pode ter no máximo 2.000 caracteres (tem 2.001).')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    await userEvent.click(screen.getByRole('button', { name: 'Devolver ao autor' }))
    expect(screen.getByLabelText('Nota para o autor')).toHaveValue('x'.repeat(2001))
  })
})
