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
import type { LatestEdit } from '@/features/posts/api/save-post'
import { formatInBlogTime } from '@/features/posts/utils/schedule-time'

/**
 * A save refused because somebody else saved the post after it was opened. Nothing is lost either
 * way: the form keeps this person's text until they choose to load the other version ("Recarregar",
 * after which their own text stays in the local backup) or to save theirs over it ("Sobrescrever").
 */
export function ConflictDialog({
  latest,
  busy,
  onReload,
  onOverwrite,
  onClose,
}: {
  latest: LatestEdit
  busy: boolean
  onReload: () => void
  onOverwrite: () => void
  onClose: () => void
}) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Este post foi alterado por outra pessoa</AlertDialogTitle>
          <AlertDialogDescription>
            {latest.editorName ?? 'Outra pessoa'} salvou este post em {formatInBlogTime(latest.updated_at)}, depois que
            você o abriu. Suas alterações não foram salvas, mas continuam aqui.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Continuar editando</AlertDialogCancel>
          <Button variant="outline" onClick={onReload} disabled={busy}>
            Recarregar a versão salva
          </Button>
          <Button variant="destructive" onClick={onOverwrite} disabled={busy}>
            Sobrescrever com a minha versão
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
