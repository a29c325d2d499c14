import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ToastHost } from '@/components/ui/toast-host'
import { dismissToast, toast } from '@/hooks/use-toast'

describe('ToastHost', () => {
  it('renders nothing until a toast is raised, then shows it', async () => {
    const { container } = render(<ToastHost />)
    expect(container).toBeEmptyDOMElement()
    let id = 0
    act(() => {
      id = toast({ title: 'Logout realizado', description: 'Você foi desconectado com sucesso' })
    })
    expect(await screen.findByText('Você foi desconectado com sucesso')).toBeInTheDocument()
    act(() => dismissToast(id))
  })
})
