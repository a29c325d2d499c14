import { ImageUp, Loader2 } from 'lucide-react'
import { useId, useState } from 'react'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { MediaThumbnail } from '@/components/media/media-thumbnail'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { SearchInput } from '@/components/ui/search-input'
import { Skeleton } from '@/components/ui/skeleton'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { cn } from '@/lib/cn'
import { toAppError } from '@/lib/errors'
import { useMediaLibrary, type MediaItem } from '@/lib/media-library'
import { imageFileProblem } from '@/lib/post-images'

const PAGE_SIZE = 12

/** What the picker hands back: the image's URL, and its library entry (details, credit) when chosen from there. */
export interface PickedImage {
  url: string
  item: MediaItem | null
}

/**
 * One picker for every image field (issue 48, item 3): "Escolher da biblioteca" (the library's grid,
 * search and pages, decision 050) or "Enviar imagem" through the caller's `upload`, so each field keeps
 * its own upload (scaling, limits). An image is stored once and reused.
 */
export function MediaPickerDialog({
  open,
  onOpenChange,
  title = 'Escolher imagem',
  upload,
  onPick,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title?: string
  upload?: (file: File) => Promise<string>
  onPick: (image: PickedImage) => void
}) {
  const [tab, setTab] = useState<'library' | 'upload'>('library')
  const pick = (image: PickedImage) => {
    onPick(image)
    onOpenChange(false)
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {upload ? 'Escolha uma imagem da biblioteca ou envie uma nova.' : 'Escolha uma imagem da biblioteca.'}
          </DialogDescription>
        </DialogHeader>
        {upload ? (
          <div role="tablist" aria-label="Origem da imagem" className="flex gap-2">
            <TabButton selected={tab === 'library'} onClick={() => setTab('library')}>
              Escolher da biblioteca
            </TabButton>
            <TabButton selected={tab === 'upload'} onClick={() => setTab('upload')}>
              Enviar imagem
            </TabButton>
          </div>
        ) : null}
        {open && (tab === 'library' || !upload) ? <LibraryTab onPick={pick} /> : null}
        {open && tab === 'upload' && upload ? <UploadTab upload={upload} onPick={pick} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function TabButton({
  selected,
  onClick,
  children,
}: {
  selected: boolean
  onClick: () => void
  children: React.ReactNode
}) {
  return (
    <Button role="tab" aria-selected={selected} variant={selected ? 'default' : 'outline'} size="sm" onClick={onClick}>
      {children}
    </Button>
  )
}

/** The library, newest first, 12 a page, searchable; a click picks an image. */
function LibraryTab({ onPick }: { onPick: (image: PickedImage) => void }) {
  const [text, setText] = useState('')
  const [page, setPage] = useState(1)
  const search = useDebouncedValue(text.trim(), 300)
  const filters = { search, source: null, inUse: null, uploader: null, from: null, to: null, page }
  const library = useMediaLibrary(filters, PAGE_SIZE)
  const total = library.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))

  return (
    <div className="space-y-3">
      <SearchInput
        aria-label="Buscar na biblioteca"
        placeholder="Buscar por nome, texto alternativo ou legenda"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setPage(1)
        }}
      />
      {library.isPending ? (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="aspect-square" />
          ))}
        </div>
      ) : !library.data ? (
        <ErrorState onRetry={() => void library.refetch()} retrying={library.isFetching} />
      ) : total === 0 ? (
        <EmptyState
          title="Nenhuma imagem encontrada"
          description={search ? 'Nenhuma imagem corresponde à busca.' : 'A biblioteca ainda não tem imagens.'}
        />
      ) : (
        <>
          <ul className={cn('grid grid-cols-3 gap-2 sm:grid-cols-4', library.isPlaceholderData && 'opacity-60')}>
            {library.data.items.map((item) => (
              <li key={item.object_name}>
                <button
                  type="button"
                  className="focus-visible:ring-brand-600 block w-full overflow-hidden rounded-md border border-slate-200 focus-visible:ring-2 focus-visible:outline-none"
                  aria-label={`Escolher ${item.alt || item.object_name}`}
                  onClick={() => onPick({ url: item.url, item })}
                >
                  <MediaThumbnail item={item} />
                </button>
              </li>
            ))}
          </ul>
          <nav aria-label="Paginação da biblioteca" className="flex items-center justify-between gap-2">
            <p className="text-sm text-slate-600">
              Página {page} de {pageCount}
            </p>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                Anterior
              </Button>
              <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pageCount}>
                Próximo
              </Button>
            </div>
          </nav>
        </>
      )}
    </div>
  )
}

/** "Enviar imagem": the caller's upload; a refused file is told here and nothing is picked. */
function UploadTab({
  upload,
  onPick,
}: {
  upload: (file: File) => Promise<string>
  onPick: (image: PickedImage) => void
}) {
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)

  async function send(file: File) {
    const problem = imageFileProblem(file)
    if (problem) return setError(problem)
    setError(null)
    setUploading(true)
    try {
      onPick({ url: await upload(file), item: null })
    } catch (caught) {
      setError(toAppError(caught).message || 'Erro ao fazer upload da imagem')
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="space-y-2">
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-md border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-sm text-slate-700"
      >
        {uploading ? (
          <Loader2 className="size-6 animate-spin" aria-hidden="true" />
        ) : (
          <ImageUp className="size-6" aria-hidden="true" />
        )}
        {uploading ? 'Enviando...' : 'Selecione um arquivo de imagem'}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={uploading}
        aria-label="Arquivo de imagem"
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void send(file)
        }}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p className="text-xs text-slate-500">JPEG, PNG, WebP, GIF ou AVIF de até 5MB.</p>
      )}
    </div>
  )
}
