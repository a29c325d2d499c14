import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { toast } from '@/hooks/use-toast'

describe('toast()', () => {
  it('shows default and destructive toasts and closes them', async () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Sucesso', description: 'Usuário criado com sucesso!' })
      toast({ title: 'Erro', description: 'Erro ao sair', variant: 'destructive' })
    })
    expect(await screen.findByText('Usuário criado com sucesso!')).toBeInTheDocument()
    const destructive = screen.getByText('Erro ao sair').closest('[data-slot="toast"]')
    expect(destructive).toHaveClass('bg-red-600')
    const closeButtons = screen.getAllByRole('button', { name: 'Fechar' })
    await userEvent.click(closeButtons[0])
    expect(screen.queryByText('Usuário criado com sucesso!')).not.toBeInTheDocument()
  })
})
