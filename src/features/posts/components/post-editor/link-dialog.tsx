import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

/** Links in posts go to web pages or e-mail addresses only: no javascript:, data: or file: URLs. */
export function isAllowedLink(href: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(href.trim())
}

/** "Inserir link": the address for the selected text (empty removes the link). */
export function LinkDialog({
  open,
  onOpenChange,
  initialHref,
  onApply,
  onCloseAutoFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  initialHref: string
  onApply: (href: string) => void
  /** Where the focus goes once the dialog has closed (Radix: back to what had it before, by default). */
  onCloseAutoFocus?: (event: Event) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {/* Remounted on each opening, so the field starts from the current link. */}
        {open ? <LinkForm initialHref={initialHref} onApply={onApply} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function LinkForm({
  initialHref,
  onApply,
  onClose,
}: {
  initialHref: string
  onApply: (href: string) => void
  onClose: () => void
}) {
  const [href, setHref] = useState(initialHref)
  const [error, setError] = useState<string | undefined>()

  function apply(value: string) {
    const trimmed = value.trim()
    if (trimmed && !isAllowedLink(trimmed)) {
      setError('Use um endereço que comece com http://, https:// ou mailto:')
      return
    }
    onApply(trimmed)
    onClose()
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // The dialog is portalled out of the editor's <form> in the DOM, not in React's tree.
        event.stopPropagation()
        apply(href)
      }}
      className="space-y-4"
    >
      <DialogHeader>
        <DialogTitle>Inserir link</DialogTitle>
        <DialogDescription>Endereços http, https ou mailto.</DialogDescription>
      </DialogHeader>
      <FormField label="Endereço do link" error={error}>
        {(field) => (
          <Input
            {...field}
            type="url"
            value={href}
            placeholder="https://"
            onChange={(event) => setHref(event.target.value)}
            autoFocus
          />
        )}
      </FormField>
      <DialogFooter>
        {initialHref ? (
          <Button variant="outline" onClick={() => apply('')}>
            Remover link
          </Button>
        ) : null}
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit">Aplicar</Button>
      </DialogFooter>
    </form>
  )
}
