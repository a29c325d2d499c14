import { AUDIENCE_SOURCE_LABELS } from '@/config/labels'
import type { AudienceReport } from '@/features/audience/api/get-audience-report'
import { csvDocument } from '@/lib/csv'

/**
 * "Exportar CSV": every section of the report in one file, one line per figure. The first three
 * columns are the same for all (seção, chave, valor); the rest say what a section has besides. Terms,
 * hosts, campaigns and titles come from strangers, so every cell goes through csvCell (src/lib/csv.ts).
 */
export const AUDIENCE_CSV_HEADER = ['seção', 'chave', 'valor', 'extra', 'valor_extra', 'titulo'] as const

type Row = Array<string | number | null>

function reportRows(report: AudienceReport): Row[] {
  return [
    ['periodo', 'de', report.from],
    ['periodo', 'ate', report.to],
    ['totais', 'visualizacoes', report.total_views],
    ['totais', 'visitas', report.total_visits],
    ['totais', 'inscricoes_newsletter', report.total_signups],
    ...report.views.map((item): Row => ['visualizacoes_por_dia', item.day, item.views]),
    ...report.top_posts.map((post): Row => [
      'posts_mais_lidos',
      post.slug,
      post.views,
      'inscricoes',
      post.signups,
      post.title,
    ]),
    ...report.sources.map((item): Row => ['origem', AUDIENCE_SOURCE_LABELS[item.source], item.visits]),
    ...report.referrers.map((item): Row => ['sites_de_origem', item.host, item.visits]),
    ...report.campaigns.map((item): Row => [
      'campanhas_utm',
      [item.source, item.medium, item.campaign].map((part) => part ?? '').join(' / '),
      item.visits,
    ]),
    ...report.signups.map((item): Row => ['inscricoes_por_pagina', item.path, item.signups, null, null, item.title]),
    ...report.searches.map((item): Row => ['buscas', item.term, item.searches, 'sem_resultado', item.without_results]),
    ...report.searches_without_results.map((item): Row => ['buscas_sem_resultado', item.term, item.searches]),
  ]
}

export function buildAudienceCsv(report: AudienceReport): string {
  return csvDocument([AUDIENCE_CSV_HEADER, ...reportRows(report)])
}

/** "audiencia-2026-10-31-a-2026-11-29.csv": the report's first and last days. */
export const audienceCsvFileName = (report: Pick<AudienceReport, 'from' | 'to'>) =>
  `audiencia-${report.from}-a-${report.to}.csv`
