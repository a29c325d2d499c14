import { useState } from 'react'
import { ImageDetailsForm } from '@/components/media/image-details-form'
import { valuesToDetails, type ImageDetailsValues } from '@/components/media/image-details-schema'
import { MediaPickerDialog } from '@/components/media/media-picker-dialog'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/hooks/use-toast'
import { imageFileProblem, uploadPostImage } from '@/features/posts/api/upload-post-image'
import { toAppError } from '@/lib/errors'
import { emptyMediaDetails, mediaRefOfUrl, saveMediaDetails } from '@/lib/media-details'
import { mediaItemDetails, type MediaItem } from '@/lib/media-library'
import { INVALID_IMAGE_MESSAGE } from '@/lib/post-images'

/** "Inserir imagem" in the body: uploaded to post-images (scaled like covers) or chosen from the library, with its description. */
export function ImageDialog({
  open,
  onOpenChange,
  onInsert,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onInsert: (src: string, alt: string) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? <ImageForm onInsert={onInsert} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

/**
 * The file (or a library image), what it shows ("Texto alternativo", or "Imagem decorativa"), then
 * upload, save its details in the library and insert `<img alt>`. A failed details save keeps the
 * upload: the next try only saves. A library image's details are saved only when they were changed.
 */
function ImageForm({ onInsert, onClose }: { onInsert: (src: string, alt: string) => void; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [uploaded, setUploaded] = useState<string | null>(null)
  const [picking, setPicking] = useState(false)
  const [chosen, setChosen] = useState<MediaItem | null>(null)

  async function insertChosen(item: MediaItem, values: ImageDetailsValues) {
    if (values.alt !== item.alt || values.decorative !== item.decorative)
      await saveMediaDetails(valuesToDetails(mediaItemDetails(item), values))
    onInsert(item.url, values.decorative ? '' : values.alt)
    onClose()
  }

  async function insert(values: ImageDetailsValues) {
    if (chosen) return insertChosen(chosen, values)
    if (!file) {
      setFileError(INVALID_IMAGE_MESSAGE)
      return
    }
    let url = uploaded
    if (!url) {
      try {
        url = await uploadPostImage(file)
      } catch (caught) {
        const message = toAppError(caught).message || 'Erro ao fazer upload da imagem'
        setFileError(message)
        toast({ title: 'Erro no upload', description: message, variant: 'destructive' })
        return
      }
      setUploaded(url)
    }
    const ref = mediaRefOfUrl(url)
    if (ref) await saveMediaDetails(valuesToDetails(emptyMediaDetails(ref), values))
    onInsert(url, values.decorative ? '' : values.alt)
    toast({ title: 'Imagem enviada com sucesso!' })
    onClose()
  }

  return (
    <div className="space-y-4">
      <DialogHeader>
        <DialogTitle>Inserir imagem</DialogTitle>
        <DialogDescription>JPEG, PNG, WebP, GIF ou AVIF de até 5MB.</DialogDescription>
      </DialogHeader>
      <ImageDetailsForm
        // A library image brings its own details: the form starts again from them.
        key={chosen?.object_name ?? ''}
        details={chosen ? mediaItemDetails(chosen) : emptyMediaDetails({ bucket_id: 'post-images', object_name: '' })}
        altOnly
        onSubmit={insert}
        onCancel={onClose}
        submitLabel="Inserir imagem"
        pendingLabel="Enviando..."
      >
        <FormField label="Arquivo" error={fileError}>
          {(field) => (
            <Input
              {...field}
              type="file"
              accept="image/*"
              className="h-auto py-1.5"
              onChange={(event) => {
                const selected = event.target.files?.[0] ?? null
                setUploaded(null)
                setChosen(null)
                setFileError(selected ? (imageFileProblem(selected) ?? undefined) : undefined)
                setFile(selected && !imageFileProblem(selected) ? selected : null)
              }}
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
            Escolher da biblioteca
          </Button>
          {chosen ? (
            <p className="text-sm break-all text-slate-700" data-testid="chosen-image">
              Da biblioteca: {chosen.object_name}
            </p>
          ) : null}
        </div>
      </ImageDetailsForm>
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        onPick={({ item }) => {
          setChosen(item)
          setFileError(undefined)
        }}
      />
    </div>
  )
}
