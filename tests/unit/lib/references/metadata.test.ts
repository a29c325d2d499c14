// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { referenceFromCrossref, referenceFromPubmed } from '@/lib/references/metadata'
import {
  CROSSREF_ONE_NAME,
  CROSSREF_ORGLETT,
  PUBMED_NOT_FOUND,
  PUBMED_SEMANTIC_BODY,
} from '../../../fixtures/reference-metadata'

describe('referenceFromCrossref', () => {
  it('reads authors, title, journal, year, DOI and link from a recorded work', () => {
    expect(referenceFromCrossref(JSON.parse(CROSSREF_ORGLETT.body))).toEqual({
      authors: 'Mansfield SJ, Smith RC, Yong JRJ, Garry OL, Anderson EA',
      title: 'A General Copper-Catalyzed Synthesis of Ynamides from 1,2-Dichloroenamides',
      container: 'Organic Letters',
      year: '2019',
      doi: '10.1021/acs.orglett.9b00971',
      url: 'https://doi.org/10.1021/acs.orglett.9b00971',
    })
  })

  it('keeps an author who has a single name', () => {
    expect(referenceFromCrossref(JSON.parse(CROSSREF_ONE_NAME.body))).toMatchObject({
      authors: 'Sheherazade, Ardiantiono',
      title: 'Attention science: some people have only one name',
      container: 'Nature',
      year: '2020',
    })
  })

  it('lists six authors then "et al.", and strips markup from titles', () => {
    const work = JSON.parse(CROSSREF_ORGLETT.body)
    work.message.author = [...work.message.author, ...work.message.author]
    work.message.title = ['Synthesis of <i>N</i>-ynamides <script>x</script>']
    const reference = referenceFromCrossref(work)
    expect(reference?.authors).toBe('Mansfield SJ, Smith RC, Yong JRJ, Garry OL, Anderson EA, Mansfield SJ, et al.')
    expect(reference?.title).toBe('Synthesis of N-ynamides x')
  })

  it('leaves out what the answer lacks or gives in another type', () => {
    expect(
      referenceFromCrossref({ message: { DOI: 'not a doi', title: [42], issued: { 'date-parts': [[null]] } } }),
    ).toEqual({})
    expect(referenceFromCrossref('Resource not found.')).toBeNull()
    expect(referenceFromCrossref(null)).toBeNull()
  })
})

describe('referenceFromPubmed', () => {
  it('reads authors, title, journal, year, DOI, PMID and link from a recorded summary', () => {
    expect(referenceFromPubmed(JSON.parse(PUBMED_SEMANTIC_BODY.body), PUBMED_SEMANTIC_BODY.pmid)).toEqual({
      found: true,
      reference: {
        authors: 'Lekschas F, Stachelscheid H, Seltmann S, Kurtz A',
        title:
          'Semantic Body Browser: graphical exploration of an organism and spatially resolved expression data visualization.',
        container: 'Bioinformatics',
        year: '2015',
        doi: '10.1093/bioinformatics/btu707',
        pmid: '25344497',
        url: 'https://pubmed.ncbi.nlm.nih.gov/25344497/',
      },
    })
  })

  it('reads the error entry of an unknown PMID, or a missing entry, as not found', () => {
    expect(referenceFromPubmed(JSON.parse(PUBMED_NOT_FOUND.body), PUBMED_NOT_FOUND.pmid)).toEqual({ found: false })
    expect(referenceFromPubmed(JSON.parse(PUBMED_SEMANTIC_BODY.body), '1')).toEqual({ found: false })
  })

  it('gives nothing for an answer that is not a summary', () => {
    expect(referenceFromPubmed({ error: 'API rate limit exceeded' }, '1')).toBeNull()
  })
})
