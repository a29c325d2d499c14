import type * as React from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, Eye, History, LogOut, Save, Send, SendToBack } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { UnsavedChangesDialog } from '@/components/feedback/unsaved-changes-dialog'
import { Button, buttonVariants } from '@/components/ui/button'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'
import { toast } from '@/hooks/use-toast'
import type { Profile } from '@/lib/auth/profile'
import { useSignOut } from '@/lib/auth/sign-out'
import { useSession } from '@/lib/auth/session-context'
import { complianceRefusal, type StoredFinding } from '@/lib/compliance/post-compliance'
import { useCompliancePack } from '@/lib/compliance/use-compliance-pack'
import { checkSlug } from '@/features/posts/api/find-free-slug'
import { getPostForEdit, type EditablePost } from '@/features/posts/api/get-post-for-edit'
import {
  getLatestEdit,
  isSlugTaken,
  isVersionConflict,
  useSavePost,
  type LatestEdit,
  type SavePostInput,
} from '@/features/posts/api/save-post'
import { postViewHref } from '@/features/posts/components/admin-post-card'
import { ComplianceOverrideDialog, ComplianceReviewDialog } from '@/features/posts/components/compliance-override-dialog'
import { ConflictDialog } from '@/features/posts/components/post-editor/conflict-dialog'
import { PostEditorMainFields } from '@/features/posts/components/post-editor/post-editor-main-fields'
import { PublishedPostActions } from '@/features/posts/components/post-editor/published-post-actions'
import { PublicPageStatus } from '@/features/posts/components/post-editor/public-page-status'
import { PostEditorSidebar, type PostEditorChoices } from '@/features/posts/components/post-editor/post-editor-sidebar'
import { ReviewCard } from '@/features/posts/components/post-editor/review-card'
import { referencesText, RevisionsSheet } from '@/features/posts/components/post-editor/revisions-sheet'
import { usePostBackup } from '@/features/posts/hooks/use-post-backup'
import {
  postEditorSchema,
  REQUIRED_FIELDS,
  REQUIRED_FIELDS_MESSAGE,
  type PostEditorValues,
} from '@/features/posts/schemas'
import { isDerivedExcerpt } from '@/features/posts/utils/excerpt'
import { formValuesFromPost, postPayloadFromForm } from '@/features/posts/utils/post-form-values'
import { findingsToPublish } from '@/features/posts/utils/publish-findings'
import { referenceFromFields, referenceToFields } from '@/features/posts/utils/references'
import type { EditorialRights } from '@/features/posts/utils/post-permissions'
import { effectiveStatus, isPubliclyVisible } from '@/features/posts/utils/post-status'
import { formatInBlogTime } from '@/features/posts/utils/schedule-time'
import { useUnsavedChangesPrompt } from '@/hooks/use-unsaved-changes-prompt'
import type { PostStatus } from '@/lib/post-status'
import { formatShortDate } from '@/lib/dates'
import { toAppError } from '@/lib/errors'
import { isSlugRuleViolation, SLUG_RULE_MESSAGE } from '@/lib/slug-rule'

const SAVE_LABELS: Record<PostStatus, string> = {
  draft: 'Salvar Rascunho',
  review: 'Enviar para Revisão',
  scheduled: 'Agendar',
  published: 'Publicar',
}

function successMessage(saved: EditablePost, created: boolean) {
  const detail =
    saved.status === 'published'
      ? 'Post publicado com sucesso!'
      : saved.status === 'scheduled' && saved.published_at
        ? `Post agendado para ${formatInBlogTime(saved.published_at)}.`
        : saved.status === 'review'
          ? 'Post enviado para revisão.'
          : 'Rascunho salvo.'
  return created ? { title: 'Post criado com sucesso!', description: detail } : { title: detail }
}

/**
 * A failed save's toast. None when a dialog explains it instead: the conflict dialog for a newer save
 * of a saved post, the override dialog for a justified publish (unless the slug or the version is why).
 */
function saveErrorToast(error: unknown, { post, justification }: SavePostInput) {
  if (post && isVersionConflict(error)) return null
  // Findings open the justification (or review) dialog instead.
  if (!justification && complianceRefusal(error)) return null
  if (isSlugTaken(error)) return { title: 'Erro', description: 'Este slug já está em uso por outro post.' }
  if (isSlugRuleViolation(error)) return { title: 'Erro', description: SLUG_RULE_MESSAGE }
  if (justification && !isVersionConflict(error)) return null
  return { title: 'Erro', description: toAppError(error).message || (post ? 'Ocorreu um erro inesperado' : 'Erro ao criar post') }
}

/**
 * The one post editor (new and edit, docs/decisions/006-post-editor-never-loses-work.md): it never loses work. The form is backed up
 * in this browser every few seconds, leaving with unsaved changes asks first, a save that would
 * overwrite somebody else's newer save is refused by the database and explained, and every save keeps
 * a revision that "Histórico" can bring back.
 */
export function PostEditorForm({
  post,
  profile,
  rights,
  choices,
  savedPostCards,
}: {
  post: EditablePost | null
  profile: Profile
  rights: EditorialRights
  choices: PostEditorChoices
  /** Cards of other features the route adds under the sidebar once the post exists (e.g. the newsletter). */
  savedPostCards?: (saved: { id: string; title: string }, unsaved: boolean) => React.ReactNode
}) {
  const navigate = useNavigate()
  const signOut = useSignOut()
  const { user } = useSession()
  const formId = useId()
  const painted = useAfterFirstPaint()
  const [saved, setSaved] = useState(post)
  const initial = formValuesFromPost(post, profile.id)
  const form = useForm<PostEditorValues>({ resolver: zodResolver(postEditorSchema), defaultValues: initial })
  const { isDirty } = form.formState
  const status = useWatch({ control: form.control, name: 'status' })

  const save = useSavePost({ meta: { errorToast: saveErrorToast } })
  const { data: pack } = useCompliancePack()
  const [conflict, setConflict] = useState<{ latest: LatestEdit; values: PostEditorValues } | null>(null)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [askSignOut, setAskSignOut] = useState(false)
  // The database refused to publish over compliance findings: an editor or admin justifies them, an
  // author sends the post for review.
  const [overrideAsk, setOverrideAsk] = useState<{ values: PostEditorValues; findings: StoredFinding[] } | null>(null)
  const [overrideFailure, setOverrideFailure] = useState<string | null>(null)
  const [reviewAsk, setReviewAsk] = useState<{ values: PostEditorValues; count: number } | null>(null)

  const { blocker, allowNextNavigation } = useUnsavedChangesPrompt(isDirty)
  const backup = usePostBackup({ postId: post?.id ?? null, dirty: isDirty, getValues: form.getValues, loaded: initial })

  function onSaved(row: EditablePost) {
    const created = !saved
    backup.clear(post?.id ?? null)
    setSaved(row)
    form.reset(formValuesFromPost(row, profile.id))
    toast(successMessage(row, created))
    if (created) {
      // docs/product-guide.md#writing-and-publishing: after the first save the editor continues on the post's own URL.
      allowNextNavigation()
      void navigate(paths.admin.editPost.href(row.id), { replace: true })
    }
  }

  async function onSaveFailed(error: unknown, values: PostEditorValues) {
    const refusal = complianceRefusal(error)
    if (refusal) {
      askAboutFindings(values, refusal.findings)
      return
    }
    if (saved && isVersionConflict(error)) {
      setConflict({
        latest: await getLatestEdit(saved.id).catch(() => ({
          version: saved.version,
          updated_at: saved.updated_at,
          editorId: null,
          editorName: null,
        })),
        values,
      })
      return
    }
    if (isSlugTaken(error)) {
      const { suggestion } = await checkSlug(values.slug, saved?.id ?? null).catch(() => ({
        suggestion: `${values.slug}-2`,
      }))
      form.setError('slug', { message: `Este slug já está em uso. Sugestão: ${suggestion}` }, { shouldFocus: true })
    } else if (isSlugRuleViolation(error)) {
      form.setError('slug', { message: SLUG_RULE_MESSAGE }, { shouldFocus: true })
    }
  }

  function persist(values: PostEditorValues, base: EditablePost | null) {
    if (!user) {
      toast({
        title: 'Erro de autenticação',
        description: 'Você precisa estar logado para criar posts.',
        variant: 'destructive',
      })
      return
    }
    form.setValue('status', values.status, { shouldDirty: true })
    save.mutate({ post: base, values }, { onSuccess: onSaved, onError: (error) => void onSaveFailed(error, values) })
  }

  /** The override dialog's save: it stays open, with the justification, until the save succeeds. */
  function persistWithJustification(values: PostEditorValues, justification: string) {
    setOverrideFailure(null)
    save.mutate(
      { post: saved, values, justification },
      {
        onSuccess: (row) => {
          setOverrideAsk(null)
          onSaved(row)
        },
        onError: (error) => {
          if (isVersionConflict(error) || isSlugTaken(error) || isSlugRuleViolation(error)) {
            setOverrideAsk(null)
            void onSaveFailed(error, values)
            return
          }
          setOverrideFailure(toAppError(error).message || 'Ocorreu um erro inesperado')
        },
      },
    )
  }

  function onInvalid(errors: FieldErrors<PostEditorValues>) {
    const missingRequired = REQUIRED_FIELDS.some((field) => errors[field])
    const first = errors.reference_list
      ? (errors.reference_list.message ?? 'Confira as referências: há campos inválidos, marcados em cada uma.')
      : Object.values(errors)[0]?.message
    toast({
      title: 'Erro',
      description: missingRequired ? REQUIRED_FIELDS_MESSAGE : String(first ?? 'Verifique os campos destacados.'),
      variant: 'destructive',
    })
  }

  /**
   * Saves with the chosen status (or `nextStatus`). Publishing or scheduling a text with findings asks
   * first — editors and admins for a justification, authors to send it for review — by the rules the
   * database applies; should the database still refuse (rules changed meanwhile), onSaveFailed asks.
   */
  function submit(nextStatus?: PostStatus) {
    void form.handleSubmit((formValues) => {
      const values = nextStatus ? { ...formValues, status: nextStatus } : formValues
      const findings = pack ? findingsToPublish(pack, postPayloadFromForm(values, saved?.published_at ?? null), saved) : []
      if (findings.length > 0) askAboutFindings(values, findings)
      else persist(values, saved)
    }, onInvalid)()
  }

  function askAboutFindings(values: PostEditorValues, findings: StoredFinding[]) {
    if (rights.canOverrideCompliance) setOverrideAsk({ values, findings })
    else setReviewAsk({ values, count: findings.length })
  }

  async function reloadSaved() {
    if (!saved) return
    backup.saveNow() // this person's text stays recoverable ("Recuperar alterações não salvas?")
    const fresh = await getPostForEdit(saved.id)
    setSaved(fresh)
    form.reset(formValuesFromPost(fresh, profile.id))
    setConflict(null)
    toast({ title: 'Versão salva carregada.' })
  }

  const isPublic = saved ? isPubliclyVisible(saved) : false
  const primaryLabel =
    status === 'published' && saved && effectiveStatus(saved) === 'published' ? 'Atualizar' : SAVE_LABELS[status]

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.admin.posts.href()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" />
          Voltar para Posts
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          {saved ? (
            <>
              <Button variant="outline" size="sm" onClick={() => setHistoryOpen(true)}>
                <History aria-hidden="true" />
                Histórico
              </Button>
              {isPublic ? (
                <PublishedPostActions
                  post={saved}
                  canUnpublish={rights.canPublish}
                  onUnpublished={(row) => {
                    setSaved(row)
                    form.resetField('status', { defaultValue: row.status })
                  }}
                />
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
          <Button
            variant="ghost"
            size="sm"
            onClick={() => (isDirty ? setAskSignOut(true) : void signOut(paths.admin.auth.href()))}
          >
            <LogOut aria-hidden="true" />
            Sair
          </Button>
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{saved ? 'Editar Post' : 'Novo Post'}</h1>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="save-state">
            {isDirty
              ? 'Alterações não salvas'
              : saved
                ? `Salvo · criado em ${formatShortDate(saved.created_at)} · versão ${saved.version}`
                : 'Ainda não salvo'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {rights.canPublish && (status === 'draft' || status === 'review') ? (
            <Button variant="outline" disabled={save.isPending} onClick={() => submit('published')}>
              <Send aria-hidden="true" />
              Publicar
            </Button>
          ) : null}
          {!rights.canPublish && status === 'draft' ? (
            <Button variant="outline" disabled={save.isPending} onClick={() => submit('review')}>
              <SendToBack aria-hidden="true" />
              Enviar para revisão
            </Button>
          ) : null}
          <Button form={formId} type="submit" disabled={save.isPending}>
            <Save aria-hidden="true" />
            {save.isPending ? 'Salvando...' : primaryLabel}
          </Button>
        </div>
      </div>

      {saved ? <PublicPageStatus post={saved} /> : null}

      {backup.offered ? (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="flex-1">
            <strong>Recuperar alterações não salvas?</strong> Há alterações deste post feitas neste navegador em{' '}
            {formatInBlogTime(backup.offered.savedAt)} que não foram salvas.
          </p>
          <Button
            size="sm"
            onClick={() => {
              form.reset(backup.offered?.values, { keepDefaultValues: true })
              backup.dismissOffer()
              toast({ title: 'Alterações recuperadas. Salve para mantê-las.' })
            }}
          >
            Recuperar
          </Button>
          <Button size="sm" variant="outline" onClick={() => backup.clear()}>
            Descartar
          </Button>
        </div>
      ) : null}

      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <PostEditorMainFields form={form} postId={saved?.id ?? null} slugFollowsTitle={!post} />
        <div className="min-w-0 space-y-4">
          {/* From the second frame on: the first one, which the person waits for, holds the post itself (decision 032). */}
          {painted ? (
            <PostEditorSidebar form={form} profile={profile} rights={rights} readTimeFollowsContent={!post} choices={choices} />
          ) : (
            <div className="min-h-[40rem]" aria-busy="true" />
          )}
          {saved ? (
            <ReviewCard
              postId={saved.id}
              version={saved.version}
              canRecord={profile.role === 'editor' || profile.role === 'admin'}
              unsaved={isDirty}
            />
          ) : null}
          {saved && savedPostCards ? savedPostCards({ id: saved.id, title: saved.title }, isDirty) : null}
        </div>
      </form>

      {saved ? (
        <RevisionsSheet
          postId={saved.id}
          open={historyOpen}
          onOpenChange={setHistoryOpen}
          current={{
            title: form.getValues('title'),
            excerpt: form.getValues('excerpt'),
            content: form.getValues('content'),
            references: referencesText(form.getValues('reference_list').map(referenceFromFields)),
          }}
          onRestore={(revision) => {
            form.setValue('title', revision.title, { shouldDirty: true })
            // A version saved with an empty "Resumo" holds the automatic excerpt: the field stays empty and follows the content.
            form.setValue('excerpt', isDerivedExcerpt(revision.excerpt, revision.content) ? '' : (revision.excerpt ?? ''), { shouldDirty: true })
            form.setValue('content', revision.content, { shouldDirty: true })
            // The content's markers point at the references of the same revision.
            form.setValue('reference_list', revision.reference_list.map(referenceToFields), { shouldDirty: true })
            toast({ title: 'Versão restaurada no formulário.', description: 'Salve para mantê-la.' })
          }}
        />
      ) : null}

      {conflict && saved ? (
        <ConflictDialog
          latest={conflict.latest}
          currentUserId={profile.id}
          busy={save.isPending}
          onClose={() => setConflict(null)}
          onReload={() =>
            void reloadSaved().catch((error: unknown) =>
              toast({ title: 'Erro', description: toAppError(error).message, variant: 'destructive' }),
            )
          }
          onOverwrite={() => {
            const { values, latest } = conflict
            setConflict(null)
            persist(values, { ...saved, version: latest.version })
          }}
        />
      ) : null}

      {overrideAsk ? (
        <ComplianceOverrideDialog
          findings={overrideAsk.findings}
          schedule={overrideAsk.values.status === 'scheduled'}
          pending={save.isPending}
          failure={overrideFailure}
          onConfirm={(justification) => persistWithJustification(overrideAsk.values, justification)}
          onClose={() => {
            setOverrideAsk(null)
            setOverrideFailure(null)
          }}
        />
      ) : null}

      {reviewAsk ? (
        <ComplianceReviewDialog
          count={reviewAsk.count}
          pending={save.isPending}
          onSendForReview={() => {
            const { values } = reviewAsk
            setReviewAsk(null)
            persist({ ...values, status: 'review' }, saved)
          }}
          onClose={() => setReviewAsk(null)}
        />
      ) : null}

      <UnsavedChangesDialog
        open={blocker.state === 'blocked' || askSignOut}
        onStay={() => {
          if (blocker.state === 'blocked') blocker.reset()
          setAskSignOut(false)
        }}
        onLeave={() => {
          backup.clear()
          if (blocker.state === 'blocked') blocker.proceed()
          if (askSignOut) {
            setAskSignOut(false)
            allowNextNavigation()
            void signOut(paths.admin.auth.href())
          }
        }}
      />
    </div>
  )
}
