import { PenLine, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { AudienceReport } from '@/features/audience/api/get-audience-report'
import { FigureCard, formatCount, ReportCard } from '@/features/audience/components/report-card'

// Only terms searched often enough are shown (audience_report): a term typed once or twice could be a
// name or a mistake, and three searches say more than a single curious reader.
const THRESHOLD = 'Aparecem aqui os termos buscados ao menos 3 vezes.'

/** "Buscas mais frequentes": each term with its searches and how many found nothing. */
export function SearchesCard({ report }: { report: AudienceReport }) {
  return (
    <FigureCard
      title="Buscas mais frequentes"
      description={THRESHOLD}
      emptyText="Nenhuma busca frequente neste período."
      units={['busca', 'buscas']}
      items={report.searches.map((item) => ({
        key: item.term,
        name: item.term,
        value: item.searches,
        extra: item.without_results ? `${formatCount(item.without_results)} sem resultado` : undefined,
      }))}
    />
  )
}

/**
 * "Buscas sem resultado": what readers looked for and the blog does not have yet, each with a way to
 * write it — a new post titled with the term, or Clio's draft generation with the term as its theme.
 */
export function SearchesWithoutResultsCard({ report }: { report: AudienceReport }) {
  const items = report.searches_without_results
  return (
    <ReportCard
      title="Buscas sem resultado"
      description={`${THRESHOLD} Um tema pedido e ainda não escrito é uma pauta.`}
      emptyText="Nenhuma busca sem resultado neste período."
      isEmpty={!items.length}
    >
      <ol className="divide-y divide-slate-100" aria-label="Buscas sem resultado">
        {items.map((item) => (
          <li key={item.term} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 text-sm">
            <div className="min-w-0 flex-1 basis-40 break-words">
              <span className="font-medium text-slate-900">{item.term}</span>
              <span className="ml-2 text-slate-600 tabular-nums">
                {formatCount(item.searches)} {item.searches === 1 ? 'busca' : 'buscas'}
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link
                to={paths.admin.newPost.href({ titulo: item.term })}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                aria-label={`Escrever rascunho sobre “${item.term}”`}
              >
                <PenLine aria-hidden="true" />
                Escrever rascunho
              </Link>
              <Link
                to={paths.admin.dashboard.href({ tema: item.term })}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                aria-label={`Rascunho com a Clio sobre “${item.term}”`}
              >
                <Sparkles aria-hidden="true" />
                Rascunho com a Clio
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </ReportCard>
  )
}
