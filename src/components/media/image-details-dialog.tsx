import { ImageDetailsForm } from '@/components/media/image-details-form'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { mediaFileName, type MediaDetails } from '@/lib/media-details'

/** "Detalhes da imagem" in a dialog: the whole form for one library image, closed once saved. */
export function ImageDetailsDialog({
  details,
  open,
  onOpenChange,
  onSaved,
}: {
  details: MediaDetails
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved: (details: MediaDetails) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Detalhes da imagem</DialogTitle>
          <DialogDescription className="break-all">{mediaFileName(details)}</DialogDescription>
        </DialogHeader>
        {open ? (
          <ImageDetailsForm
            details={details}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved) => {
              onSaved(saved)
              onOpenChange(false)
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
