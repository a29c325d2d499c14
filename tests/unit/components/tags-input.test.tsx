import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TagsInput } from '@/components/ui/tags-input'

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial)
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagsInput id="tags" value={tags} onChange={setTags} />
      <output aria-label="valor">{tags.join('|')}</output>
    </>
  )
}

describe('TagsInput', () => {
  it('adds chips with Enter and comma, trimmed and without repeats', async () => {
    render(<Harness />)
    const input = screen.getByLabelText('Tags', { selector: 'input' })
    await userEvent.type(input, ' cbd {Enter}sono,CBD,dor crônica{Enter}')
    expect(screen.getByLabelText('valor')).toHaveTextContent('cbd|sono|dor crônica')
    expect(input).toHaveValue('')
  })

  it('removes the last chip with Backspace in an empty box, and any chip with its button', async () => {
    render(<Harness initial={['a', 'b', 'c']} />)
    const input = screen.getByLabelText('Tags', { selector: 'input' })
    await userEvent.type(input, '{Backspace}')
    expect(screen.getByLabelText('valor')).toHaveTextContent('a|b')
    await userEvent.click(screen.getByRole('button', { name: 'Remover tag a' }))
    expect(screen.getByLabelText('valor')).toHaveTextContent('b')
  })

  it('keeps what was typed when the box loses focus', async () => {
    render(<Harness />)
    await userEvent.type(screen.getByLabelText('Tags', { selector: 'input' }), 'legislação')
    await userEvent.tab()
    expect(screen.getByLabelText('valor')).toHaveTextContent('legislação')
  })
})
