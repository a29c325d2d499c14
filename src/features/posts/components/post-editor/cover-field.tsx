import { ImageUp, Loader2, Search, Sparkles, Trash2, X } from 'lucide-react'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { toast } from '@/hooks/use-toast'
import type { ClioClient, ClioImage } from '@/lib/clio/client'
import { ClioError } from '@/lib/clio/errors'
import { DEFAULT_IMAGE_STYLE, DEFAULT_PEXELS_SIZE, IMAGE_STYLES, type ImageStyle } from '@/lib/clio/constants'
import type { ImageCredit } from '@/features/posts/api/types'
import { imageFileProblem, uploadPostImage } from '@/features/posts/api/upload-post-image'
import { pexelsCredit } from '@/features/posts/utils/image-credit'
import { formatElapsed, useElapsedSeconds } from '@/hooks/use-elapsed-seconds'
import { toAppError } from '@/lib/errors'
import type { MutationErrorToast } from '@/lib/query-client'

export const TITLE_NEEDED = 'Digite um título para buscar imagens relacionadas'

/** A Clio action's variables: the title asked for, and the controller "Cancelar" aborts. */
interface ClioRequest {
  titulo: string
  controller: AbortController
}

/** docs/product-guide.md#messages editor Pexels messages; a missing key also offers "Gerar imagem". */
function pexelsFailure(error: unknown): { toast: MutationErrorToast; offerGenerate: boolean } {
  if (error instanceof ClioError && error.kind === 'http') {
    if (error.status === 404) return { toast: { title: 'Aviso', description: 'Nenhuma imagem encontrada para este título', variant: 'warning' }, offerGenerate: false }
    if (/api key/i.test(error.details)) {
      return {
        toast: { title: 'API Pexels Não Configurada', description: 'Use “Gerar imagem” para criar a capa com a Clio.' },
        offerGenerate: true,
      }
    }
  }
  return { toast: { title: 'Erro', description: 'Não foi possível buscar imagem do Pexels' }, offerGenerate: false }
}

const uploadFailure = (error: unknown) => toAppError(error).message || 'Erro ao fazer upload da imagem'

/**
 * "Capa": upload a file (image types only, at most 5 MB, scaled to ≤ 1600 px WebP), search Pexels for
 * the title, or have Clio generate one. Pexels and Clio images are copied into post-images the same
 * way, so a post never hotlinks them, and their credit travels with the cover.
 */
export function CoverField({
  value,
  credit,
  title,
  onChange,
  clio,
  upload = uploadPostImage,
}: {
  value: string | null
  credit: ImageCredit | null
  title: string
  onChange: (url: string | null, credit: ImageCredit | null) => void
  clio: ClioClient
  upload?: (file: File) => Promise<string>
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [offerGenerate, setOfferGenerate] = useState(false)
  const [style, setStyle] = useState<ImageStyle>(DEFAULT_IMAGE_STYLE)

  /** Copies an image Clio serves into post-images (scaled like an upload). */
  async function keep(image: ClioImage, signal: AbortSignal): Promise<string> {
    const response = await fetch(image.url, { signal })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const blob = await response.blob()
    return upload(new File([blob], 'capa.jpg', { type: blob.type || 'image/jpeg' }))
  }

  // None of these is retried: an upload or a Clio call asked again would only double the wait.
  const fileUpload = useMutation({
    mutationFn: (file: File) => upload(file),
    retry: false,
    meta: { errorToast: (caught: unknown) => ({ title: 'Erro no upload', description: uploadFailure(caught) }) },
    onSuccess: (url) => {
      onChange(url, null)
      toast({ title: 'Imagem enviada com sucesso!' })
    },
    onError: (caught) => setError(uploadFailure(caught)),
    onSettled: () => {
      if (input.current) input.current.value = ''
    },
  })

  const pexelsSearch = useMutation({
    mutationFn: async ({ titulo, controller: { signal } }: ClioRequest) => {
      const image = await clio.generatePexelsImage({ titulo, tamanho: DEFAULT_PEXELS_SIZE }, { signal })
      if (!image) throw new ClioError('http', 'HTTP 404: sem imagem', { operation: 'generatePexelsImage', url: '', status: 404 })
      return { image, url: await keep(image, signal) }
    },
    retry: false,
    meta: {
      errorToast: (caught: unknown, { controller }: ClioRequest) => (controller.signal.aborted ? null : pexelsFailure(caught).toast),
    },
    onSuccess: ({ image, url }) => {
      onChange(url, pexelsCredit(image))
      toast({ title: `Imagem encontrada do Pexels${image.photographer ? ` por ${image.photographer}` : ''}` })
    },
    onError: (caught, { controller }) => {
      if (controller.signal.aborted) {
        toast({ title: 'Busca de imagem cancelada.' })
        return
      }
      const failure = pexelsFailure(caught)
      setOfferGenerate(failure.offerGenerate)
      setError(failure.toast.description ?? null)
    },
  })

  const imageGeneration = useMutation({
    mutationFn: async ({ titulo, controller: { signal } }: ClioRequest) => {
      const image = await clio.generateImage({ titulo, tema: titulo, estilo_imagem: style, tamanho: DEFAULT_PEXELS_SIZE }, { signal })
      if (!image) throw new ClioError('http', 'HTTP 502: sem imagem', { operation: 'generateImage', url: '', status: 502 })
      return keep(image, signal)
    },
    retry: false,
    meta: {
      errorToast: (_caught: unknown, { controller }: ClioRequest) =>
        controller.signal.aborted ? null : { title: 'Erro', description: 'Não foi possível gerar a imagem. Tente novamente.' },
    },
    onSuccess: (url) => {
      onChange(url, { source: 'ai' })
      toast({ title: 'Imagem gerada com sucesso!' })
    },
    onError: (caught, { controller }) => {
      if (controller.signal.aborted) {
        toast({ title: 'Busca de imagem cancelada.' })
        return
      }
      const message = caught instanceof ClioError ? caught.message : toAppError(caught).message
      setError(`Não foi possível gerar a imagem: ${message}`)
    },
  })

  const clioAction = pexelsSearch.isPending ? pexelsSearch : imageGeneration.isPending ? imageGeneration : null
  const working = fileUpload.isPending || clioAction !== null
  const seconds = useElapsedSeconds(clioAction?.submittedAt ?? null)

  function uploadFile(file: File) {
    setError(null)
    const problem = imageFileProblem(file)
    if (problem) {
      setError(problem)
      toast({ title: 'Erro no upload', description: problem, variant: 'destructive' })
      return
    }
    fileUpload.mutate(file)
  }

  function fromClio(kind: 'pexels' | 'generate') {
    setError(null)
    setOfferGenerate(false)
    const titulo = title.trim()
    if (!titulo) {
      setError(TITLE_NEEDED)
      toast({ title: 'Aviso', description: TITLE_NEEDED, variant: 'warning' })
      return
    }
    const request = { titulo, controller: new AbortController() }
    if (kind === 'pexels') pexelsSearch.mutate(request)
    else imageGeneration.mutate(request)
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Capa</Label>
      {value ? (
        <figure className="space-y-1">
          <img src={value} alt="Capa do post" width={1200} height={675} className="aspect-video w-full rounded-md border border-slate-200 object-cover" />
          {credit ? (
            <figcaption className="text-xs text-slate-600" data-testid="cover-credit">
              {credit.source === 'ai' ? 'Imagem gerada por IA' : `Foto: ${credit.photographer} / Pexels`}
            </figcaption>
          ) : null}
        </figure>
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
          if (file) uploadFile(file)
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={working} onClick={() => input.current?.click()}>
          {fileUpload.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
          {fileUpload.isPending ? 'Enviando...' : value ? 'Trocar imagem' : 'Enviar imagem'}
        </Button>
        <Button variant="outline" size="sm" disabled={working} onClick={() => fromClio('pexels')}>
          <Search aria-hidden="true" />
          Buscar imagem
        </Button>
        {value ? (
          <Button variant="outline" size="sm" className="text-red-700 hover:bg-red-50" disabled={working} onClick={() => onChange(null, null)}>
            <Trash2 aria-hidden="true" />
            Remover
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select value={style} onValueChange={(next) => setStyle(next as ImageStyle)} disabled={working}>
          <SelectTrigger aria-label="Estilo da imagem gerada" className="h-8 w-36 text-xs">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {IMAGE_STYLES.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button variant={offerGenerate ? 'default' : 'outline'} size="sm" disabled={working} onClick={() => fromClio('generate')}>
          <Sparkles aria-hidden="true" />
          Gerar imagem
        </Button>
      </div>
      {clioAction ? (
        <p role="status" className="flex items-center gap-2 text-xs text-slate-700">
          <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
          {pexelsSearch.isPending ? 'Buscando imagem no Pexels…' : 'Gerando imagem…'} {formatElapsed(seconds ?? 0)}
          <Button variant="ghost" size="sm" className="h-6 px-2" onClick={() => clioAction.variables?.controller.abort()}>
            <X aria-hidden="true" />
            Cancelar
          </Button>
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
          {offerGenerate ? ' Use “Gerar imagem” para criar a capa com a Clio.' : ''}
        </p>
      ) : (
        <p className="text-xs text-slate-500">JPEG, PNG, WebP, GIF ou AVIF de até 5MB; fotos grandes são reduzidas para 1600 px.</p>
      )}
    </div>
  )
}
