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
 * A save refused because the post was saved again after it was opened: by this same person in another
 * tab or window, or by somebody else (named when known). Nothing is lost either way: the form keeps
 * this person's text until they choose to load the other version ("Recarregar", after which their own
 * text stays in the local backup) or to save theirs over it ("Sobrescrever"). The three buttons wrap
 * (stack on a phone) rather than leave the dialog.
 */
export function ConflictDialog({
  latest,
  currentUserId,
  busy,
  onReload,
  onOverwrite,
  onClose,
}: {
  latest: LatestEdit
  currentUserId: string
  busy: boolean
  onReload: () => void
  onOverwrite: () => void
  onClose: () => void
}) {
  const when = formatInBlogTime(latest.updated_at)
  const self = latest.editorId !== null && latest.editorId === currentUserId
  return (
    <AlertDialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent className="sm:max-w-xl">
        <AlertDialogHeader>
          <AlertDialogTitle>
            {self ? 'Este post foi salvo em outra aba' : 'Este post foi alterado por outra pessoa'}
          </AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {self
              ? `Você salvou este post em outra aba ou janela em ${when}, depois de abri-lo aqui. As alterações desta aba não foram salvas, mas continuam aqui.`
              : `${latest.editorName ?? 'Outra pessoa'} salvou este post em ${when}, depois que você o abriu. Suas alterações não foram salvas, mas continuam aqui.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter className="sm:flex-wrap">
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
