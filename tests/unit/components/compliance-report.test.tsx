import { render, renderHook, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ComplianceReport, useComplianceFlags } from '@/components/compliance-report'
import { postWarnings } from '@/lib/compliance/post-compliance'

describe('ComplianceReport', () => {
  it('says no problem was found when the text is clean', () => {
    render(<ComplianceReport text="O canabidiol reduziu a frequência das crises em ensaios clínicos." />)
    expect(screen.getByRole('heading', { name: 'Verificação de conformidade' })).toBeInTheDocument()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Nenhum problema encontrado.')
    expect(status.querySelector('svg')).not.toBeNull()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(document.querySelector('mark')).toBeNull()
  })

  it('counts the passages to review and lists each with the match highlighted, the label, the reason and the norm', () => {
    render(<ComplianceReport text="Este óleo cura a ansiedade. Compre já!" title="Conformidade do rascunho" />)
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

  it('says the text is being checked, and lists nothing, before it has a text to check', () => {
    const warnings = postWarnings('O CBD ajuda no sono.', 0)
    const { rerender } = render(<ComplianceReport text={null} warnings={warnings} />)
    expect(screen.getByRole('status')).toHaveTextContent('Verificando o texto…')
    expect(screen.getByRole('status').querySelector('svg')).toBeNull()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()

    rerender(<ComplianceReport text="Este óleo cura a ansiedade." warnings={warnings} />)
    expect(screen.getByRole('status')).toHaveTextContent('1 trecho para revisar.')
  })

  it('uses the singular for one passage and updates the count as the text changes', () => {
    const { rerender } = render(<ComplianceReport text="Frete grátis." />)
    expect(screen.getByRole('status')).toHaveTextContent('1 trecho para revisar.')
    rerender(<ComplianceReport text="O tratamento tem custo alto." />)
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum problema encontrado.')
  })

  it('lists the post-level warnings apart, as not blocking publication, and still counts no finding', () => {
    const text = 'As crises caíram 39% no grupo tratado.'
    render(<ComplianceReport text={text} warnings={postWarnings(text, 0)} />)
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum problema encontrado.')
    expect(screen.getByText('1 aviso (não impede a publicação)')).toBeInTheDocument()
    const warning = screen.getByTestId('compliance-warning')
    expect(warning.querySelector('mark')).toHaveTextContent(/^39%$/)
    expect(within(warning).getByText('Dado sem referência')).toBeInTheDocument()
    expect(screen.queryByTestId('compliance-flag')).not.toBeInTheDocument()
  })
})

describe('useComplianceFlags', () => {
  it('returns the same flags while the text does not change', () => {
    const { result, rerender } = renderHook(({ text }) => useComplianceFlags(text), {
      initialProps: { text: 'O óleo cura.' },
    })
    const first = result.current
    expect(first.map((flag) => flag.match)).toEqual(['cura'])
    rerender({ text: 'O óleo cura.' })
    expect(result.current).toBe(first)
    rerender({ text: 'O óleo não cura.' })
    expect(result.current).toEqual([])
  })
})
