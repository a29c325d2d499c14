import { ArrowLeft, Eye, History, Save, Send, SendToBack, X } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button, buttonVariants } from '@/components/ui/button'
import type { PostStatus } from '@/lib/post-status'
import { formatShortDate } from '@/lib/dates'
import type { EditablePost } from '@/features/posts/api/get-post-for-edit'
import { postViewHref } from '@/features/posts/components/admin-post-card'
import { ReturnToAuthorButton } from '@/features/posts/components/post-editor/return-to-author-dialog'
import { PublishedPostActions } from '@/features/posts/components/post-editor/published-post-actions'
import type { PostBackup } from '@/features/posts/hooks/use-post-backup'
import type { PostSave } from '@/features/posts/hooks/use-post-save'
import type { EditorialRights } from '@/features/posts/utils/post-permissions'
import { effectiveStatus, isPubliclyVisible } from '@/features/posts/utils/post-status'
import { formatInBlogTime } from '@/features/posts/utils/schedule-time'

/** The save button when it changes the post's status to this one: it says what it does. */
const STATUS_CHANGE_LABELS: Record<PostStatus, string> = {
  draft: 'Voltar para rascunho',
  review: 'Enviar para revisão',
  scheduled: 'Agendar',
  published: 'Publicar',
}

/**
 * The primary button: "Salvar" while the status stays (a live post: "Atualizar"), else the change it
 * makes ("Enviar para revisão", "Agendar", "Publicar", "Voltar para rascunho").
 */
export function saveButtonLabel(status: PostStatus, saved: Pick<EditablePost, 'status' | 'published_at'> | null) {
  // A scheduled post whose time has passed is live: the editor shows it as "Publicado".
  const current = saved ? effectiveStatus(saved) : 'draft'
  if (status !== current) return STATUS_CHANGE_LABELS[status]
  return current === 'published' ? 'Atualizar' : 'Salvar'
}

/**
 * "Voltar para Posts", and for a saved post "Histórico" and "Visualizar" (or "Despublicar"); "Sair",
 * which closes the post and returns to the list (signing out is the header's).
 */
export function PostEditorTopBar({
  saved,
  canUnpublish,
  onHistory,
  onUnpublished,
}: {
  saved: EditablePost | null
  canUnpublish: boolean
  onHistory: () => void
  onUnpublished: (row: EditablePost) => void
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Link to={paths.admin.posts.href()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft aria-hidden="true" />
        Voltar para Posts
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        {saved ? (
          <>
            <Button variant="outline" size="sm" onClick={onHistory}>
              <History aria-hidden="true" />
              Histórico
            </Button>
            {isPubliclyVisible(saved) ? (
              <PublishedPostActions post={saved} canUnpublish={canUnpublish} onUnpublished={onUnpublished} />
            ) : (
              <a
                href={postViewHref(saved)}
                target="_blank"
                rel="noopener"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <Eye aria-hidden="true" />
                Visualizar
              </a>
            )}
          </>
        ) : null}
        <Link
          to={paths.admin.posts.href()}
          aria-label="Sair do editor"
          title="Fechar o post e voltar para a lista"
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          <X aria-hidden="true" />
          Sair
        </Link>
      </div>
    </div>
  )
}

/** The heading, whether the form is saved, and the save buttons the status and the person's rights offer (and "Devolver ao autor"). */
export function PostEditorTitleBar({
  save: { saved, pending, submit, statusChanged },
  status,
  dirty,
  rights,
  formId,
  canReturnToAuthor,
}: {
  save: PostSave
  status: PostStatus
  dirty: boolean
  rights: EditorialRights
  formId: string
  /** Editors and admins give a post in review back to its author with a note. */
  canReturnToAuthor: boolean
}) {
  const primaryLabel = saveButtonLabel(status, saved)
  return (
    <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{saved ? 'Editar Post' : 'Novo Post'}</h1>
        <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="save-state">
          {dirty
            ? 'Alterações não salvas'
            : saved
              ? `Salvo · criado em ${formatShortDate(saved.created_at)} · versão ${saved.version}`
              : 'Ainda não salvo'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {canReturnToAuthor && saved?.status === 'review' ? (
          <ReturnToAuthorButton post={saved} onReturned={statusChanged} />
        ) : null}
        {rights.canPublish && (status === 'draft' || status === 'review') ? (
          <Button variant="outline" disabled={pending} onClick={() => submit('published')}>
            <Send aria-hidden="true" />
            Publicar
          </Button>
        ) : null}
        {!rights.canPublish && status === 'draft' ? (
          <Button variant="outline" disabled={pending} onClick={() => submit('review')}>
            <SendToBack aria-hidden="true" />
            Enviar para revisão
          </Button>
        ) : null}
        <Button form={formId} type="submit" disabled={pending}>
          <Save aria-hidden="true" />
          {pending ? 'Salvando...' : primaryLabel}
        </Button>
      </div>
    </div>
  )
}

/** "Recuperar alterações não salvas?": a backup of this post from this browser, newer than what was loaded. */
export function BackupOffer({
  offer,
  onRecover,
  onDiscard,
}: {
  offer: PostBackup
  onRecover: () => void
  onDiscard: () => void
}) {
  return (
    <div
      role="alert"
      className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="flex-1">
        <strong>Recuperar alterações não salvas?</strong> Há alterações deste post feitas neste navegador em{' '}
        {formatInBlogTime(offer.savedAt)} que não foram salvas.
      </p>
      <Button size="sm" onClick={onRecover}>
        Recuperar
      </Button>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        Descartar
      </Button>
    </div>
  )
}
