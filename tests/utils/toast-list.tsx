import { act, screen, within } from '@testing-library/react'
import { dismissAllToasts, useToasts } from '@/hooks/use-toast'

/** Renders the raised toasts as "title | description" list items, as a person reads them. */
export function ToastList() {
  const toasts = useToasts()
  return (
    <ul aria-label="toasts">
      {toasts.map((item) => (
        <li key={item.id}>{[item.title, item.description].filter(Boolean).join(' | ')}</li>
      ))}
    </ul>
  )
}

export const toastList = () => within(screen.getByRole('list', { name: 'toasts' }))

/** The toast store is module state: empty it between tests. */
export const clearToasts = () => act(() => dismissAllToasts())
