import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '@/hooks/use-toast'
import { useElapsedSeconds } from '@/hooks/use-elapsed-seconds'
import type { ClioClient, ClioImage } from '@/lib/clio/client'
import { DEFAULT_IMAGE_STYLE, DEFAULT_PEXELS_SIZE, type ImageStyle } from '@/lib/clio/constants'
import { ClioError } from '@/lib/clio/errors'
import { toAppError } from '@/lib/errors'
import type { MutationErrorToast } from '@/lib/query-client'
import type { ImageCredit } from '@/features/posts/api/types'
import { imageFileProblem } from '@/features/posts/api/upload-post-image'
import { pexelsCredit } from '@/features/posts/utils/image-credit'

const TITLE_NEEDED = 'Digite um título para buscar imagens relacionadas'

/** A Clio action's variables: the title asked for, and the controller "Cancelar" aborts. */
interface ClioRequest {
  titulo: string
  controller: AbortController
}

/** Where a cover comes from, and how each source reports back: a new cover, or why there is none. */
interface CoverSource {
  clio: ClioClient
  upload: (file: File) => Promise<string>
  /** Keeps an image Clio serves in the library (the media intake reads it from Clio); returns its public URL. */
  keep: (image: ClioImage, signal: AbortSignal) => Promise<string>
  onChange: (url: string | null, credit: ImageCredit | null) => void
  onFailure: (message: string | null, offerGenerate?: boolean) => void
}

/** docs/product-guide.md#messages editor Pexels messages; a missing key also offers "Gerar imagem". */
function pexelsFailure(error: unknown): { toast: MutationErrorToast; offerGenerate: boolean } {
  if (error instanceof ClioError && error.kind === 'http') {
    if (error.status === 404)
      return {
        toast: { title: 'Aviso', description: 'Nenhuma imagem encontrada para este título', variant: 'warning' },
        offerGenerate: false,
      }
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

// None of these is retried: an upload or a Clio call asked again would only double the wait.

function useFileUpload({ upload, onChange, onFailure }: CoverSource, clearFileInput: () => void) {
  return useMutation({
    mutationFn: (file: File) => upload(file),
    retry: false,
    meta: { errorToast: (caught: unknown) => ({ title: 'Erro no upload', description: uploadFailure(caught) }) },
    onSuccess: (url) => {
      onChange(url, null)
      toast({ title: 'Imagem enviada com sucesso!' })
    },
    onError: (caught) => onFailure(uploadFailure(caught)),
    onSettled: clearFileInput,
  })
}

function usePexelsSearch({ clio, keep, onChange, onFailure }: CoverSource) {
  return useMutation({
    mutationFn: async ({ titulo, controller: { signal } }: ClioRequest) => {
      const image = await clio.generatePexelsImage({ titulo, tamanho: DEFAULT_PEXELS_SIZE }, { signal })
      if (!image)
        throw new ClioError('http', 'HTTP 404: sem imagem', { operation: 'generatePexelsImage', url: '', status: 404 })
      return { image, url: await keep(image, signal) }
    },
    retry: false,
    meta: {
      errorToast: (caught: unknown, { controller }: ClioRequest) =>
        controller.signal.aborted ? null : pexelsFailure(caught).toast,
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
      onFailure(failure.toast.description ?? null, failure.offerGenerate)
    },
  })
}

function useImageGeneration({ clio, keep, onChange, onFailure }: CoverSource, style: ImageStyle) {
  return useMutation({
    mutationFn: async ({ titulo, controller: { signal } }: ClioRequest) => {
      const image = await clio.generateImage(
        { titulo, tema: titulo, estilo_imagem: style, tamanho: DEFAULT_PEXELS_SIZE },
        { signal },
      )
      if (!image)
        throw new ClioError('http', 'HTTP 502: sem imagem', { operation: 'generateImage', url: '', status: 502 })
      return keep(image, signal)
    },
    retry: false,
    meta: {
      errorToast: (_caught: unknown, { controller }: ClioRequest) =>
        controller.signal.aborted
          ? null
          : { title: 'Erro', description: 'Não foi possível gerar a imagem. Tente novamente.' },
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
      onFailure(`Não foi possível gerar a imagem: ${message}`)
    },
  })
}

/**
 * The cover's three sources — a file, a Pexels photo for the title, an image Clio generates — with
 * what is running (one at a time, a Clio call cancellable and timed) and why the last one failed.
 */
export function useCoverSources({
  title,
  clearFileInput,
  ...source
}: Omit<CoverSource, 'onFailure'> & { title: string; clearFileInput: () => void }) {
  const [error, setError] = useState<string | null>(null)
  const [offerGenerate, setOfferGenerate] = useState(false)
  const [style, setStyle] = useState<ImageStyle>(DEFAULT_IMAGE_STYLE)
  const sources = { ...source, onFailure: setError }
  const fileUpload = useFileUpload(sources, clearFileInput)
  const pexelsSearch = usePexelsSearch({
    ...sources,
    onFailure: (message, offer = false) => {
      setOfferGenerate(offer)
      setError(message)
    },
  })
  const imageGeneration = useImageGeneration(sources, style)
  const clioAction = pexelsSearch.isPending ? pexelsSearch : imageGeneration.isPending ? imageGeneration : null
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

  return {
    error,
    offerGenerate,
    style,
    setStyle,
    uploading: fileUpload.isPending,
    working: fileUpload.isPending || clioAction !== null,
    /** The Clio call under way: which one, for how long, and how to cancel it. */
    clio: clioAction && {
      searching: pexelsSearch.isPending,
      seconds,
      cancel: () => clioAction.variables?.controller.abort(),
    },
    uploadFile,
    fromClio,
  }
}
