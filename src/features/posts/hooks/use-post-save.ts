import { useState } from 'react'
import type { FieldErrors, UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { toast } from '@/hooks/use-toast'
import { useSession } from '@/lib/auth/session-context'
import { complianceRefusal, type StoredFinding } from '@/lib/compliance/post-compliance'
import type { CompliancePack } from '@/lib/compliance/pack'
import { useCompliancePack } from '@/lib/compliance/use-compliance-pack'
import type { PostStatus } from '@/lib/post-status'
import { toAppError } from '@/lib/errors'
import { isSlugRuleViolation, SLUG_RULE_MESSAGE } from '@/lib/slug-rule'
import { checkSlug } from '@/features/posts/api/find-free-slug'
import { getPostForEdit, type EditablePost } from '@/features/posts/api/get-post-for-edit'
import {
  assignmentRefusal,
  getLatestEdit,
  imageAltRefusal,
  isSlugTaken,
  isVersionConflict,
  useSavePost,
  type LatestEdit,
  type SavePostInput,
} from '@/features/posts/api/save-post'
import { REQUIRED_FIELDS, REQUIRED_FIELDS_MESSAGE, type PostEditorValues } from '@/features/posts/schemas'
import type { EditorialRights } from '@/features/posts/utils/post-permissions'
import { postPayloadFromForm, formValuesFromPost } from '@/features/posts/utils/post-form-values'
import { findingsToPublish } from '@/features/posts/utils/publish-findings'
import { formatInBlogTime } from '@/features/posts/utils/schedule-time'

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
  if (assignmentRefusal(error)) return null // shown at the field (showFieldError)
  if (justification && !isVersionConflict(error)) return null
  return {
    title: 'Erro',
    description: toAppError(error).message || (post ? 'Ocorreu um erro inesperado' : 'Erro ao criar post'),
  }
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

/** What the dialogs of a save ask about: a newer save by someone else, or compliance findings. */
interface SaveQuestions {
  conflict: { latest: LatestEdit; values: PostEditorValues } | null
  // The database refused to publish over compliance findings: an editor or admin justifies them, an
  // author sends the post for review.
  overrideAsk: { values: PostEditorValues; findings: StoredFinding[] } | null
  overrideFailure: string | null
  reviewAsk: { values: PostEditorValues; count: number } | null
}

const NO_QUESTIONS: SaveQuestions = { conflict: null, overrideAsk: null, overrideFailure: null, reviewAsk: null }

/** The newest save of the post, as far as the database tells (else what this editor loaded). */
function latestEditOf(saved: EditablePost): Promise<LatestEdit> {
  return getLatestEdit(saved.id).catch(() => ({
    version: saved.version,
    updated_at: saved.updated_at,
    editorId: null,
    editorName: null,
  }))
}

/**
 * A slug (a taken one with the next free one) or an assignment the database refused, explained at its
 * field in the database's own words.
 */
async function showFieldError(
  form: UseFormReturn<PostEditorValues>,
  error: unknown,
  slug: string,
  postId: string | null,
) {
  if (isSlugTaken(error)) {
    const { suggestion } = await checkSlug(slug, postId).catch(() => ({ suggestion: `${slug}-2` }))
    form.setError('slug', { message: `Este slug já está em uso. Sugestão: ${suggestion}` }, { shouldFocus: true })
  } else if (isSlugRuleViolation(error)) {
    form.setError('slug', { message: SLUG_RULE_MESSAGE }, { shouldFocus: true })
  } else if (imageAltRefusal(error)) {
    // Named at the cover when the cover is one of them, else at the body (the toast names them all).
    const { message, images } = imageAltRefusal(error)!
    const field = images.some((image) => image.place === 'capa') ? 'image' : 'content'
    form.setError(field, { message }, { shouldFocus: field === 'content' })
  } else {
    const field = assignmentRefusal(error)
    if (field) form.setError(field, { message: toAppError(error).message }, { shouldFocus: true })
  }
}

interface SaveOptions {
  post: EditablePost | null
  profileId: string
  form: UseFormReturn<PostEditorValues>
  rights: EditorialRights
  backup: { clear: (postId?: string | null) => void; saveNow: () => void }
  allowNextNavigation: () => void
}

const NOT_SIGNED_IN = {
  title: 'Erro de autenticação',
  description: 'Você precisa estar logado para criar posts.',
  variant: 'destructive',
} as const

/**
 * The post as last saved, the save itself, and what follows a successful one: the form starts again
 * from the saved row, the backup goes, and a new post continues on its own URL.
 */
function useSavedPost({ post, profileId, form, backup, allowNextNavigation }: SaveOptions) {
  const navigate = useNavigate()
  const { user } = useSession()
  const [saved, setSaved] = useState(post)
  const save = useSavePost({ meta: { errorToast: saveErrorToast } })

  function onSaved(row: EditablePost) {
    const created = !saved
    backup.clear(post?.id ?? null)
    setSaved(row)
    form.reset(formValuesFromPost(row, profileId))
    toast(successMessage(row, created))
    if (created) {
      // docs/product-guide.md#writing-and-publishing: after the first save the editor continues on the post's own URL.
      allowNextNavigation()
      void navigate(paths.admin.editPost.href(row.id), { replace: true })
    }
  }

  function send(values: PostEditorValues, base: EditablePost | null, onFailed: (error: unknown) => void) {
    if (!user) {
      toast(NOT_SIGNED_IN)
      return
    }
    form.setValue('status', values.status, { shouldDirty: true })
    save.mutate({ post: base, values }, { onSuccess: onSaved, onError: onFailed })
  }

  /** "Recarregar" after a conflict: the saved version replaces the form; this person's text stays in the backup. */
  async function reload(onLoaded: () => void) {
    if (!saved) return
    backup.saveNow() // this person's text stays recoverable ("Recuperar alterações não salvas?")
    try {
      const fresh = await getPostForEdit(saved.id)
      setSaved(fresh)
      form.reset(formValuesFromPost(fresh, profileId))
      onLoaded()
      toast({ title: 'Versão salva carregada.' })
    } catch (error) {
      toast({ title: 'Erro', description: toAppError(error).message, variant: 'destructive' })
    }
  }

  /** "Despublicar" or "Devolver ao autor" changed the saved post: the form's status follows, the rest stays as typed. */
  function statusChanged(row: EditablePost) {
    setSaved(row)
    form.resetField('status', { defaultValue: row.status })
  }

  return { saved, save, onSaved, send, reload, statusChanged }
}

/** The findings that keep a post from being published or scheduled as it is, by the rules the database applies. */
function findingsBeforeSaving(pack: CompliancePack | undefined, values: PostEditorValues, saved: EditablePost | null) {
  return pack ? findingsToPublish(pack, postPayloadFromForm(values, saved?.published_at ?? null), saved) : []
}

/** Findings to publish over: an editor or admin justifies them, an author sends the post for review. */
function findingsQuestion(
  canOverride: boolean,
  values: PostEditorValues,
  findings: StoredFinding[],
): Partial<SaveQuestions> {
  return canOverride ? { overrideAsk: { values, findings } } : { reviewAsk: { values, count: findings.length } }
}

/**
 * The editor's save (docs/decisions/006-post-editor-never-loses-work.md): the saved post, and the
 * questions a save can raise — a conflict with a newer save, findings to justify or to send for
 * review — with the answers that resolve them. The form keeps what was typed whatever happens.
 */
export function usePostSave(options: SaveOptions) {
  const { form, rights } = options
  const { data: pack } = useCompliancePack()
  const { saved, save, onSaved, send, reload, statusChanged } = useSavedPost(options)
  const [questions, setQuestions] = useState<SaveQuestions>(NO_QUESTIONS)
  const ask = (changes: Partial<SaveQuestions>) => setQuestions((current) => ({ ...current, ...changes }))
  const { conflict, overrideAsk, reviewAsk } = questions

  async function onSaveFailed(error: unknown, values: PostEditorValues) {
    const refusal = complianceRefusal(error)
    if (refusal) ask(findingsQuestion(rights.canOverrideCompliance, values, refusal.findings))
    else if (saved && isVersionConflict(error)) ask({ conflict: { latest: await latestEditOf(saved), values } })
    else await showFieldError(form, error, values.slug, saved?.id ?? null)
  }

  const persist = (values: PostEditorValues, base: EditablePost | null) =>
    send(values, base, (error) => void onSaveFailed(error, values))

  /**
   * Saves with the chosen status (or `nextStatus`). Publishing or scheduling a text with findings asks
   * first — editors and admins for a justification, authors to send it for review — by the rules the
   * database applies; should the database still refuse (rules changed meanwhile), onSaveFailed asks.
   */
  function submit(nextStatus?: PostStatus) {
    void form.handleSubmit((formValues) => {
      const values = nextStatus ? { ...formValues, status: nextStatus } : formValues
      const findings = findingsBeforeSaving(pack, values, saved)
      if (findings.length > 0) ask(findingsQuestion(rights.canOverrideCompliance, values, findings))
      else persist(values, saved)
    }, onInvalid)()
  }

  /** The override dialog's save: it stays open, with the justification, until the save succeeds. */
  function confirmOverride(justification: string) {
    if (!overrideAsk) return
    const { values } = overrideAsk
    ask({ overrideFailure: null })
    save.mutate(
      { post: saved, values, justification },
      {
        onSuccess: (row) => {
          ask({ overrideAsk: null })
          onSaved(row)
        },
        onError: (error) => {
          if (
            isVersionConflict(error) ||
            isSlugTaken(error) ||
            isSlugRuleViolation(error) ||
            assignmentRefusal(error)
          ) {
            ask({ overrideAsk: null })
            void onSaveFailed(error, values)
          } else ask({ overrideFailure: toAppError(error).message || 'Ocorreu um erro inesperado' })
        },
      },
    )
  }

  return {
    saved,
    pending: save.isPending,
    submit,
    statusChanged,
    ...questions,
    closeConflict: () => ask({ conflict: null }),
    reload: () => void reload(() => ask({ conflict: null })),
    overwrite() {
      if (!conflict || !saved) return
      ask({ conflict: null })
      persist(conflict.values, { ...saved, version: conflict.latest.version })
    },
    confirmOverride,
    closeOverride: () => ask({ overrideAsk: null, overrideFailure: null }),
    sendForReview() {
      if (!reviewAsk) return
      ask({ reviewAsk: null })
      persist({ ...reviewAsk.values, status: 'review' }, saved)
    },
    closeReview: () => ask({ reviewAsk: null }),
  }
}

export type PostSave = ReturnType<typeof usePostSave>
