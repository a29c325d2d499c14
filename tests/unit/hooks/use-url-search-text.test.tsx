import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useUrlSearchText } from '@/hooks/use-url-search-text'

function SearchScreen() {
  const { text, setText, value } = useUrlSearchText()
  const [params, setParams] = useSearchParams()
  return (
    <>
      <input aria-label="Buscar" value={text} onChange={(event) => setText(event.target.value)} />
      <output aria-label="valor">{value}</output>
      <output aria-label="url">{params.toString()}</output>
      <button type="button" onClick={() => setParams({})}>
        Limpar filtros
      </button>
    </>
  )
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/posts', element: <SearchScreen /> }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

describe('useUrlSearchText', () => {
  it('writes the typed text to ?q= once typing stops for 300 ms, back on page 1', async () => {
    renderAt('/posts?page=3&status=draft')
    await userEvent.type(screen.getByLabelText('Buscar'), 'São Paulo')
    expect(screen.getByLabelText('url')).toHaveTextContent('page=3&status=draft')
    await wait(350)
    expect(screen.getByLabelText('url')).toHaveTextContent('status=draft&q=S%C3%A3o+Paulo')
    expect(screen.getByLabelText('valor')).toHaveTextContent('São Paulo')
  })

  it('follows a URL change (e.g. "Limpar filtros") without writing the old text back', async () => {
    renderAt('/posts?q=cbd')
    expect(screen.getByLabelText('Buscar')).toHaveValue('cbd')
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }))
    expect(screen.getByLabelText('Buscar')).toHaveValue('')
    await wait(400)
    expect(screen.getByLabelText('url')).toBeEmptyDOMElement()
    expect(screen.getByLabelText('Buscar')).toHaveValue('')
  })
})
