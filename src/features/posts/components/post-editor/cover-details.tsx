import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FileImage } from 'lucide-react'
import { useState } from 'react'
import { ImageDetailsDialog } from '@/components/media/image-details-dialog'
import { Button } from '@/components/ui/button'
import type { ImageCredit } from '@/features/posts/api/types'
import {
  getOneMediaDetails,
  mediaDetailsKey,
  mediaRefOfUrl,
  saveMediaCredit,
  type MediaDetails,
} from '@/lib/media-details'

/**
 * A Pexels or AI cover's credit, recorded in the library when it is picked (decision 051: the library's
 * credit is the one the article shows). Best effort: should it fail, the post's image_credit still shows.
 */
export async function recordCoverCredit(url: string | null, credit: ImageCredit | null): Promise<void> {
  const ref = mediaRefOfUrl(url)
  if (!ref || !credit) return
  try {
    if ((await getOneMediaDetails(ref)).credit_kind) return
    // Only the credit columns: alt text typed meanwhile stays.
    await saveMediaCredit(
      ref,
      credit.source === 'ai'
        ? { credit_kind: 'ai' }
        : { credit_kind: 'pexels', credit_author: credit.photographer, credit_url: credit.url ?? null },
    )
  } catch {
    // image_credit stays the fallback
  }
}

function AltSummary({ details, failed }: { details: MediaDetails | undefined; failed: boolean }) {
  if (failed) return <p className="text-xs text-red-600">Não foi possível carregar os detalhes da imagem.</p>
  if (!details) return <p className="text-xs text-slate-500">Carregando detalhes…</p>
  if (details.alt.trim()) {
    return (
      <p className="text-xs text-slate-700" data-testid="cover-alt">
        <span className="font-medium">Texto alternativo:</span> {details.alt}
      </p>
    )
  }
  if (details.decorative) return <p className="text-xs text-slate-700">Imagem decorativa (sem texto alternativo).</p>
  return <p className="text-xs text-amber-800">Sem texto alternativo: descreva a imagem antes de publicar.</p>
}

/**
 * Under the cover: its alt text (publishing needs it, or "Imagem decorativa") and "Detalhes da imagem"
 * for alt, caption and credit, kept in the media library (decision 051). `error`: the database's refusal
 * to publish, naming this cover.
 */
export function CoverDetails({ url, error, onSaved }: { url: string | null; error?: string; onSaved: () => void }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const ref = mediaRefOfUrl(url)
  const query = useQuery({
    queryKey: ref ? mediaDetailsKey(ref) : ['media', 'details', 'none'],
    queryFn: () => getOneMediaDetails(ref!),
    enabled: ref !== null,
  })
  if (!url) return null
  return (
    <div className="space-y-2">
      {ref ? (
        <>
          <AltSummary details={query.data} failed={query.isError} />
          <Button variant="outline" size="sm" disabled={!query.data} onClick={() => setOpen(true)}>
            <FileImage aria-hidden="true" />
            Detalhes da imagem
          </Button>
          {query.data ? (
            <ImageDetailsDialog
              details={query.data}
              open={open}
              onOpenChange={setOpen}
              onSaved={(saved) => {
                queryClient.setQueryData(mediaDetailsKey(saved), saved)
                onSaved()
              }}
            />
          ) : null}
        </>
      ) : (
        <p className="text-xs text-amber-800">
          Esta capa não está na biblioteca de mídia: envie ou escolha a imagem pela biblioteca para descrevê-la.
        </p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}
