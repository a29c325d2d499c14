import { useState } from 'react'
import { MediaPickerDialog } from '@/components/media/media-picker-dialog'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/hooks/use-toast'
import { imageFileProblem, uploadPostImage } from '@/features/posts/api/upload-post-image'
import { toAppError } from '@/lib/errors'

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

function ImageForm({ onInsert, onClose }: { onInsert: (src: string, alt: string) => void; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [alt, setAlt] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [uploading, setUploading] = useState(false)
  const [picking, setPicking] = useState(false)
  const [chosen, setChosen] = useState<string | null>(null)

  async function insert() {
    if (chosen) {
      onInsert(chosen, alt.trim())
      onClose()
      return
    }
    if (!file) {
      setError('Por favor, selecione um arquivo de imagem válido.')
      return
    }
    setUploading(true)
    try {
      const url = await uploadPostImage(file)
      onInsert(url, alt.trim())
      toast({ title: 'Imagem enviada com sucesso!' })
      onClose()
    } catch (caught) {
      const message = toAppError(caught).message || 'Erro ao fazer upload da imagem'
      setError(message)
      toast({ title: 'Erro no upload', description: message, variant: 'destructive' })
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="space-y-4">
      <DialogHeader>
        <DialogTitle>Inserir imagem</DialogTitle>
        <DialogDescription>JPEG, PNG, WebP, GIF ou AVIF de até 5MB.</DialogDescription>
      </DialogHeader>
      <FormField label="Arquivo" error={error}>
        {(field) => (
          <Input
            {...field}
            type="file"
            accept="image/*"
            className="h-auto py-1.5"
            onChange={(event) => {
              const selected = event.target.files?.[0] ?? null
              setError(selected ? (imageFileProblem(selected) ?? undefined) : undefined)
              setFile(selected && !imageFileProblem(selected) ? selected : null)
              setChosen(null)
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => setPicking(true)} disabled={uploading}>
          Escolher da biblioteca
        </Button>
        {chosen ? (
          <p className="text-sm break-all text-slate-700" data-testid="chosen-image">
            Da biblioteca: {decodeURIComponent(chosen.split('/').pop() ?? '')}
          </p>
        ) : null}
      </div>
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        onPick={({ url, item }) => {
          setChosen(url)
          setError(undefined)
          if (item?.alt && !alt.trim()) setAlt(item.alt)
        }}
      />
      <FormField label="Descrição da imagem (texto alternativo)">
        {(field) => <Input {...field} value={alt} onChange={(event) => setAlt(event.target.value)} />}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={uploading}>
          Cancelar
        </Button>
        <Button onClick={() => void insert()} disabled={uploading || !(file || chosen)}>
          {uploading ? 'Enviando...' : 'Inserir imagem'}
        </Button>
      </DialogFooter>
    </div>
  )
}
