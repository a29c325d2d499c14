import type * as React from 'react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { FailureAlert } from '@/components/feedback/form-dialog'

/**
 * A confirmation, destructive unless `confirmVariant` says otherwise (Radix AlertDialog, never `window.confirm`). It closes only through
 * "Cancelar" or the caller's success: while the action runs it cannot be dismissed, and a failure
 * stays on screen with its reason so the person can retry or cancel.
 */
export function ConfirmDialog({
  title,
  question,
  children,
  failure,
  pending,
  confirmLabel = 'Excluir',
  pendingLabel = 'Excluindo...',
  confirmVariant = 'destructive',
  onConfirm,
  onClose,
}: {
  title: string
  question: string
  children?: React.ReactNode
  failure: string | null
  pending: boolean
  confirmLabel?: string
  pendingLabel?: string
  confirmVariant?: 'destructive' | 'default'
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <FailureAlert failure={failure} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
