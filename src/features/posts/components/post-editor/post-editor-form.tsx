import type * as React from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { UnsavedChangesDialog } from '@/components/feedback/unsaved-changes-dialog'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'
import { toast } from '@/hooks/use-toast'
import { useUnsavedChangesPrompt } from '@/hooks/use-unsaved-changes-prompt'
import type { Profile } from '@/lib/auth/profile'
import type { EditablePost } from '@/features/posts/api/get-post-for-edit'
import type { PostRevision } from '@/features/posts/api/get-post-revisions'
import { PostEditorMainFields } from '@/features/posts/components/post-editor/post-editor-main-fields'
import {
  BackupOffer,
  PostEditorTitleBar,
  PostEditorTopBar,
} from '@/features/posts/components/post-editor/post-editor-header'
import { PublicPageStatus } from '@/features/posts/components/post-editor/public-page-status'
import { PostAudienceCard, wasEverPublished } from '@/features/posts/components/post-editor/audience-card'
import { PostEditorSidebar, type PostEditorChoices } from '@/features/posts/components/post-editor/post-editor-sidebar'
import type { EditorAddon } from '@/features/posts/components/post-editor/rich-text-editor'
import { ReviewCard } from '@/features/posts/components/post-editor/review-card'
import { referencesText, RevisionsSheet } from '@/features/posts/components/post-editor/revisions-sheet'
import { SaveQuestionDialogs } from '@/features/posts/components/post-editor/save-question-dialogs'
import { usePostBackup } from '@/features/posts/hooks/use-post-backup'
import { usePostSave } from '@/features/posts/hooks/use-post-save'
import { postEditorSchema, type PostEditorValues } from '@/features/posts/schemas'
import { isDerivedExcerpt } from '@/features/posts/utils/excerpt'
import { formValuesFromPost } from '@/features/posts/utils/post-form-values'
import { referenceFromFields, referenceToFields } from '@/features/posts/utils/references'
import type { EditorialRights } from '@/features/posts/utils/post-permissions'

type PostForm = UseFormReturn<PostEditorValues>

/** Puts a revision's texts back into the form, unsaved: saving it makes a new revision. */
function restoreRevision(form: PostForm, revision: PostRevision) {
  form.setValue('title', revision.title, { shouldDirty: true })
  // A version saved with an empty "Resumo" holds the automatic excerpt: the field stays empty and follows the content.
  form.setValue('excerpt', isDerivedExcerpt(revision.excerpt, revision.content) ? '' : (revision.excerpt ?? ''), {
    shouldDirty: true,
  })
  form.setValue('content', revision.content, { shouldDirty: true })
  // The content's markers point at the references of the same revision.
  form.setValue('reference_list', revision.reference_list.map(referenceToFields), { shouldDirty: true })
  toast({ title: 'Versão restaurada no formulário.', description: 'Salve para mantê-la.' })
}

/** "Histórico" for a saved post: its revisions compared with what the form holds now. */
function PostHistory({
  postId,
  form,
  open,
  onOpenChange,
}: {
  postId: string
  form: PostForm
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { getValues } = form
  return (
    <RevisionsSheet
      postId={postId}
      open={open}
      onOpenChange={onOpenChange}
      current={{
        title: getValues('title'),
        excerpt: getValues('excerpt'),
        content: getValues('content'),
        references: referencesText(getValues('reference_list').map(referenceFromFields)),
      }}
      onRestore={(revision) => restoreRevision(form, revision)}
    />
  )
}

/**
 * Leaving the editor with unsaved changes ("Sair", "Voltar para Posts", any link) asks first ("Sair sem
 * salvar?"); leaving anyway drops the local backup.
 */
function useLeaveGuard(dirty: boolean, clearBackup: () => void) {
  const { blocker, allowNextNavigation } = useUnsavedChangesPrompt(dirty)
  const dialog = {
    open: blocker.state === 'blocked',
    onStay: () => {
      if (blocker.state === 'blocked') blocker.reset()
    },
    onLeave: () => {
      clearBackup()
      if (blocker.state === 'blocked') blocker.proceed()
    },
  }
  return { dialog, allowNextNavigation }
}

interface PostEditorProps {
  post: EditablePost | null
  profile: Profile
  rights: EditorialRights
  choices: PostEditorChoices
  /** Cards of other features the route adds under the sidebar once the post exists (e.g. the newsletter). */
  savedPostCards?: (saved: { id: string; title: string }, unsaved: boolean) => React.ReactNode
  /** What another feature adds to the body's editor and puts at the top of the sidebar (the notes). */
  bodyAddon?: EditorAddon
  asideTop?: React.ReactNode
  /** A new post's starting title (`?titulo=`); ignored for a saved post. */
  newTitle?: string
}

/** The sidebar column: status, organisation, cover and SEO from the second frame on, then the saved post's cards. */
function PostEditorAside({
  form,
  saved,
  dirty,
  post,
  profile,
  rights,
  choices,
  savedPostCards,
  asideTop,
}: PostEditorProps & { form: PostForm; saved: EditablePost | null; dirty: boolean }) {
  const painted = useAfterFirstPaint()
  return (
    <div className="min-w-0 space-y-4">
      {asideTop}
      {/* From the second frame on: the first one, which the person waits for, holds the post itself (decision 032). */}
      {painted ? (
        <PostEditorSidebar
          form={form}
          profile={profile}
          rights={rights}
          readTimeFollowsContent={!post}
          choices={choices}
        />
      ) : (
        <div className="min-h-[40rem]" aria-busy="true" />
      )}
      {saved ? (
        <ReviewCard
          postId={saved.id}
          version={saved.version}
          canRecord={profile.role === 'editor' || profile.role === 'admin'}
          unsaved={dirty}
        />
      ) : null}
      {saved && wasEverPublished(saved) ? <PostAudienceCard postId={saved.id} /> : null}
      {saved && savedPostCards ? savedPostCards({ id: saved.id, title: saved.title }, dirty) : null}
    </div>
  )
}

/**
 * The one post editor (new and edit, docs/decisions/006-post-editor-never-loses-work.md): it never loses work. The form is backed up
 * in this browser every few seconds, leaving with unsaved changes asks first, a save that would
 * overwrite somebody else's newer save is refused by the database and explained (usePostSave), and every save keeps
 * a revision that "Histórico" can bring back.
 */
export function PostEditorForm(props: PostEditorProps) {
  const { post, profile, rights } = props
  const formId = useId()
  const initial = formValuesFromPost(post, profile.id, props.newTitle)
  const form = useForm<PostEditorValues>({ resolver: zodResolver(postEditorSchema), defaultValues: initial })
  const { isDirty } = form.formState
  const status = useWatch({ control: form.control, name: 'status' })
  const backup = usePostBackup({ postId: post?.id ?? null, dirty: isDirty, getValues: form.getValues, loaded: initial })
  const leave = useLeaveGuard(isDirty, () => backup.clear())
  const save = usePostSave({
    post,
    profileId: profile.id,
    form,
    rights,
    backup,
    allowNextNavigation: leave.allowNextNavigation,
  })
  const { saved } = save
  const [historyOpen, setHistoryOpen] = useState(false)

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <PostEditorTopBar
        saved={saved}
        canUnpublish={rights.canPublish}
        onHistory={() => setHistoryOpen(true)}
        onUnpublished={save.statusChanged}
      />
      <PostEditorTitleBar
        save={save}
        status={status}
        dirty={isDirty}
        rights={rights}
        formId={formId}
        canReturnToAuthor={profile.role === 'editor' || profile.role === 'admin'}
      />
      {saved ? <PublicPageStatus post={saved} /> : null}
      {backup.offered ? (
        <BackupOffer
          offer={backup.offered}
          onRecover={() => {
            form.reset(backup.offered?.values, { keepDefaultValues: true })
            backup.dismissOffer()
            toast({ title: 'Alterações recuperadas. Salve para mantê-las.' })
          }}
          onDiscard={() => backup.clear()}
        />
      ) : null}

      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          save.submit()
        }}
        className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <PostEditorMainFields
          form={form}
          postId={saved?.id ?? null}
          slugFollowsTitle={!post}
          bodyAddon={props.bodyAddon}
        />
        <PostEditorAside {...props} form={form} saved={saved} dirty={isDirty} />
      </form>

      {saved ? <PostHistory postId={saved.id} form={form} open={historyOpen} onOpenChange={setHistoryOpen} /> : null}
      <SaveQuestionDialogs save={save} currentUserId={profile.id} />
      <UnsavedChangesDialog {...leave.dialog} />
    </div>
  )
}
