import { describe, expect, it } from 'vitest'
import { AUDIENCE_CSV_HEADER, audienceCsvFileName, buildAudienceCsv } from '@/features/audience/utils/audience-csv'
import { buildReport } from './fake-audience-db'

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')

describe('the audience CSV', () => {
  it('starts with a BOM and the header, and ends every line with CRLF', () => {
    const csv = buildAudienceCsv(buildReport())
    expect(csv.startsWith(`\uFEFF${AUDIENCE_CSV_HEADER.join(',')}\r\n`)).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv).not.toMatch(/[^\r]\n/)
  })

  it('has a line for every figure of every section', () => {
    const rows = lines(buildAudienceCsv(buildReport()))
    expect(rows).toEqual([
      'seção,chave,valor,extra,valor_extra,titulo',
      'periodo,de,2026-10-31',
      'periodo,ate,2026-11-29',
      'totais,visualizacoes,1234',
      'totais,visitas,567',
      'totais,inscricoes_newsletter,8',
      'visualizacoes_por_dia,2026-11-28,40',
      'visualizacoes_por_dia,2026-11-29,12',
      'posts_mais_lidos,canabidiol-e-epilepsia,321,inscricoes,4,Canabidiol e epilepsia',
      'origem,Busca,300',
      'origem,Redes sociais,100',
      'origem,Newsletter,67',
      'origem,Direto,80',
      'origem,Outros sites,20',
      'sites_de_origem,google.com,290',
      'sites_de_origem,bing.com,1',
      'campanhas_utm,newsletter / email / novembro,60',
      'inscricoes_por_pagina,/blog/post/canabidiol-e-epilepsia,4,,,Canabidiol e epilepsia',
      'buscas,cbd para ansiedade,9,sem_resultado,2',
      'buscas_sem_resultado,oleo full spectrum,5',
      `buscas_sem_resultado,"'=HYPERLINK(""http://x"")",3`,
      '',
    ])
  })

  it('neutralises a term a spreadsheet would run as a formula, wherever it appears', () => {
    const csv = buildAudienceCsv(
      buildReport({
        searches: [{ term: '@SUM(A1)', searches: 4, without_results: 0 }],
        referrers: [{ host: '+evil.example', visits: 1 }],
      }),
    )
    expect(csv).toContain("buscas,'@SUM(A1),4")
    expect(csv).toContain("sites_de_origem,'+evil.example,1")
    expect(csv).not.toMatch(/,=HYPERLINK/)
  })

  it('is named after the first and last days of the report', () => {
    expect(audienceCsvFileName(buildReport())).toBe('audiencia-2026-10-31-a-2026-11-29.csv')
  })
})
