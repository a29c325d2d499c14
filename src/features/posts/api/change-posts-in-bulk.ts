import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CompliancePack } from '@/lib/compliance/pack'
import { dashboardKeys, postKeys } from '@/lib/query-keys'
import { ComplianceFindingsError, deletePost, moveToDraft, publishPost } from '@/features/posts/api/change-post'
import { canBePublished } from '@/features/posts/utils/post-status'
import type { BulkPost, BulkPostAction, BulkPostResult } from '@/features/posts/utils/bulk-result'
import { toAppError } from '@/lib/errors'

function applies(action: BulkPostAction, post: BulkPost): boolean {
  if (action === 'publish') return canBePublished(post)
  if (action === 'draft') return post.status !== 'draft'
  return true
}

function reasonOf(error: unknown): string {
  if (error instanceof ComplianceFindingsError)
    return 'o texto tem pontos de conformidade a revisar; abra o post para decidir'
  // The sentence goes on after the reason: no final period of its own.
  return toAppError(error).message.replace(/\.$/, '') || 'ocorreu um erro inesperado'
}

/**
 * The table's bulk actions: each post goes through the same call as one post does ("Publicar" with
 * its compliance check, "Mover para rascunho", "Excluir"), one after another, and the database
 * decides each under the caller's rights. One refusal does not stop the others: the result says
 * which were changed, which had nothing to change and which failed, and why.
 */
export async function changePostsInBulk({
  action,
  posts,
  pack,
}: {
  action: BulkPostAction
  posts: BulkPost[]
  /** The compliance rules, when loaded (publishPost asks about findings before writing). */
  pack?: CompliancePack
}): Promise<BulkPostResult> {
  const result: BulkPostResult = { action, done: [], skipped: [], failed: [] }
  for (const post of posts) {
    if (!applies(action, post)) {
      result.skipped.push(post)
      continue
    }
    try {
      if (action === 'publish') await publishPost({ id: post.id, pack })
      else if (action === 'draft') await moveToDraft({ id: post.id })
      else await deletePost(post.id)
      result.done.push(post)
    } catch (error) {
      result.failed.push({ post, reason: reasonOf(error) })
    }
  }
  return result
}

export function useChangePostsInBulk() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePostsInBulk,
    retry: false,
    // Whatever happened to each post, some may have changed: the lists and the dashboard are read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  })
}
