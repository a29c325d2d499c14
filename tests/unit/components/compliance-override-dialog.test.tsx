import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { StoredFinding } from '@/lib/compliance/post-compliance'
import { ComplianceOverrideDialog, ComplianceReviewDialog } from '@/components/compliance-override-dialog'

/** Findings as a refusal of the database carries them (compliance_findings_for_post). */
const flags: StoredFinding[] = [
  {
    field: 'content',
    ruleId: 'compra-chamada',
    category: 'compra',
    label: 'Chamada para compra',
    norm: 'RDC 1.015/2026',
    match: 'Compre já',
  },
  {
    field: 'seo_description',
    ruleId: 'cura-garantia',
    category: 'cura',
    label: 'Garantia ou promessa absoluta',
    norm: 'CFM',
    match: 'garantida',
  },
]

function renderDialog(props: Partial<Parameters<typeof ComplianceOverrideDialog>[0]> = {}) {
  const onConfirm = vi.fn()
  const onClose = vi.fn()
  const view = render(
    <ComplianceOverrideDialog
      findings={flags}
      action="publish"
      pending={false}
      failure={null}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  )
  return { ...view, onConfirm, onClose }
}

describe('ComplianceOverrideDialog', () => {
  it('lists the findings and asks for a justification of at least 10 characters before publishing', async () => {
    expect(flags.length).toBeGreaterThanOrEqual(2)
    const { onConfirm } = renderDialog()
    expect(screen.getByRole('alertdialog', { name: 'Publicar com pontos de conformidade?' })).toBeInTheDocument()
    const items = screen.getByRole('list', { name: 'Pontos encontrados' }).querySelectorAll('li')
    expect(items).toHaveLength(flags.length)
    // A finding outside the body says where it is.
    expect(items[0]).toHaveTextContent('Apelo de compra: “Compre já”')
    expect(items[1]).toHaveTextContent('Cura ou garantia: “garantida” (Descrição para buscadores)')

    await userEvent.type(screen.getByLabelText('Justificativa'), '  curta   ')
    await userEvent.click(screen.getByRole('button', { name: 'Publicar com justificativa' }))
    expect(await screen.findByText('Escreva a justificativa (ao menos 10 caracteres).')).toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()

    await userEvent.clear(screen.getByLabelText('Justificativa'))
    await userEvent.type(screen.getByLabelText('Justificativa'), '  Citação de estudo publicado.  ')
    await userEvent.click(screen.getByRole('button', { name: 'Publicar com justificativa' }))
    expect(onConfirm).toHaveBeenCalledWith('Citação de estudo publicado.')
  })

  it('keeps the justification typed when the save fails, and shows why', async () => {
    const { rerender, onConfirm, onClose } = renderDialog()
    await userEvent.type(screen.getByLabelText('Justificativa'), 'Trecho de decisão judicial citado.')
    await userEvent.click(screen.getByRole('button', { name: 'Publicar com justificativa' }))
    rerender(
      <ComplianceOverrideDialog
        findings={flags}
        action="publish"
        pending={false}
        failure="Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente."
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível conectar ao servidor.')
    expect(screen.getByLabelText('Justificativa')).toHaveValue('Trecho de decisão judicial citado.')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('cannot be dismissed while the save runs', async () => {
    const { onClose } = renderDialog({ pending: true })
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('says "Agendar" when scheduling', () => {
    renderDialog({ action: 'schedule' })
    expect(screen.getByRole('alertdialog', { name: 'Agendar com pontos de conformidade?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Agendar com justificativa' })).toBeInTheDocument()
  })
})

describe('ComplianceReviewDialog', () => {
  it('offers an author to send the post for review, never to publish anyway', async () => {
    const onSendForReview = vi.fn()
    render(<ComplianceReviewDialog count={2} pending={false} onSendForReview={onSendForReview} onClose={vi.fn()} />)
    expect(screen.getByText(/encontrou 2 trechos/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /mesmo assim|Publicar/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Enviar para revisão' }))
    expect(onSendForReview).toHaveBeenCalled()
  })
})
