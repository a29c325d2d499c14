import { ImageUp, Images, Loader2, Search, Sparkles, Trash2, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { MediaPickerDialog, type PickedImage } from '@/components/media/media-picker-dialog'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { formatElapsed } from '@/hooks/use-elapsed-seconds'
import type { ClioClient, ClioImage } from '@/lib/clio/client'
import { IMAGE_STYLES, type ImageStyle } from '@/lib/clio/constants'
import type { ImageCredit } from '@/features/posts/api/types'
import { keepCoverImage, uploadPostImage } from '@/features/posts/api/upload-post-image'
import { useCoverSources } from '@/features/posts/hooks/use-cover-sources'

/** The cover as it is now (with its credit), or "Sem capa". */
function CoverPreview({ value, credit }: { value: string | null; credit: ImageCredit | null }) {
  if (!value) {
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500">
        Sem capa
      </div>
    )
  }
  return (
    <figure className="space-y-1">
      <img
        src={value}
        alt="Capa do post"
        width={1200}
        height={675}
        className="aspect-video w-full rounded-md border border-slate-200 object-cover"
      />
      {credit ? (
        <figcaption className="text-xs text-slate-600" data-testid="cover-credit">
          {credit.source === 'ai' ? 'Imagem gerada por IA' : `Foto: ${credit.photographer} / Pexels`}
        </figcaption>
      ) : null}
    </figure>
  )
}

type CoverSources = ReturnType<typeof useCoverSources>

/** The credit a library image carries into the cover: Pexels' photographer and link, or "gerada por IA". */
function creditOf({ item }: PickedImage): ImageCredit | null {
  if (item?.credit_kind === 'pexels' && item.credit_author)
    return { source: 'pexels', photographer: item.credit_author, url: item.credit_url }
  return item?.credit_kind === 'ai' || item?.source === 'ai' ? { source: 'ai' } : null
}

/** The style of a generated image, and "Gerar imagem" (the main button when Pexels has no key). */
function GenerateImage({ sources }: { sources: CoverSources }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select
        value={sources.style}
        onValueChange={(next) => sources.setStyle(next as ImageStyle)}
        disabled={sources.working}
      >
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
      <Button
        variant={sources.offerGenerate ? 'default' : 'outline'}
        size="sm"
        disabled={sources.working}
        onClick={() => sources.fromClio('generate')}
      >
        <Sparkles aria-hidden="true" />
        Gerar imagem
      </Button>
    </div>
  )
}

/** What the cover field says under its buttons: a Clio call under way, why the last try failed, or what a file may be. */
function CoverStatus({ sources, errorId }: { sources: CoverSources; errorId: string }) {
  const { clio, error, offerGenerate } = sources
  return (
    <>
      {clio ? (
        <p role="status" className="flex items-center gap-2 text-xs text-slate-700">
          <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
          {clio.searching ? 'Buscando imagem no Pexels…' : 'Gerando imagem…'} {formatElapsed(clio.seconds ?? 0)}
          <Button variant="ghost" size="sm" className="h-6 px-2" onClick={clio.cancel}>
            <X aria-hidden="true" />
            Cancelar
          </Button>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
          {offerGenerate ? ' Use “Gerar imagem” para criar a capa com a Clio.' : ''}
        </p>
      ) : (
        <p className="text-xs text-slate-500">
          JPEG, PNG, WebP, GIF ou AVIF de até 5MB; fotos grandes são reduzidas para 1600 px.
        </p>
      )}
    </>
  )
}

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
  keep = keepCoverImage,
}: {
  value: string | null
  credit: ImageCredit | null
  title: string
  onChange: (url: string | null, credit: ImageCredit | null) => void
  clio: ClioClient
  upload?: (file: File) => Promise<string>
  keep?: (image: ClioImage, signal: AbortSignal) => Promise<string>
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const sources = useCoverSources({
    clio,
    upload,
    keep,
    onChange,
    title,
    clearFileInput: () => {
      if (input.current) input.current.value = ''
    },
  })
  const { error, working } = sources
  const [picking, setPicking] = useState(false)

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Capa</Label>
      <CoverPreview value={value} credit={credit} />
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
          if (file) sources.uploadFile(file)
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={working} onClick={() => input.current?.click()}>
          {sources.uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
          {sources.uploading ? 'Enviando...' : value ? 'Trocar imagem' : 'Enviar imagem'}
        </Button>
        <Button variant="outline" size="sm" disabled={working} onClick={() => sources.fromClio('pexels')}>
          <Search aria-hidden="true" />
          Buscar imagem
        </Button>
        <Button variant="outline" size="sm" disabled={working} onClick={() => setPicking(true)}>
          <Images aria-hidden="true" />
          Da biblioteca
        </Button>
        {value ? (
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={working}
            onClick={() => onChange(null, null)}
          >
            <Trash2 aria-hidden="true" />
            Remover
          </Button>
        ) : null}
      </div>
      <GenerateImage sources={sources} />
      <CoverStatus sources={sources} errorId={`${id}-error`} />
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Escolher a capa"
        upload={upload}
        onPick={(image) => onChange(image.url, creditOf(image))}
      />
    </div>
  )
}
