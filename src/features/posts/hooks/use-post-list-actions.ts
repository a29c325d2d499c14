import { useState } from 'react'
import { toast } from '@/hooks/use-toast'
import type { StoredFinding } from '@/lib/compliance/post-compliance'
import { useCompliancePack } from '@/lib/compliance/use-compliance-pack'
import { toAppError } from '@/lib/errors'
import { ComplianceFindingsError, usePublishPost, useSubmitPostForReview } from '@/features/posts/api/change-post'
import type { AdminPost } from '@/features/posts/api/get-admin-posts'

/**
 * The post list's actions on one post — "Publicar", "Enviar para revisão", "Excluir" — and the
 * questions they raise: which post is being deleted, and the findings a publish was refused for (an
 * editor or admin justifies them, an author sends the post for review).
 */
export function usePostListActions() {
  const publish = usePublishPost({
    meta: {
      // Findings open a dialog and a justified publish shows its failure there: neither is a toast.
      errorToast: (error: unknown, { justification }: { justification?: string }) =>
        error instanceof ComplianceFindingsError || justification
          ? null
          : { title: 'Erro ao publicar post', description: toAppError(error).message || 'Ocorreu um erro inesperado' },
    },
  })
  const submitForReview = useSubmitPostForReview({
    meta: {
      errorToast: (error: unknown) => ({
        title: 'Erro',
        description: toAppError(error).message || 'Ocorreu um erro inesperado',
      }),
    },
  })
  const compliancePack = useCompliancePack()
  const [deleting, setDeleting] = useState<AdminPost | null>(null)
  const [reviewing, setReviewing] = useState<{ post: AdminPost; findings: StoredFinding[] } | null>(null)
  const [overrideFailure, setOverrideFailure] = useState<string | null>(null)

  function publishPost(post: AdminPost, justification?: string) {
    setOverrideFailure(null)
    publish.mutate(
      { id: post.id, justification, pack: compliancePack.data },
      {
        onSuccess: () => {
          setReviewing(null)
          toast({ title: 'Post publicado com sucesso!', description: post.title })
        },
        onError: (error) => {
          // Findings: an editor or admin justifies them, an author sends the post for review.
          if (error instanceof ComplianceFindingsError) {
            setReviewing({ post, findings: error.findings })
            return
          }
          if (justification) setOverrideFailure(toAppError(error).message || 'Ocorreu um erro inesperado')
        },
      },
    )
  }

  function sendForReview(post: AdminPost) {
    submitForReview.mutate(post.id, {
      onSuccess: () => {
        setReviewing(null)
        toast({ title: 'Post enviado para revisão.', description: post.title })
      },
    })
  }

  return {
    publishPost,
    sendForReview,
    /** The post a publish or a submission is under way for, if any. */
    busy: (post: AdminPost) =>
      (publish.isPending && publish.variables.id === post.id) ||
      (submitForReview.isPending && submitForReview.variables === post.id),
    publishing: publish.isPending,
    submitting: submitForReview.isPending,
    deleting,
    setDeleting,
    reviewing,
    overrideFailure,
    closeReview() {
      setReviewing(null)
      setOverrideFailure(null)
    },
  }
}

export type PostListActions = ReturnType<typeof usePostListActions>
