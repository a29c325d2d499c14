import { Check, ImageOff, RefreshCw, ImagePlus, X } from 'lucide-react'
import { useMutation } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { paths } from '@/config/paths'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import {
  draftExtras,
  suggestionFor,
  useApproveAiDraft,
  useRejectAiDraft,
  useUpdateAiDraft,
  type AiDraft,
} from '@/features/clio/api/ai-drafts'
import { useActiveCategories } from '@/lib/active-categories'
import { clio } from '@/lib/clio/clio'
import { ComplianceReport, useComplianceFlags } from '@/components/compliance-report'
import { htmlToPlainText } from '@/lib/compliance/check-compliance'
import { postFieldTexts } from '@/lib/compliance/post-compliance'
import { useCompliancePack } from '@/lib/compliance/use-compliance-pack'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'

const PREVIEW_LENGTH = 150 // docs/product-guide.md#limits

/** A failure's toast comes from the mutation's meta; nothing more to do here. */
const reported = () => undefined

/**
 * A pending Clio draft (docs/product-guide.md#clio-the-ai-assistant "Posts da IA"): image, title, subtitle, theme, a 150-character
 * preview, when it was generated (Brasília time), its compliance flags, and the actions for those who may change it.
 */
export function AiDraftCard({ draft, canChange }: { draft: AiDraft; canChange: boolean }) {
  const [confirmApprove, setConfirmApprove] = useState(false)
  const approve = useApproveAiDraft({
    meta: { errorToast: { title: 'Erro', description: 'Falha ao aprovar post. Tente novamente.' } },
  })
  const reject = useRejectAiDraft({
    meta: {
      errorToast: (error: unknown) => ({
        title: 'Erro',
        description: error instanceof Error ? error.message : 'Falha ao rejeitar post.',
      }),
    },
  })
  const update = useUpdateAiDraft()
  const categories = useActiveCategories()
  const suggestion = suggestionFor(draft, categories.data ?? [])
  // Clio's calls are not retried (each has its own time-out); saving the draft keeps its hook's retry.
  const textRegeneration = useMutation({
    mutationFn: async () => {
      const text = await clio.regenerateText({ tema: draft.tema })
      await update.mutateAsync({
        id: draft.id,
        changes: {
          titulo: text.titulo,
          subtitulo: text.subtitulo,
          conteudo: text.conteudo,
          proveniencia: text.proveniencia,
          ...draftExtras(text),
        },
      })
    },
    retry: false,
    meta: { errorToast: { title: 'Erro', description: 'Falha ao regenerar texto.' } },
    onSuccess: () => toast({ title: 'Texto regenerado!' }),
  })
  const imageRegeneration = useMutation({
    mutationFn: async () => {
      const imagem = await clio.regenerateImage({ titulo: draft.titulo, estilo_imagem: draft.estilo_imagem })
      if (!imagem) throw new Error('sem imagem')
      await update.mutateAsync({ id: draft.id, changes: { imagem, imagem_error: null } })
    },
    retry: false,
    meta: { errorToast: { title: 'Erro', description: 'Falha ao regenerar imagem. Tente novamente.' } },
    onSuccess: () => toast({ title: 'Imagem regenerada!' }),
  })
  const busy = approve.isPending || textRegeneration.isPending || imageRegeneration.isPending || reject.isPending
  // The draft as the post it becomes, checked as the database will check it when it is published.
  const fields = useMemo(
    () =>
      postFieldTexts({
        title: draft.titulo,
        excerpt: draft.subtitulo,
        content: draft.conteudo,
        tags: draft.tags_sugeridas,
        reference_list: draft.referencias,
      }),
    [draft.titulo, draft.subtitulo, draft.conteudo, draft.tags_sugeridas, draft.referencias],
  )
  const { flags } = useComplianceFlags(useCompliancePack().data, fields)
  const preview = htmlToPlainText(draft.conteudo).replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH)

  // Approving or rejecting takes the draft out of the queue, so this card may be gone by the time it
  // settles: the success toast follows mutateAsync's promise, which settles all the same.
  function doApprove() {
    setConfirmApprove(false)
    approve.mutateAsync(draft).then(({ postId, withImage }) => {
      toast({
        title: 'Post aprovado!',
        description: withImage ? 'Salvo como rascunho.' : 'Salvo como rascunho, sem imagem.',
        action: { label: 'Abrir no editor', href: paths.admin.editPost.href(postId) },
        duration: 10_000,
      })
    }, reported)
  }

  function doReject() {
    reject.mutateAsync(draft.id).then(() => toast({ title: 'Post rejeitado.' }), reported)
  }

  return (
    <article
      className="min-w-0 overflow-hidden rounded-lg border border-slate-200 bg-white"
      data-testid="ai-draft-card"
    >
      {/* Compact: a thumbnail beside the theme and title, texts cut to a few lines, the notes folded. */}
      <div className="flex gap-3 p-3">
        {draft.imagem?.url ? (
          <img
            src={draft.imagem.url}
            alt={draft.titulo}
            width={1024}
            height={1024}
            loading="lazy"
            className="size-20 shrink-0 rounded-md bg-slate-100 object-cover sm:size-24"
          />
        ) : (
          <div className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-md bg-slate-100 text-center text-xs text-slate-500 sm:size-24">
            <ImageOff className="size-5" aria-hidden="true" />
            Sem imagem
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <Badge variant="info" className="max-w-full" title={draft.tema} data-testid="ai-draft-theme">
            <span className="min-w-0 truncate">{draft.tema}</span>
          </Badge>
          <h3 className="line-clamp-2 font-semibold break-words text-slate-900">{draft.titulo}</h3>
          <p className="text-xs text-slate-500">Gerado em {formatBrasiliaDateTime(draft.created_at)}</p>
        </div>
      </div>
      <div className="space-y-2 px-3 pb-3">
        {draft.subtitulo ? <p className="line-clamp-2 text-sm text-slate-700">{draft.subtitulo}</p> : null}
        <p className="line-clamp-2 text-sm text-slate-600" data-testid="ai-draft-preview">
          {preview}
          {preview.length === PREVIEW_LENGTH ? '…' : ''}
        </p>
        <p className="text-xs text-slate-600" data-testid="ai-draft-suggestion">
          Sugestão da Clio: categoria {suggestion.category ? <strong>{suggestion.category.name}</strong> : 'nenhuma'} ·
          tags {suggestion.tags.map((tag) => `#${tag}`).join(' ')}
          <span className="block text-slate-500">Você pode mudar categoria e tags no editor depois de aprovar.</span>
        </p>
        {draft.notas ? (
          <details className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900" data-testid="ai-draft-notes">
            <summary className="cursor-pointer font-semibold">Notas da Clio para a edição</summary>
            <p className="mt-1 whitespace-pre-line">{draft.notas}</p>
          </details>
        ) : null}
        {draft.referencias.length > 0 ? (
          <p className="text-xs text-slate-600">
            {draft.referencias.length} {draft.referencias.length === 1 ? 'referência' : 'referências'} irão para o post.
          </p>
        ) : null}
        <details className="rounded-md border border-slate-200 px-3 py-2 text-xs" open={flags.length > 0}>
          <summary className="cursor-pointer font-medium text-slate-800">
            {flags.length === 0
              ? 'Conformidade: nenhum problema'
              : `Conformidade: ${flags.length} ${flags.length === 1 ? 'ponto' : 'pontos'} a revisar`}
          </summary>
          <div className="mt-2 text-sm">
            <ComplianceReport fields={fields} title="Verificação de conformidade" />
          </div>
        </details>
        {canChange ? (
          <div className="flex flex-wrap gap-2 pt-1">
            <Button
              size="sm"
              disabled={busy}
              onClick={() => (flags.length > 0 ? setConfirmApprove(true) : doApprove())}
            >
              <Check aria-hidden="true" />
              {approve.isPending ? 'Aprovando...' : 'Aprovar'}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => textRegeneration.mutate()}>
              <RefreshCw aria-hidden="true" className={textRegeneration.isPending ? 'animate-spin' : undefined} />
              Regenerar Texto
            </Button>
            {draft.imagem?.url ? (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => imageRegeneration.mutate()}>
                <ImagePlus aria-hidden="true" className={imageRegeneration.isPending ? 'animate-pulse' : undefined} />
                Regenerar Imagem
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              className="text-red-700 hover:bg-red-50"
              disabled={busy}
              onClick={doReject}
            >
              <X aria-hidden="true" />
              Rejeitar
            </Button>
          </div>
        ) : null}
      </div>
      {confirmApprove ? (
        <ConfirmDialog
          title="Aprovar com pontos a revisar?"
          question={`A verificação de conformidade encontrou ${flags.length} ${flags.length === 1 ? 'trecho' : 'trechos'} que podem violar as regras de publicidade (ANVISA/CFM).`}
          confirmLabel="Aprovar mesmo assim"
          pendingLabel="Aprovando..."
          failure={null}
          pending={approve.isPending}
          onClose={() => setConfirmApprove(false)}
          onConfirm={doApprove}
        >
          <p className="text-sm text-slate-700">
            O post será salvo como rascunho; revise esses trechos no editor antes de publicar.
          </p>
        </ConfirmDialog>
      ) : null}
    </article>
  )
}
