import { Badge } from '@/components/ui/badge'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'
import { ListCard, PostLink } from '@/features/dashboard/components/list-card'
import { useReferenceProblems, type ReferenceProblemKind } from '@/features/dashboard/api/get-reference-problems'

const PROBLEM_LABELS: Record<ReferenceProblemKind, { text: string; className: string }> = {
  link_broken: { text: 'Link fora do ar', className: 'border-amber-300 bg-amber-50 text-amber-900' },
  retracted: { text: 'Estudo retratado', className: 'border-red-300 bg-red-50 text-red-800' },
  corrected: { text: 'Estudo corrigido', className: 'border-blue-300 bg-blue-50 text-blue-800' },
}

/** "doi:10.1/x" → "DOI 10.1/x", "pmid:123" → "PMID 123", "url:https://…" → the address. */
function referenceIdentifier(key: string): string {
  const [kind, ...rest] = key.split(':')
  const value = rest.join(':')
  return kind === 'doi' ? `DOI ${value}` : kind === 'pmid' ? `PMID ${value}` : value
}

/**
 * "Referências com problema": references of published posts whose link stopped resolving or whose
 * study was retracted or corrected (the mailer's reference watch, decision 058). Editors and admins.
 */
export function ReferenceProblemsCard() {
  const problems = useReferenceProblems(true)
  return (
    <ListCard
      title="Referências com problema"
      query={problems}
      empty="Nenhuma referência com problema nos posts publicados."
      testId="reference-problems"
    >
      {problems.data?.map((item) => {
        const identifier = referenceIdentifier(item.reference_key)
        return (
          <li key={item.id} className="flex flex-col gap-1 py-3">
            <PostLink id={item.post_id} title={item.post_title} />
            <p className="text-sm break-words text-slate-700">
              {item.reference_label}
              {item.reference_label === item.reference_key ? null : (
                <span className="block text-xs break-all text-slate-500">{identifier}</span>
              )}
            </p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
              <Badge variant="outline" className={PROBLEM_LABELS[item.problem].className}>
                {PROBLEM_LABELS[item.problem].text}
              </Badge>
              <span>Desde {formatBrasiliaDateTime(item.first_seen_at)}</span>
            </div>
          </li>
        )
      })}
    </ListCard>
  )
}
