// A norm's status as the public pages word it (issue 49, docs/decisions/054-legislation-tracker.md).
// The status itself is the database's (legislation_status), never computed here.

export interface NormStatusFacts {
  /** 'em-vigor', 'revogada', 'suspensa' or 'futura'. */
  status: string
  replaced_by_name: string | null
  suspended_by_name: string | null
}

/** "Em vigor", "Revogada por RDC 1.015/2026", "Suspensa pela Resolução CFM 2.326/2022", "Ainda não em vigor". */
export function normStatusLabel({ status, replaced_by_name, suspended_by_name }: NormStatusFacts): string {
  if (status === 'revogada') return replaced_by_name ? `Revogada por ${replaced_by_name}` : 'Revogada'
  if (status === 'suspensa') return suspended_by_name ? `Suspensa pela ${suspended_by_name}` : 'Suspensa'
  if (status === 'futura') return 'Ainda não em vigor'
  return 'Em vigor'
}

/** Badge colours per status: green in force, red revoked, amber suspended or not yet. */
export function normStatusClasses(status: string): string {
  if (status === 'revogada') return 'bg-red-50 text-red-800 ring-red-200'
  if (status === 'suspensa' || status === 'futura') return 'bg-amber-50 text-amber-900 ring-amber-200'
  return 'bg-emerald-50 text-emerald-800 ring-emerald-200'
}
