import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { NoteForm } from '@/features/notes/components/note-form'
import { findMentions } from '@/features/notes/utils/mentions'

const staff = [
  { id: 'ana', full_name: 'Ana Souza' },
  { id: 'ana-maria', full_name: 'Ana Maria Lima' },
  { id: 'bruno', full_name: 'Bruno Costa' },
]

function renderForm({ failure = null }: { failure?: string | null } = {}) {
  const onSubmit = vi.fn()
  render(
    <NoteForm
      label="Nova nota"
      staff={staff}
      submitLabel="Adicionar nota"
      pending={false}
      failure={failure}
      onSubmit={onSubmit}
    />,
  )
  return { onSubmit, box: screen.getByRole('combobox', { name: 'Nova nota' }) }
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Adicionar nota' }))

describe('the note form', () => {
  it('refuses an empty note in place and sends nothing', async () => {
    const { onSubmit, box } = renderForm()
    await userEvent.type(box, '   ')
    await send()
    expect(screen.getByRole('alert')).toHaveTextContent('Escreva a nota antes de salvar.')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('refuses a note over 2,000 characters and keeps the text', async () => {
    const { onSubmit, box } = renderForm()
    const long = 'a'.repeat(2001)
    fireEvent.change(box, { target: { value: long } })
    await send()
    expect(screen.getByRole('alert')).toHaveTextContent('A nota pode ter no máximo 2.000 caracteres (tem 2.001).')
    expect(box).toHaveValue(long)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('takes exactly 2,000 characters', async () => {
    const { onSubmit, box } = renderForm()
    fireEvent.change(box, { target: { value: 'b'.repeat(2000) } })
    await send()
    expect(onSubmit).toHaveBeenCalledWith({ body: 'b'.repeat(2000), mentions: [] })
  })

  it('refuses a mention of someone who is not on the staff, naming it, and keeps the text', async () => {
    const { onSubmit, box } = renderForm()
    fireEvent.change(box, { target: { value: 'Veja isto, @fulano e @Bruno Costa.' } })
    await send()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Só é possível mencionar membros da equipe. Não é da equipe: @fulano.',
    )
    expect(box).toHaveValue('Veja isto, @fulano e @Bruno Costa.')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the trimmed text with the ids of the staff it mentions', async () => {
    const { onSubmit, box } = renderForm()
    fireEvent.change(box, { target: { value: '  @ana maria lima e @Bruno Costa, revisem. e-mail: x@y.com  ' } })
    await send()
    expect(onSubmit).toHaveBeenCalledWith({
      body: '@ana maria lima e @Bruno Costa, revisem. e-mail: x@y.com',
      mentions: ['ana-maria', 'bruno'],
    })
  })

  it('offers the staff whose name holds what follows "@", and puts the chosen name in the text', async () => {
    const { onSubmit, box } = renderForm()
    await userEvent.type(box, 'Pergunte a @ana')
    const options = screen.getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Ana Souza', 'Ana Maria Lima'])
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(box).toHaveValue('Pergunte a @Ana Maria Lima ')
    expect(screen.queryByRole('option')).toBeNull()
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    expect(onSubmit).toHaveBeenCalledWith({ body: 'Pergunte a @Ana Maria Lima', mentions: ['ana-maria'] })
  })

  it('shows why the database refused the note, with the text kept', () => {
    renderForm({ failure: 'Só é possível mencionar membros da equipe.' })
    expect(screen.getByRole('alert')).toHaveTextContent('Só é possível mencionar membros da equipe.')
  })

  it('keeps what was typed when the save fails', async () => {
    function Failing() {
      const [failure, setFailure] = useState<string | null>(null)
      return (
        <NoteForm
          label="Nova nota"
          staff={staff}
          submitLabel="Adicionar nota"
          pending={false}
          failure={failure}
          onSubmit={() => setFailure('Não foi possível conectar ao servidor.')}
        />
      )
    }
    render(<Failing />)
    const box = screen.getByRole('combobox', { name: 'Nova nota' })
    await userEvent.type(box, 'Trocar o título')
    await send()
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível conectar ao servidor.')
    expect(box).toHaveValue('Trocar o título')
  })
})

describe('mentions', () => {
  it('takes the longest staff name and ignores e-mail addresses', () => {
    expect(findMentions('@Ana Maria Lima e @ana souza; a@b.com', staff)).toEqual({
      ids: ['ana-maria', 'ana'],
      unknown: [],
    })
  })

  it('leaves the sentence’s full stop out of a name that is not on the staff', () => {
    expect(findMentions('Pergunte ao @fulano. E ao @beltrano-silva.', staff).unknown).toEqual([
      '@fulano',
      '@beltrano-silva',
    ])
  })

  it('does not take a name that goes on into another word', () => {
    expect(findMentions('@Ana Souzaaa', staff).unknown).toEqual(['@Ana'])
  })
})
