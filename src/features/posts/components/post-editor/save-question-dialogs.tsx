import { ComplianceOverrideDialog, ComplianceReviewDialog } from '@/components/compliance-override-dialog'
import { ConflictDialog } from '@/features/posts/components/post-editor/conflict-dialog'
import type { PostSave } from '@/features/posts/hooks/use-post-save'

/** The question a save raised, if any: a newer save to reload or overwrite, findings to justify or to send for review. */
export function SaveQuestionDialogs({ save, currentUserId }: { save: PostSave; currentUserId: string }) {
  return (
    <>
      {save.conflict && save.saved ? (
        <ConflictDialog
          latest={save.conflict.latest}
          currentUserId={currentUserId}
          busy={save.pending}
          onClose={save.closeConflict}
          onReload={save.reload}
          onOverwrite={save.overwrite}
        />
      ) : null}

      {save.overrideAsk ? (
        <ComplianceOverrideDialog
          findings={save.overrideAsk.findings}
          action={save.overrideAsk.values.status === 'scheduled' ? 'schedule' : 'publish'}
          pending={save.pending}
          failure={save.overrideFailure}
          onConfirm={save.confirmOverride}
          onClose={save.closeOverride}
        />
      ) : null}

      {save.reviewAsk ? (
        <ComplianceReviewDialog
          count={save.reviewAsk.count}
          pending={save.pending}
          onSendForReview={save.sendForReview}
          onClose={save.closeReview}
        />
      ) : null}
    </>
  )
}
