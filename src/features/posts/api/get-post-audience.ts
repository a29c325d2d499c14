import { queryOptions, useQuery } from '@tanstack/react-query'
import { AUDIENCE_SOURCES } from '@/config/labels'
import { toAppError } from '@/lib/errors'
import { audienceKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import { z } from '@/lib/zod'

/** The editor's "Audiência" card counts the last 30 days. */
export const POST_AUDIENCE_DAYS = 30

const count = z.number().int().nonnegative()

// `post_audience(p_post_id, p_days)`'s jsonb, checked rather than cast (a renamed field is the card's
// error, not a blank figure).
const postAudienceSchema = z.object({
  days: z.number().int(),
  views_total: count,
  views: count,
  visits: count,
  sources: z.array(z.object({ source: z.enum(AUDIENCE_SOURCES), visits: count })),
  signups: count,
})

export type PostAudience = z.infer<typeof postAudienceSchema>

export async function getPostAudience(postId: string, days: number): Promise<PostAudience> {
  const { data, error } = await supabase.rpc('post_audience', { p_post_id: postId, p_days: days })
  if (error) throw toAppError(error)
  return postAudienceSchema.parse(data)
}

export const postAudienceQuery = (postId: string, days = POST_AUDIENCE_DAYS) =>
  queryOptions({
    queryKey: audienceKeys.post(postId, days),
    queryFn: () => getPostAudience(postId, days),
    staleTime: 60_000,
  })

export const usePostAudience = (postId: string) => useQuery(postAudienceQuery(postId))
