import { vi } from 'vitest'
import type { AudienceReport } from '@/features/audience/api/get-audience-report'
import type { Profile } from '@/lib/auth/profile'
import { supabase } from '@/lib/supabase'

// No database in jsdom: rpc('audience_report') and rpc('post_audience') are answered at the supabase-js
// boundary, as PostgREST would (the function's jsonb, or an error with its SQLSTATE); from('profiles')
// answers the session's profile.

export type DbError = { code: string; message: string }

const restores: Array<() => void> = []

/** A report of 30 days with something in every section (the shape of `audience_report`). */
export function buildReport(changes: Partial<AudienceReport> = {}): AudienceReport {
  return {
    days: 30,
    from: '2026-10-31',
    to: '2026-11-29',
    total_views: 1234,
    total_visits: 567,
    total_signups: 8,
    views: [
      { day: '2026-11-28', views: 40 },
      { day: '2026-11-29', views: 12 },
    ],
    top_posts: [{ id: 'p-1', title: 'Canabidiol e epilepsia', slug: 'canabidiol-e-epilepsia', views: 321, signups: 4 }],
    sources: [
      { source: 'busca', visits: 300 },
      { source: 'redes_sociais', visits: 100 },
      { source: 'newsletter', visits: 67 },
      { source: 'direto', visits: 80 },
      { source: 'outros_sites', visits: 20 },
    ],
    referrers: [
      { host: 'google.com', visits: 290 },
      { host: 'bing.com', visits: 1 },
    ],
    campaigns: [{ source: 'newsletter', medium: 'email', campaign: 'novembro', visits: 60 }],
    signups: [{ path: '/blog/post/canabidiol-e-epilepsia', title: 'Canabidiol e epilepsia', signups: 4 }],
    searches: [{ term: 'cbd para ansiedade', searches: 9, without_results: 2 }],
    searches_without_results: [
      { term: 'oleo full spectrum', searches: 5 },
      { term: '=HYPERLINK("http://x")', searches: 3 },
    ],
    ...changes,
  }
}

/** Installs the fake; `restoreAudienceDb()` puts supabase-js back. `calls` keeps each rpc's arguments. */
export function fakeAudienceDb({
  me,
  report = () => buildReport(),
  postAudience = null,
  failNext = null,
}: {
  me: Profile
  report?: (days: number) => AudienceReport
  postAudience?: unknown
  failNext?: DbError | null
}) {
  const db = { calls: [] as Array<[string, Record<string, unknown>]>, failNext, postAudience }
  const from = vi.spyOn(supabase, 'from').mockImplementation(((table: string) => {
    if (table !== 'profiles') throw new Error(`unexpected table ${table}`)
    const query = {
      select: () => query,
      eq: () => query,
      order: async () => ({ data: [me], error: null }),
      single: async () => ({ data: me, error: null }),
    }
    return query
  }) as never)
  const rpc = vi.spyOn(supabase, 'rpc').mockImplementation((async (fn: string, args: Record<string, unknown>) => {
    db.calls.push([fn, args])
    const failure = db.failNext
    if (failure) {
      db.failNext = null
      return { data: null, error: { ...failure, details: null, hint: null } }
    }
    if (fn === 'audience_report') return { data: report(Number(args.p_days)), error: null }
    if (fn === 'post_audience') return { data: db.postAudience, error: null }
    return { data: null, error: null }
  }) as never)
  restores.push(
    () => from.mockRestore(),
    () => rpc.mockRestore(),
  )
  return db
}

export function restoreAudienceDb() {
  for (const restore of restores.splice(0)) restore()
}
