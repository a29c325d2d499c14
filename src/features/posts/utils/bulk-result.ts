// What a bulk action on the post table did, and how the toast says it (pure: no client).

export type BulkPostAction = 'publish' | 'draft' | 'delete'

export interface BulkPost {
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

const WORDS: Record<BulkPostAction, { one: string; many: string; verb: string; already: string }> = {
  publish: { one: 'publicado', many: 'publicados', verb: 'publicar', already: 'já estava publicado ou agendado' },
  draft: {
    one: 'movido para rascunho',
    many: 'movidos para rascunho',
    verb: 'mover para rascunho',
    already: 'já era rascunho',
  },
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
    ...(failed.length > 0
      ? { variant: done.length > 0 ? ('warning' as const) : ('destructive' as const), duration: 15_000 }
      : {}),
  }
}
