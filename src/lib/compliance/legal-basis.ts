/**
 * The norms the compliance rules rest on, with the days they are in force, what replaced them and
 * where to read them. Every fact here comes from docs/regulatory-sources.md; an article number
 * appears only where a source we read shows it, and a day only where a source states it.
 */

export type NormId = 'rdc-1015-2026' | 'rdc-327-2019' | 'rdc-96-2008' | 'lei-6360-1976' | 'cfm-2336-2023' | 'cdc-1990'

export interface LegalNorm {
  id: NormId
  /** How articles cite it: "RDC 1.015/2026". */
  name: string
  /** The full citation a finding shows. */
  citation: string
  /** First day in force ("2026-08-03"); null when no source we read gives it (then: in force). */
  inForceFrom: string | null
  /** Last day in force; null while in force. */
  inForceUntil: string | null
  replacedBy?: NormId
  /** Where to read it, and whether that is the official text, a reproduction of it, or coverage. */
  source: { url: string; kind: 'texto oficial' | 'reprodução do texto oficial' | 'cobertura' } | null
  /** How texts cite it, in folded text (lower case, no accents); used to find citations of revoked norms. */
  citedAs?: RegExp
  /**
   * A looser pattern (POSIX, case-insensitive, no commas or parentheses so PostgREST's `or` takes it)
   * the database uses to find posts that may cite the norm; `citedAs` and the history cues then decide.
   */
  mentionedAs?: string
}

// RDC 1.015/2026 was published in the DOU of 2026-02-03. Its first day in force is not in the part of
// the official text we read, and sources disagree: Afya reports 2026-05-04, Anvisa's note (as
// coverage reproduces it) six months after publication. We use the later day, 2026-08-03, so the
// product never calls RDC 327/2019 revoked before it certainly was.
const RDC_1015_IN_FORCE = '2026-08-03'
const DAY_BEFORE_RDC_1015 = '2026-08-02'

export const LEGAL_NORMS: Readonly<Record<NormId, LegalNorm>> = {
  'rdc-1015-2026': {
    id: 'rdc-1015-2026',
    name: 'RDC 1.015/2026',
    citation:
      'Anvisa RDC 1.015/2026 (produtos de Cannabis para uso medicinal; segundo a cobertura, publicidade só dirigida a prescritores)',
    inForceFrom: RDC_1015_IN_FORCE,
    inForceUntil: null,
    source: {
      url: 'https://www.diaoficial.com/linkdo/2111184/2026_02_03_ASSINADO_do1?docid=25976&page=197&pageid=2111184',
      kind: 'reprodução do texto oficial',
    },
  },
  'rdc-327-2019': {
    id: 'rdc-327-2019',
    name: 'RDC 327/2019',
    citation: 'Anvisa RDC 327/2019 (produtos de Cannabis: publicidade vedada)',
    inForceFrom: '2020-03-10',
    inForceUntil: DAY_BEFORE_RDC_1015,
    replacedBy: 'rdc-1015-2026',
    source: {
      url: 'https://www.in.gov.br/en/web/dou/-/resolucao-da-diretoria-colegiada-rdc-n-327-de-9-de-dezembro-de-2019-232669072',
      kind: 'texto oficial',
    },
    mentionedAs: 'rdc[^0-9]*327',
    citedAs: /rdc\s*(?:n[.ºo°]*\s*)?327(?:\s*\/\s*(?:20)?19|,?\s+de\s+9\s+de\s+dezembro\s+de\s+2019)?(?!\s*\/)/,
  },
  'rdc-96-2008': {
    id: 'rdc-96-2008',
    name: 'RDC 96/2008',
    citation: 'Anvisa RDC 96/2008, art. 3º (propaganda só de medicamentos regularizados)',
    inForceFrom: null,
    inForceUntil: null,
    source: { url: 'http://ricardoschwenck.com/rdc9608/index.html', kind: 'reprodução do texto oficial' },
  },
  'lei-6360-1976': {
    id: 'lei-6360-1976',
    name: 'Lei 6.360/1976',
    citation: 'Lei 6.360/1976, art. 58 (propaganda de produtos de venda sob prescrição restrita a publicações dirigidas aos profissionais)',
    inForceFrom: null,
    inForceUntil: null,
    source: { url: 'https://pt.scribd.com/doc/229473810/Legislacao-Propaganda-Consolidada-Marco-2011', kind: 'reprodução do texto oficial' },
  },
  'cfm-2336-2023': {
    id: 'cfm-2336-2023',
    name: 'Resolução CFM 2.336/2023',
    citation: 'Resolução CFM 2.336/2023 (publicidade e propaganda médicas)',
    inForceFrom: '2024-03-11',
    inForceUntil: null,
    source: { url: 'https://publicidademedica.cfm.org.br/manual/resolucao-comentada/capitulo-2', kind: 'texto oficial' },
  },
  'cdc-1990': {
    id: 'cdc-1990',
    name: 'Código de Defesa do Consumidor',
    citation: 'Código de Defesa do Consumidor (Lei 8.078/1990), art. 37, e Código do CONAR (publicidade enganosa)',
    inForceFrom: null,
    inForceUntil: null,
    source: null,
  },
}

/** Whether a period given by its first and last day (either open) contains the day ("YYYY-MM-DD"). */
export function inForceOn(period: { inForceFrom?: string | null; inForceUntil?: string | null }, day: string): boolean {
  return (!period.inForceFrom || period.inForceFrom <= day) && (!period.inForceUntil || day <= period.inForceUntil)
}

/** The citations of the norms among `ids` that are in force on the day, joined for display. */
export function basisCitation(ids: readonly NormId[], day: string): string {
  return ids
    .map((id) => LEGAL_NORMS[id])
    .filter((norm) => inForceOn(norm, day))
    .map((norm) => norm.citation)
    .join('; ')
}

/** "Cita norma revogada: RDC 327/2019 → RDC 1.015/2026" */
export function revokedCitationLabel(norm: LegalNorm): string {
  const replacement = norm.replacedBy ? LEGAL_NORMS[norm.replacedBy].name : null
  return `Cita norma revogada: ${norm.name}${replacement ? ` → ${replacement}` : ''}`
}
