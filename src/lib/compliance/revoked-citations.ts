import type { SupabaseClient } from '@supabase/supabase-js'
import { brasiliaToday } from '@/lib/brasilia-time'
import { checkCompliance } from '@/lib/compliance/check-compliance'
import { LEGAL_NORMS, type LegalNorm } from '@/lib/compliance/legal-basis'
import { postPlainText } from '@/lib/compliance/post-compliance'
import { toAppError } from '@/lib/errors'
import type { Database } from '@/lib/database.types'

/** A post that cites, as if current, a norm revoked on the day asked about. */
export interface RevokedCitation {
  id: string
  title: string
  status: string
  /** "Cita norma revogada: RDC 327/2019 → RDC 1.015/2026", once per norm. */
  labels: string[]
}

/** Norms past their last day that texts can be searched for. */
function revokedNorms(day: string): LegalNorm[] {
  return Object.values(LEGAL_NORMS).filter((norm) => norm.mentionedAs && norm.inForceUntil && norm.inForceUntil < day)
}

/**
 * Every post staff can see that cites a revoked norm as current. The database finds the posts that
 * mention the norm at all (a loose pattern, so an archive is never read whole); the compliance check
 * then reads those texts as the editor does, so "revogada pela RDC 1.015/2026" is not flagged.
 */
export async function findRevokedCitations(client: SupabaseClient<Database>, day: string = brasiliaToday()): Promise<RevokedCitation[]> {
  const found = new Map<string, RevokedCitation>()
  for (const norm of revokedNorms(day)) {
    const pattern = norm.mentionedAs as string
    const { data, error } = await client
      .from('posts')
      .select('id,title,status,excerpt,content')
      .or(`title.imatch.${pattern},excerpt.imatch.${pattern},content.imatch.${pattern}`)
      .order('updated_at', { ascending: false })
    if (error) throw toAppError(error)
    for (const post of data) {
      const labels = checkCompliance(postPlainText({ title: post.title, excerpt: post.excerpt, content: post.content ?? '' }), day)
        .filter((flag) => flag.category === 'norma')
        .map((flag) => flag.label)
      if (labels.length === 0) continue
      const entry = found.get(post.id) ?? { id: post.id, title: post.title, status: post.status, labels: [] }
      for (const label of labels) if (!entry.labels.includes(label)) entry.labels.push(label)
      found.set(post.id, entry)
    }
  }
  return [...found.values()]
}
