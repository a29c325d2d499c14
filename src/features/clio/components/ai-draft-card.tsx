import { Check, ImageOff, Images, RefreshCw, ImagePlus, X } from 'lucide-react'
import { useMemo, useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { MediaPickerDialog } from '@/components/media/media-picker-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { suggestionFor, type AiDraft } from '@/features/clio/api/ai-drafts'
import { useAiDraftActions } from '@/features/clio/hooks/use-ai-draft-actions'
import { useActiveCategories } from '@/lib/active-categories'
import { ComplianceReport, useComplianceFlags } from '@/components/compliance-report'
import { htmlToPlainText } from '@/lib/compliance/check-compliance'
import { postFieldTexts } from '@/lib/compliance/post-compliance'
import { useCompliancePack } from '@/lib/compliance/use-compliance-pack'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'

const PREVIEW_LENGTH = 150 // docs/product-guide.md#limits

/**
 * A pending Clio draft (docs/product-guide.md#clio-the-ai-assistant "Posts da IA"): image, title, subtitle, theme, a 150-character
 * preview, when it was generated (Brasília time), its compliance flags, and the actions for those who may change it.
 */
export function AiDraftCard({ draft, canChange }: { draft: AiDraft; canChange: boolean }) {
  const [confirmApprove, setConfirmApprove] = useState(false)
  const actions = useAiDraftActions(draft)
  // The draft as the post it becomes, checked as the database will check it when it is published.
  const fields = useMemo(
    () =>
      postFieldTexts({
        title: draft.titulo,
        excerpt: draft.subtitulo,
        key_points: draft.pontos_chave,
        content: draft.conteudo,
        tags: draft.tags_sugeridas,
        reference_list: draft.referencias,
      }),
    [draft.titulo, draft.subtitulo, draft.pontos_chave, draft.conteudo, draft.tags_sugeridas, draft.referencias],
  )
  const { flags } = useComplianceFlags(useCompliancePack().data, fields)

  function approve() {
    setConfirmApprove(false)
    actions.approve()
  }

  return (
    <article
      className="min-w-0 overflow-hidden rounded-lg border border-slate-200 bg-white"
      data-testid="ai-draft-card"
    >
      <DraftHeading draft={draft} />
      <div className="space-y-2 px-3 pb-3">
        <DraftSummary draft={draft} />
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
          <DraftActions
            draft={draft}
            actions={actions}
            onApprove={() => (flags.length > 0 ? setConfirmApprove(true) : approve())}
          />
        ) : null}
      </div>
      {confirmApprove ? (
        <ConfirmDialog
          title="Aprovar com pontos a revisar?"
          question={`A verificação de conformidade encontrou ${flags.length} ${flags.length === 1 ? 'trecho' : 'trechos'} que podem violar as regras de publicidade (ANVISA/CFM).`}
          confirmLabel="Aprovar mesmo assim"
          pendingLabel="Aprovando..."
          failure={null}
          pending={actions.approving}
          onClose={() => setConfirmApprove(false)}
          onConfirm={approve}
        >
          <p className="text-sm text-slate-700">
            O post será salvo como rascunho; revise esses trechos no editor antes de publicar.
          </p>
        </ConfirmDialog>
      ) : null}
    </article>
  )
}

/** Compact: a thumbnail beside the theme, the title and when Clio wrote it. */
function DraftHeading({ draft }: { draft: AiDraft }) {
  return (
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
  )
}

/** The texts cut to a few lines, Clio's category and tags, its notes folded, how many references go along. */
function DraftSummary({ draft }: { draft: AiDraft }) {
  const categories = useActiveCategories()
  const suggestion = suggestionFor(draft, categories.data ?? [])
  const preview = htmlToPlainText(draft.conteudo).replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH)
  return (
    <>
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
      {draft.pontos_chave.length > 0 ? (
        <details className="rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-800" data-testid="ai-draft-key-points">
          <summary className="cursor-pointer font-semibold">Pontos-chave ({draft.pontos_chave.length})</summary>
          <ul className="mt-1 list-disc space-y-1 pl-4">
            {draft.pontos_chave.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </details>
      ) : null}
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
    </>
  )
}

// On phones the two image actions show only their icons (their names stay for screen readers and as
// tooltips), so the card keeps two rows of buttons and stays compact (tests/e2e/editor-polish.test.ts).
function DraftActions({
  draft,
  actions,
  onApprove,
}: {
  draft: AiDraft
  actions: ReturnType<typeof useAiDraftActions>
  onApprove: () => void
}) {
  const { busy } = actions
  const [picking, setPicking] = useState(false)
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      <Button size="sm" disabled={busy} onClick={onApprove}>
        <Check aria-hidden="true" />
        {actions.approving ? 'Aprovando...' : 'Aprovar'}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={actions.regenerateText}>
        <RefreshCw aria-hidden="true" className={actions.regeneratingText ? 'animate-spin' : undefined} />
        Regenerar Texto
      </Button>
      {draft.imagem?.url ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={actions.regenerateImage} title="Regenerar Imagem">
          <ImagePlus aria-hidden="true" className={actions.regeneratingImage ? 'animate-pulse' : undefined} />
          <span className="sr-only sm:not-sr-only">Regenerar Imagem</span>
        </Button>
      ) : null}
      <Button size="sm" variant="outline" disabled={busy} onClick={() => setPicking(true)} title="Da biblioteca">
        <Images aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Da biblioteca</span>
      </Button>
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Escolher a imagem do post"
        onPick={({ url }) => actions.chooseImage(url)}
      />
      <Button
        size="sm"
        variant="outline"
        className="text-red-700 hover:bg-red-50"
        disabled={busy}
        onClick={actions.reject}
      >
        <X aria-hidden="true" />
        Rejeitar
      </Button>
    </div>
  )
}
