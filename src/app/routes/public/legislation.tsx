import { PublicPageMeta } from '@/components/seo/public-page-meta'
import { ErrorState } from '@/components/feedback/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { useLegislation } from '@/features/legislation/api/get-legislation'
import { LegislationList } from '@/features/legislation/components/legislation-list'

const LEGISLATION_DISCLAIMER =
  'Conteúdo informativo, mantido pela equipe editorial: não é aconselhamento jurídico e não substitui o texto oficial de cada norma nem a orientação de um profissional.'

/** /legislacao: the norms the site follows, with their status today (docs/product-guide.md#public-site). */
export function LegislationRoute() {
  const legislation = useLegislation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PublicPageMeta
        title="Legislação"
        description="As normas sobre cannabis medicinal que o site acompanha: situação atual, datas, resumo e link para o texto oficial."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Legislação</h1>
      <p className="mt-3 text-slate-600">
        As normas que o site acompanha ao escrever sobre cannabis medicinal: se estão em vigor, revogadas ou suspensas,
        as datas, um resumo e o link para o texto. Os artigos que citam cada norma estão listados com ela.
      </p>
      <p className="mt-3 border-l-4 border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-700">
        {LEGISLATION_DISCLAIMER}
      </p>
      {legislation.isPending ? (
        <div className="mt-8 space-y-6" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : legislation.isError ? (
        <ErrorState
          className="mt-8"
          title="Erro ao carregar a legislação"
          onRetry={() => void legislation.refetch()}
          retrying={legislation.isFetching}
        />
      ) : (
        <LegislationList norms={legislation.data} />
      )}
    </div>
  )
}
