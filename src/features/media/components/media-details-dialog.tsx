import { useQueryClient } from '@tanstack/react-query'
import { ImageDetailsForm } from '@/components/media/image-details-form'
import { MediaThumbnail } from '@/components/media/media-thumbnail'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/hooks/use-toast'
import { mediaItemDetails, type MediaItem } from '@/lib/media-library'
import { mediaKeys } from '@/lib/query-keys'

/** "Editar detalhes" of one library image: alt text, caption and credit (the database decides who may). */
export function MediaDetailsDialog({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const queryClient = useQueryClient()
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Detalhes da imagem</DialogTitle>
          <DialogDescription className="break-all">{item.object_name}</DialogDescription>
        </DialogHeader>
        <ImageDetailsForm
          details={mediaItemDetails(item)}
          onCancel={onClose}
          onSaved={() => {
            void queryClient.invalidateQueries({ queryKey: mediaKeys.all })
            toast({ title: 'Detalhes salvos.' })
            onClose()
          }}
        >
          <MediaThumbnail item={item} className="mx-auto max-w-40 rounded-md" />
        </ImageDetailsForm>
      </DialogContent>
    </Dialog>
  )
}
