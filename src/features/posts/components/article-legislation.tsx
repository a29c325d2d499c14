import { Link } from 'react-router'
import { paths } from '@/config/paths'
import type { CitedNorm } from '@/features/posts/api/types'
import { normStatusLabel } from '@/lib/legislation'

/** "Revogada por RDC 1.015/2026" → "revogada por RDC 1.015/2026" (the norm's name keeps its capitals). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/**
 * "Legislação citada" under the references: each norm the post cites links to its entry on /legislacao,
 * with its status today as the database computes it (a revoked norm says "revogada por …").
 */
export function ArticleLegislation({ norms }: { norms: readonly CitedNorm[] | null | undefined }) {
  if (!norms || norms.length === 0) return null
  return (
    <section aria-labelledby="legislacao-citada-title" className="mt-8 text-sm" data-testid="article-legislation">
      <h2 id="legislacao-citada-title" className="text-base font-semibold text-slate-900">
        Legislação citada
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
        {norms.map((norm) => (
          <li key={norm.id}>
            <Link
              to={`${paths.legislation.href()}#${norm.id}`}
              className="text-brand-700 hover:text-brand-900 inline-flex min-h-11 items-center underline underline-offset-2 md:min-h-0"
            >
              {norm.name}
            </Link>{' '}
            ({lowerFirst(normStatusLabel(norm))})
          </li>
        ))}
      </ul>
    </section>
  )
}
