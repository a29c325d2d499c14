import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'

/** Why the last attempt failed, kept on screen beside what was typed, so the person can retry or cancel. */
export function FailureAlert({ failure }: { failure: string | null }) {
  return failure ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {failure}
    </p>
  ) : null
}

/**
 * A form dialog's foot: why the last save failed (when it did), "Cancelar", and the submit button,
 * which says what it is doing while the save runs.
 */
export function DialogFormFooter({
  failure = null,
  pending,
  submitLabel,
  pendingLabel,
  submitDisabled = false,
  cancelDisabled = false,
  onCancel,
}: {
  failure?: string | null
  pending: boolean
  submitLabel: string
  pendingLabel: string
  submitDisabled?: boolean
  /** "Cancelar" waits for the save (a dialog that cannot be closed meanwhile). */
  cancelDisabled?: boolean
  onCancel: () => void
}) {
  return (
    <>
      <FailureAlert failure={failure} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending || submitDisabled}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  )
}
