import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { formatLongDate, htmlDateTime } from '@/lib/dates'
import { cn } from '@/lib/cn'
import { normStatusClasses, normStatusLabel } from '@/lib/legislation'
import type { LegislationNorm } from '@/features/legislation/api/get-legislation'

const KIND_LABELS: Record<string, string> = {
  lei: 'Lei federal',
  rdc: 'Resolução da Anvisa (RDC)',
  'resolucao-cfm': 'Resolução do CFM',
  portaria: 'Portaria',
}

const LINK = 'text-brand-700 underline underline-offset-2 hover:text-brand-900 [overflow-wrap:anywhere]'

function NormDate({ label, value }: { label: string; value: string | null }) {
  if (!value) return null
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="font-medium text-slate-700">{label}:</dt>
      <dd>
        <time dateTime={htmlDateTime(value)}>{formatLongDate(value)}</time>
      </dd>
    </div>
  )
}

/** Where its text is read: the official text, or a reproduction labelled as such. */
function NormTextLink({ norm }: { norm: LegislationNorm }) {
  const official = norm.source_kind === 'texto oficial'
  return (
    <a
      href={norm.source_url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(LINK, 'inline-flex min-h-11 items-center font-medium md:min-h-0')}
    >
      {official ? 'Ler o texto oficial' : 'Texto oficial (reprodução)'}
      <span className="sr-only"> de {norm.name} (abre em nova aba)</span>
    </a>
  )
}

function NormEntry({ norm }: { norm: LegislationNorm }) {
  const headingId = `${norm.id}-titulo`
  return (
    <li
      id={norm.id}
      className="scroll-mt-20 rounded-xl border border-slate-200 p-5 target:ring-2 target:ring-amber-300"
    >
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{KIND_LABELS[norm.kind] ?? norm.kind}</span>
          <span
            className={cn('rounded-full px-2.5 py-0.5 font-medium ring-1 ring-inset', normStatusClasses(norm.status))}
            data-testid="norm-status"
          >
            {normStatusLabel(norm)}
          </span>
        </div>
        <h2 id={headingId} className="mt-2 text-xl font-bold text-slate-900">
          {norm.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{norm.title}</p>
        <p className="mt-3 text-slate-800">
          {norm.summary}{' '}
          <a href={norm.summary_source_url} target="_blank" rel="noopener noreferrer" className={cn(LINK, 'text-sm')}>
            Fonte do resumo<span className="sr-only"> (abre em nova aba)</span>
          </a>
        </p>
        <dl className="mt-3 grid gap-1 text-sm text-slate-600 sm:grid-cols-2">
          <NormDate label="Publicação" value={norm.published_on} />
          <NormDate label="Em vigor desde" value={norm.in_force_from} />
          <NormDate label="Em vigor até" value={norm.in_force_until} />
          <NormDate label="Efeitos suspensos desde" value={norm.suspended_since} />
        </dl>
        {norm.replaced_by && norm.replaced_by_name ? (
          <p className="mt-2 text-sm text-slate-700">
            Substituída pela{' '}
            <a href={`#${norm.replaced_by}`} className={LINK}>
              {norm.replaced_by_name}
            </a>
            .
          </p>
        ) : null}
        {norm.suspended_by && norm.suspended_by_name ? (
          <p className="mt-2 text-sm text-slate-700">
            Efeitos suspensos pela{' '}
            <a href={`#${norm.suspended_by}`} className={LINK}>
              {norm.suspended_by_name}
            </a>
            .
          </p>
        ) : null}
        <p className="mt-3">
          <NormTextLink norm={norm} />
        </p>
        {norm.posts.length > 0 ? (
          <section className="mt-4 border-t border-slate-100 pt-3" aria-label={`Artigos que citam ${norm.name}`}>
            <h3 className="text-sm font-semibold text-slate-900">Artigos que citam esta norma</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {norm.posts.map((post) => (
                <li key={post.post_id}>
                  <Link
                    to={paths.article.href(post.slug)}
                    className={cn(LINK, 'inline-flex min-h-11 items-center md:min-h-0')}
                  >
                    {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </li>
  )
}

/** /legislacao's entries, one per norm, each at `#<norm id>` (docs/product-guide.md#public-site). */
export function LegislationList({ norms }: { norms: LegislationNorm[] }) {
  return (
    <ol className="mt-8 space-y-6" data-testid="legislation-list">
      {norms.map((norm) => (
        <NormEntry key={norm.id} norm={norm} />
      ))}
    </ol>
  )
}
