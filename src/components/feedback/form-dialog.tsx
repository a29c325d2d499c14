import type { FormEventHandler, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

/** Why the last attempt failed, kept on screen beside what was typed, so the person can retry or cancel. */
export function FailureAlert({ failure }: { failure: string | null }) {
  return failure ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {failure}
    </p>
  ) : null
}

/**
 * A dialog around a form: its title and what it is for, the fields, why the last save failed (when it
 * did), "Cancelar", and the submit button, which says what it is doing while the save runs.
 * `lockWhilePending`: while the save runs the dialog cannot be closed, "Cancelar" included.
 */
export function FormDialog({
  open = true,
  onClose,
  title,
  description,
  descriptionClassName,
  onSubmit,
  failure = null,
  pending,
  submitLabel = 'Salvar',
  pendingLabel = 'Salvando...',
  submitDisabled = false,
  lockWhilePending = false,
  children,
}: {
  open?: boolean
  onClose: () => void
  title: string
  description: ReactNode
  descriptionClassName?: string
  onSubmit: FormEventHandler<HTMLFormElement>
  failure?: string | null
  pending: boolean
  submitLabel?: string
  pendingLabel?: string
  submitDisabled?: boolean
  lockWhilePending?: boolean
  children: ReactNode
}) {
  const locked = lockWhilePending && pending
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !locked && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {children}
          <FailureAlert failure={failure} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={locked}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending || submitDisabled}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
