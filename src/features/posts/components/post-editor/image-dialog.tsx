import { useState } from 'react'
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

/** "Inserir imagem" in the body: uploaded to post-images (scaled like covers), with its description. */
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

  async function insert() {
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
              const chosen = event.target.files?.[0] ?? null
              setError(chosen ? (imageFileProblem(chosen) ?? undefined) : undefined)
              setFile(chosen && !imageFileProblem(chosen) ? chosen : null)
            }}
          />
        )}
      </FormField>
      <FormField label="Descrição da imagem (texto alternativo)">
        {(field) => <Input {...field} value={alt} onChange={(event) => setAlt(event.target.value)} />}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={uploading}>
          Cancelar
        </Button>
        <Button onClick={() => void insert()} disabled={uploading || !file}>
          {uploading ? 'Enviando...' : 'Inserir imagem'}
        </Button>
      </DialogFooter>
    </div>
  )
}
