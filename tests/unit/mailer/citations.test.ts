// @vitest-environment node
// The citation formatter (docs/decisions/059-citation-style.md) against known examples: a journal article
// (the Dravet trial) and an institution's web page (tests/fixtures/citation-examples.ts), in ABNT NBR 6023 and Vancouver; what the list
// says of "et al."; identifiers linked where the style prints them; hostile text kept as text.
import { describe, expect, it } from 'vitest'
import { formatReferenceList, htmlToRuns, type CitationRun } from '../../../mailer/citations'
import { CITATION_STYLES } from '@/features/settings/citation-styles'
import { DRAVET_TRIAL, RDC_327 } from '../../fixtures/citation-examples'

const DRAVET = DRAVET_TRIAL
const ANVISA = RDC_327

const text = (runs: CitationRun[]) => runs.map((run) => run.t).join('')
const links = (runs: CitationRun[]) => runs.filter((run) => run.href).map((run) => [run.t, run.href])
const bold = (runs: CitationRun[]) => runs.filter((run) => run.b).map((run) => run.t)

describe('ABNT NBR 6023', () => {
  const [dravet, anvisa] = formatReferenceList([DRAVET, ANVISA], 'abnt')

  it('a journal article: SURNAME, initials, "et al." after the first of four or more, the journal in bold', () => {
    expect(text(dravet)).toBe(
      'DEVINSKY, O. et al. Trial of cannabidiol for drug-resistant seizures in the Dravet syndrome. New England Journal of Medicine, 2017. DOI: 10.1056/NEJMoa1611618. PMID: 28538134.',
    )
    expect(bold(dravet)).toEqual(['New England Journal of Medicine'])
    expect(dravet.find((run) => run.t === 'et al.')?.i).toBe(true)
  })

  it('up to three authors, all of them, separated by semicolons', () => {
    const [three] = formatReferenceList([{ ...DRAVET, authors: 'Devinsky O, Cross JH, Laux L' }], 'abnt')
    expect(text(three)).toMatch(/^DEVINSKY, O\.; CROSS, J\. H\.; LAUX, L\. Trial of/)
  })

  it('an institution in capitals, the title in bold when there is no journal, "Disponível em:" and the address', () => {
    expect(text(anvisa)).toBe(
      `AGÊNCIA NACIONAL DE VIGILÂNCIA SANITÁRIA (ANVISA). Resolução da Diretoria Colegiada RDC nº 327, de 9 de dezembro de 2019. 2019. Disponível em: ${ANVISA.url}.`,
    )
    expect(bold(anvisa)).toEqual([ANVISA.title])
  })
})

describe('Vancouver', () => {
  const [dravet, anvisa] = formatReferenceList([DRAVET, ANVISA], 'vancouver')

  it('a journal article: six authors then "et al.", no bold, the DOI and the PMID', () => {
    expect(text(dravet)).toBe(
      'Devinsky O, Cross JH, Laux L, Marsh E, Miller I, Nabbout R, et al. Trial of cannabidiol for drug-resistant seizures in the Dravet syndrome. New England Journal of Medicine. 2017. doi:10.1056/NEJMoa1611618 PubMed PMID: 28538134.',
    )
    expect(bold(dravet)).toEqual([])
  })

  it('a web page: "[Internet]" and "Disponível em:" in Portuguese', () => {
    expect(text(anvisa)).toBe(
      `Agência Nacional de Vigilância Sanitária (Anvisa). Resolução da Diretoria Colegiada RDC nº 327, de 9 de dezembro de 2019 [Internet]. 2019. Disponível em: ${ANVISA.url}`,
    )
  })
})

describe('both styles', () => {
  it('link the DOI to doi.org, the PMID to PubMed and the address to itself', () => {
    for (const style of ['abnt', 'vancouver'] as const) {
      const [dravet, anvisa] = formatReferenceList([DRAVET, ANVISA], style)
      expect(links(dravet)).toEqual([
        ['10.1056/NEJMoa1611618', 'https://doi.org/10.1056/NEJMoa1611618'],
        ['28538134', 'https://pubmed.ncbi.nlm.nih.gov/28538134/'],
      ])
      expect(links(anvisa)).toEqual([[ANVISA.url, ANVISA.url]])
    }
  })

  it('show the "et al." a list says itself ("e colaboradores") in their own form', () => {
    const reference = { ...DRAVET, authors: 'Devinsky e colaboradores' }
    expect(text(formatReferenceList([reference], 'abnt')[0])).toMatch(/^DEVINSKY et al\. Trial/)
    expect(text(formatReferenceList([{ ...DRAVET, authors: 'Devinsky O, Cross JH, et al.' }], 'vancouver')[0])).toMatch(
      /^Devinsky O, Cross JH, et al\. Trial/,
    )
  })

  it('leave the doi.org link of the same DOI out (the DOI is printed once)', () => {
    const [runs] = formatReferenceList([{ ...DRAVET, url: 'https://doi.org/10.1056/NEJMoa1611618' }], 'abnt')
    expect(text(runs).match(/NEJMoa1611618/g)).toHaveLength(1)
  })

  it('keep the post order, one entry per reference, even an empty one', () => {
    for (const style of ['abnt', 'vancouver'] as const) {
      const formatted = formatReferenceList([ANVISA, {}, DRAVET], style)
      expect(formatted).toHaveLength(3)
      expect(text(formatted[0])).toMatch(/Anvisa|ANVISA/)
      expect(text(formatted[1])).toBe('Referência sem dados.')
      expect(text(formatted[2])).toMatch(/Devinsky|DEVINSKY/)
    }
  })

  it('keep hostile text as text: markup never becomes a link or an attribute, and no address but http(s) is linked', () => {
    const hostile = {
      authors: '<script>alert(1)</script>',
      title: '<img src=x onerror=alert(1)> & "aspas"',
      url: 'javascript:alert(1)',
    }
    for (const style of ['abnt', 'vancouver'] as const) {
      const [runs] = formatReferenceList([hostile], style)
      // citeproc prints typographic quotes.
      expect(text(runs)).toContain('<img src=x onerror=alert(1)> & “aspas”')
      expect(links(runs)).toEqual([])
      for (const run of runs) expect(Object.keys(run).every((key) => ['t', 'b', 'i', 'href'].includes(key))).toBe(true)
    }
  })
})

describe("citeproc's HTML to runs", () => {
  it('keeps bold and italic, drops the number column, decodes entities and puts "nº" back', () => {
    expect(
      htmlToRuns(
        '<div class="csl-left-margin">1.</div><div class="csl-right-inline">A &#38; B. <b>Revista</b>, <span style="font-style:italic;">et al.</span> n<sup>o</sup> 3</div>',
      ),
    ).toEqual([{ t: 'A & B. ' }, { t: 'Revista', b: true }, { t: ', ' }, { t: 'et al.', i: true }, { t: ' nº 3' }])
  })
})

describe('the settings card', () => {
  it('shows each style with the reference as the formatter prints it', () => {
    const reference = { ...DRAVET, pmid: undefined }
    for (const style of CITATION_STYLES) {
      expect(style.example).toBe(text(formatReferenceList([reference], style.value)[0]))
    }
  })
})
