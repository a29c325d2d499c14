import { QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testCompliancePack } from '../compliance-pack'
import { createTestQueryClient } from '../render-with-providers'
import { ComplianceReport, useComplianceFlags, type CheckedField } from '@/components/compliance-report'
import { supabase } from '@/lib/supabase'

const pack = testCompliancePack()

/** The report with the rules already read (what the app has after its first compliance_pack() call). */
function renderReport(ui: ReactNode, { loaded = true } = {}) {
  const client = createTestQueryClient({ compliancePack: loaded })
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
  return {
    ...view,
    rerender: (next: ReactNode) => view.rerender(<QueryClientProvider client={client}>{next}</QueryClientProvider>),
  }
}

const text = (value: string): CheckedField[] => [{ text: value }]

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ComplianceReport', () => {
  it('says no problem was found when the text is clean', () => {
    renderReport(
      <ComplianceReport fields={text('O canabidiol reduziu a frequência das crises em ensaios clínicos.')} />,
    )
    expect(screen.getByRole('heading', { name: 'Verificação de conformidade' })).toBeInTheDocument()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Nenhum problema encontrado.')
    expect(status.querySelector('svg')).not.toBeNull()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(document.querySelector('mark')).toBeNull()
  })

  it('counts the passages to review and lists each with the match highlighted, the label, the reason and the norm', () => {
    renderReport(
      <ComplianceReport fields={text('Este óleo cura a ansiedade. Compre já!')} title="Conformidade do rascunho" />,
    )
    expect(screen.getByRole('heading', { name: 'Conformidade do rascunho' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('2 trechos para revisar.')

    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(2)

    const cure = within(items[0])
    expect(items[0].querySelector('mark')).toHaveTextContent(/^cura$/)
    expect(items[0].querySelector('blockquote')).toHaveTextContent('Este óleo cura a ansiedade. Compre já!')
    expect(cure.getByText('Alegação de cura')).toBeInTheDocument()
    expect(cure.getByText('Cura ou garantia')).toBeInTheDocument()
    expect(cure.getByText(/alegação terapêutica sem respaldo/)).toBeInTheDocument()
    expect(cure.getByText(/Resolução CFM 2\.336\/2023/)).toBeInTheDocument()

    const buy = within(items[1])
    expect(items[1].querySelector('mark')).toHaveTextContent(/^Compre já$/)
    expect(buy.getByText('Chamada para compra')).toBeInTheDocument()
    expect(buy.getByText('Apelo de compra')).toBeInTheDocument()
  })

  it('names the field of each passage when a post has findings outside its body', () => {
    const fields: CheckedField[] = [
      { field: 'content', text: 'Texto informativo.' },
      { field: 'seo_description', text: 'Cura garantida.' },
      { field: 'tags', text: 'cbd\nfrete grátis' },
    ]
    renderReport(<ComplianceReport fields={fields} />)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByText(/^em /).textContent)).toEqual([
      'em Descrição para buscadores',
      'em Descrição para buscadores',
      'em Tags',
    ])
  })

  it('says the text is being checked, and lists nothing, before it has a text or the rules', () => {
    const { rerender } = renderReport(<ComplianceReport fields={null} referenceCount={0} />)
    expect(screen.getByRole('status')).toHaveTextContent('Verificando o texto…')
    expect(screen.getByRole('status').querySelector('svg')).toBeNull()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()

    rerender(<ComplianceReport fields={text('Este óleo cura a ansiedade.')} referenceCount={0} />)
    expect(screen.getByRole('status')).toHaveTextContent('1 trecho para revisar.')
  })

  it('says so when the rules cannot be read, and tries again on request', async () => {
    const rpc = vi.spyOn(supabase, 'rpc').mockImplementation(
      () =>
        Promise.resolve({
          data: null,
          error: { message: 'Failed to fetch', code: '', details: '', hint: '' },
        }) as never,
    )
    renderReport(<ComplianceReport fields={text('Este óleo cura.')} />, { loaded: false })
    expect(await screen.findByText('Não foi possível carregar as regras de conformidade.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(rpc).toHaveBeenCalledTimes(2)
    expect(rpc).toHaveBeenCalledWith('compliance_pack')
  })

  it('uses the singular for one passage and updates the count as the text changes', () => {
    const { rerender } = renderReport(<ComplianceReport fields={text('Frete grátis.')} />)
    expect(screen.getByRole('status')).toHaveTextContent('1 trecho para revisar.')
    rerender(<ComplianceReport fields={text('O tratamento tem custo alto.')} />)
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum problema encontrado.')
  })

  it('lists the post-level warnings apart, as not blocking publication, and still counts no finding', () => {
    renderReport(<ComplianceReport fields={text('As crises caíram 39% no grupo tratado.')} referenceCount={0} />)
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum problema encontrado.')
    expect(screen.getByText('1 aviso (não impede a publicação)')).toBeInTheDocument()
    const warning = screen.getByTestId('compliance-warning')
    expect(warning.querySelector('mark')).toHaveTextContent(/^39%$/)
    expect(within(warning).getByText('Dado sem referência')).toBeInTheDocument()
    expect(screen.queryByTestId('compliance-flag')).not.toBeInTheDocument()
  })
})

describe('useComplianceFlags', () => {
  it('returns the same flags while the fields do not change', () => {
    const first = text('O óleo cura.')
    const { result, rerender } = renderHook(({ fields }) => useComplianceFlags(pack, fields), {
      initialProps: { fields: first },
    })
    const flags = result.current.flags
    expect(flags.map((flag) => flag.match)).toEqual(['cura'])
    rerender({ fields: first })
    expect(result.current.flags).toBe(flags)
    rerender({ fields: text('O óleo não cura.') })
    expect(result.current.flags).toEqual([])
  })
})
