import { ImageUp, Loader2, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { imageFileProblem, uploadPostImage } from '@/features/posts/api/upload-post-image'
import { toAppError } from '@/lib/errors'

/**
 * "Capa": image types only, at most 5 MB (the spec's messages, at the field and in a toast),
 * scaled to ≤ 1600 px WebP in the browser, then uploaded; preview and "Remover".
 */
export function CoverField({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function upload(file: File) {
    setError(null)
    const problem = imageFileProblem(file)
    if (problem) {
      setError(problem)
      toast({ title: 'Erro no upload', description: problem, variant: 'destructive' })
      return
    }
    setUploading(true)
    try {
      onChange(await uploadPostImage(file))
      toast({ title: 'Imagem enviada com sucesso!' })
    } catch (caught) {
      const message = toAppError(caught).message || 'Erro ao fazer upload da imagem'
      setError(message)
      toast({ title: 'Erro no upload', description: message, variant: 'destructive' })
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Capa</Label>
      {value ? (
        <img
          src={value}
          alt="Capa do post"
          width={1200}
          height={675}
          className="aspect-video w-full rounded-md border border-slate-200 object-cover"
        />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500">
          Sem capa
        </div>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) void upload(file)
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
          {uploading ? 'Enviando...' : value ? 'Trocar imagem' : 'Enviar imagem'}
        </Button>
        {value ? (
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={uploading}
            onClick={() => onChange(null)}
          >
            <Trash2 aria-hidden="true" />
            Remover
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p className="text-xs text-slate-500">
          JPEG, PNG, WebP, GIF ou AVIF de até 5MB; fotos grandes são reduzidas para 1600 px.
        </p>
      )}
    </div>
  )
}
