import { useState } from 'react'
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
import { toast } from '@/components/ui/use-toast'
import { useDeletePost } from '@/features/posts/api/change-post'
import { toAppError } from '@/lib/errors'

/**
 * "Confirmar exclusão" (spec §2). The dialog closes only when the delete succeeded; a refusal or a
 * failure stays on screen, with its reason, so the person can retry or cancel.
 */
export function DeletePostDialog({ post, onClose }: { post: { id: string; title: string }; onClose: () => void }) {
  const remove = useDeletePost()
  const [failure, setFailure] = useState<string | null>(null)

  function confirm() {
    setFailure(null)
    remove.mutate(post.id, {
      onSuccess: () => {
        toast({ title: 'Post excluído com sucesso!' })
        onClose()
      },
      onError: (error) => {
        const message = toAppError(error).message || 'Erro ao deletar post'
        setFailure(message)
        toast({ title: 'Erro ao excluir post', description: message, variant: 'destructive' })
      },
    })
  }

  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Confirmar exclusão</AlertDialogTitle>
          <AlertDialogDescription>Tem certeza que deseja excluir este post? Esta ação não pode ser desfeita.</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm font-medium break-words text-slate-900">{post.title}</p>
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            Erro ao excluir post: {failure}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Excluindo...' : 'Excluir'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
