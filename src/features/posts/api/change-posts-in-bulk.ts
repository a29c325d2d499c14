import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dashboardKeys, postKeys } from '@/lib/query-keys'
import { ComplianceFindingsError, deletePost, moveToDraft, publishPost } from '@/features/posts/api/change-post'
import { canBePublished } from '@/features/posts/utils/post-status'
import { toAppError } from '@/lib/errors'

export type BulkPostAction = 'publish' | 'draft' | 'delete'

interface BulkPost {
  id: string
  title: string
  status: string
}

export interface BulkPostResult {
  action: BulkPostAction
  done: BulkPost[]
  /** Nothing to do: already published or scheduled ("Publicar"), already a draft ("Mover para rascunho"). */
  skipped: BulkPost[]
  failed: { post: BulkPost; reason: string }[]
}

function applies(action: BulkPostAction, post: BulkPost): boolean {
  if (action === 'publish') return canBePublished(post)
  if (action === 'draft') return post.status !== 'draft'
  return true
}

function reasonOf(error: unknown): string {
  if (error instanceof ComplianceFindingsError) return 'o texto tem pontos de conformidade a revisar; abra o post para decidir'
  return toAppError(error).message || 'ocorreu um erro inesperado'
}

/**
 * The table's bulk actions: each post goes through the same call as one post does ("Publicar" with
 * its compliance check, "Mover para rascunho", "Excluir"), one after another, and the database
 * decides each under the caller's rights. One refusal does not stop the others: the result says
 * which were changed, which had nothing to change and which failed, and why.
 */
export async function changePostsInBulk({ action, posts }: { action: BulkPostAction; posts: BulkPost[] }): Promise<BulkPostResult> {
  const result: BulkPostResult = { action, done: [], skipped: [], failed: [] }
  for (const post of posts) {
    if (!applies(action, post)) {
      result.skipped.push(post)
      continue
    }
    try {
      if (action === 'publish') await publishPost({ id: post.id })
      else if (action === 'draft') await moveToDraft({ id: post.id })
      else await deletePost(post.id)
      result.done.push(post)
    } catch (error) {
      result.failed.push({ post, reason: reasonOf(error) })
    }
  }
  return result
}

const WORDS: Record<BulkPostAction, { one: string; many: string; verb: string; already: string }> = {
  publish: { one: 'publicado', many: 'publicados', verb: 'publicar', already: 'já estava publicado ou agendado' },
  draft: { one: 'movido para rascunho', many: 'movidos para rascunho', verb: 'mover para rascunho', already: 'já era rascunho' },
  delete: { one: 'excluído', many: 'excluídos', verb: 'excluir', already: '' },
}

/** The toast after a bulk action, in pt-BR: what was done, and each post left as it was, with why. */
export function bulkResultMessage({ action, done, skipped, failed }: BulkPostResult): {
  title: string
  description?: string
  variant?: 'warning' | 'destructive'
  duration?: number
} {
  const words = WORDS[action]
  const title =
    done.length === 0
      ? `Nenhum post ${words.one}.`
      : `${done.length} ${done.length === 1 ? `post ${words.one}` : `posts ${words.many}`}.`
  const details = [
    ...failed.map(({ post, reason }) => `Não foi possível ${words.verb} "${post.title}": ${reason}.`),
    ...skipped.map((post) => `"${post.title}" ${words.already}.`),
  ]
  return {
    title,
    ...(details.length > 0 ? { description: details.join(' ') } : {}),
    // A partial failure stays on screen long enough to read which posts were left as they were.
    ...(failed.length > 0 ? { variant: done.length > 0 ? ('warning' as const) : ('destructive' as const), duration: 15_000 } : {}),
  }
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
