import { useQuery } from '@tanstack/react-query'
import { dashboardKeys } from '@/lib/query-keys'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

export type ReferenceProblemKind = 'link_broken' | 'retracted' | 'corrected'

/** An open problem the reference watch found (public.reference_checks; editors and admins read it). */
export interface ReferenceProblem {
  id: string
  post_id: string
  post_title: string
  reference_key: string
  reference_label: string
  problem: ReferenceProblemKind
  first_seen_at: string
}

/** The card shows this many, newest first. */
export const REFERENCE_PROBLEMS_LIMIT = 50

export async function getReferenceProblems(): Promise<ReferenceProblem[]> {
  const { data, error } = await supabase
    .from('reference_checks')
    .select('id, post_id, reference_key, reference_label, problem, first_seen_at, posts(title)')
    .is('resolved_at', null)
    .order('first_seen_at', { ascending: false })
    .limit(REFERENCE_PROBLEMS_LIMIT)
  if (error) throw toAppError(error)
  return data.map(({ posts, ...row }) => ({
    ...row,
    problem: row.problem as ReferenceProblemKind, // a checked text column our type narrows
    post_title: posts?.title ?? 'Post removido',
  }))
}

export const useReferenceProblems = (enabled: boolean) =>
  useQuery({ queryKey: dashboardKeys.referenceProblems(), queryFn: getReferenceProblems, enabled })
