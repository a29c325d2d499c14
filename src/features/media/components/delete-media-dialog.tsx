import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { paths } from '@/config/paths'
import { toast } from '@/hooks/use-toast'
import { toAppError } from '@/lib/errors'
import { ImageInUseError, useDeleteMedia, type MediaItem, type MediaPost } from '@/lib/media-library'

/**
 * "Excluir" of one image. The bucket's policies decide (decision 048): an image in use is refused and
 * the dialog lists the posts that use it, with links to their editor; it stays open until "Cancelar".
 */
export function DeleteMediaDialog({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const remove = useDeleteMedia()
  const [failure, setFailure] = useState<string | null>(null)
  const [usedBy, setUsedBy] = useState<MediaPost[]>([])

  return (
    <ConfirmDialog
      title="Excluir imagem"
      question="Tem certeza que deseja excluir esta imagem? Esta ação não pode ser desfeita."
      failure={failure}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        setFailure(null)
        setUsedBy([])
        remove.mutate(item.object_name, {
          onSuccess: () => {
            toast({ title: 'Imagem excluída.' })
            onClose()
          },
          onError: (error) => {
            setFailure(toAppError(error).message)
            if (error instanceof ImageInUseError) setUsedBy(error.posts)
          },
        })
      }}
    >
      <p className="text-sm break-all text-slate-700">{item.object_name}</p>
      {usedBy.length > 0 ? (
        <div className="text-sm text-slate-700" data-testid="media-used-by">
          <p>Usada em:</p>
          <ul className="list-disc pl-5">
            {usedBy.map((post) => (
              <li key={post.id}>
                <Link className="text-brand-700 underline underline-offset-2" to={paths.admin.editPost.href(post.id)}>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ConfirmDialog>
  )
}
