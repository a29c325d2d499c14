// The citation formatter's round (docs/decisions/059-citation-style.md): the posts whose reference list
// has no formatted copy in the site's style (post_citations_due()) are formatted here and handed back
// to save_post_citations(), which keeps a copy only if the list and the style are still the ones it was
// made from. A post that cannot be formatted is logged and left due; the others go on.
import type { SupabaseClient } from '@supabase/supabase-js'
import { formatReferenceList, type CitationStyle, type StoredReference } from './citations.ts'

export interface CitationRoundResult {
  formatted: number
  /** Edited (or the style changed) while being formatted: due again next round. */
  stale: number
  failed: number
}

interface DuePost {
  post_id: string
  reference_list: StoredReference[]
  references_md5: string
  style: CitationStyle
}

export async function formatDueCitations(
  supabase: SupabaseClient,
  options: { batchSize: number; stopped?: () => boolean; logError?: (line: string) => void },
): Promise<CitationRoundResult> {
  const due = await supabase.rpc('post_citations_due', { p_limit: options.batchSize })
  if (due.error) throw new Error(`post_citations_due: ${due.error.message}`)
  const result: CitationRoundResult = { formatted: 0, stale: 0, failed: 0 }
  for (const post of due.data as DuePost[]) {
    if (options.stopped?.()) break
    try {
      const citations = formatReferenceList(post.reference_list, post.style)
      const saved = await supabase.rpc('save_post_citations', {
        p_post_id: post.post_id,
        p_references_md5: post.references_md5,
        p_style: post.style,
        p_citations: citations,
      })
      if (saved.error) throw new Error(saved.error.message)
      if (saved.data === true) result.formatted++
      else result.stale++
    } catch (error) {
      result.failed++
      options.logError?.(`citations of post ${post.post_id}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return result
}
