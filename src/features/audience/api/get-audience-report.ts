import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { AUDIENCE_SOURCES } from '@/config/labels'
import { toAppError } from '@/lib/errors'
import { audienceKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import { z } from '@/lib/zod'

/** The periods the screen offers, in days; the URL's `?dias=` holds one of them. */
export const AUDIENCE_PERIODS = [7, 30, 90] as const
export type AudiencePeriod = (typeof AUDIENCE_PERIODS)[number]
export const DEFAULT_AUDIENCE_PERIOD: AudiencePeriod = 30

const count = z.number().int().nonnegative()

// `audience_report(p_days)`'s jsonb, checked rather than cast: a field renamed in the database shows
// as the screen's error instead of as blanks or NaN.
const audienceReportSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  total_views: count,
  total_visits: count,
  total_signups: count,
  views: z.array(z.object({ day: z.string(), views: count })),
  top_posts: z.array(z.object({ id: z.string(), title: z.string(), slug: z.string(), views: count, signups: count })),
  sources: z.array(z.object({ source: z.enum(AUDIENCE_SOURCES), visits: count })),
  referrers: z.array(z.object({ host: z.string(), visits: count })),
  campaigns: z.array(
    z.object({
      source: z.string().nullable(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
      visits: count,
    }),
  ),
  signups: z.array(z.object({ path: z.string(), title: z.string().nullable(), signups: count })),
  searches: z.array(z.object({ term: z.string(), searches: count, without_results: count })),
  searches_without_results: z.array(z.object({ term: z.string(), searches: count })),
})

export type AudienceReport = z.infer<typeof audienceReportSchema>

export async function getAudienceReport(days: number): Promise<AudienceReport> {
  const { data, error } = await supabase.rpc('audience_report', { p_days: days })
  if (error) throw toAppError(error)
  return audienceReportSchema.parse(data)
}

export const audienceReportQuery = (days: number) =>
  queryOptions({ queryKey: audienceKeys.report(days), queryFn: () => getAudienceReport(days), staleTime: 60_000 })

/**
 * The report of the last `days` days (Brasília's); `enabled` false for whoever may not read it. Another
 * period keeps the last report on screen, dimmed, until its own arrives.
 */
export const useAudienceReport = (days: number, enabled: boolean) =>
  useQuery({ ...audienceReportQuery(days), enabled, placeholderData: keepPreviousData })
