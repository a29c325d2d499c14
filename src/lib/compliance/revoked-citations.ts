import type { SupabaseClient } from '@supabase/supabase-js'
import { brasiliaToday } from '@/lib/brasilia-time'
import type { CompliancePack, LegalNorm } from '@/lib/compliance/pack'
import { checkPostCompliance } from '@/lib/compliance/post-compliance'
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
function revokedNorms(pack: CompliancePack, day: string): LegalNorm[] {
  return [...pack.norms.values()].filter((norm) => norm.mentionedAs && norm.inForceUntil && norm.inForceUntil < day)
}

/**
 * Every post staff can see that cites a revoked norm as current. The database finds the posts that
 * mention the norm at all (a loose pattern, so an archive is never read whole); the compliance check
 * then reads those posts as the database does when publishing, so "revogada pela RDC 1.015/2026" is
 * not flagged.
 */
export async function findRevokedCitations(
  client: SupabaseClient<Database>,
  pack: CompliancePack,
  day: string = brasiliaToday(),
): Promise<RevokedCitation[]> {
  const found = new Map<string, RevokedCitation>()
  for (const norm of revokedNorms(pack, day)) {
    const pattern = norm.mentionedAs as string
    const { data, error } = await client
      .from('posts')
      .select('id,title,status,excerpt,content,seo_description')
      .or(
        `title.imatch.${pattern},excerpt.imatch.${pattern},content.imatch.${pattern},seo_description.imatch.${pattern}`,
      )
      .order('updated_at', { ascending: false })
    if (error) throw toAppError(error)
    for (const post of data) {
      const labels = checkPostCompliance({ ...post, content: post.content ?? '' }, pack, day)
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
