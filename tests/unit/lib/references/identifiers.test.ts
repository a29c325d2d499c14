// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseReferenceIdentifier } from '@/lib/references/identifiers'

describe('parseReferenceIdentifier', () => {
  it.each([
    ['10.1056/NEJMoa1611618', '10.1056/NEJMoa1611618'],
    ['doi: 10.1056/NEJMoa1611618', '10.1056/NEJMoa1611618'],
    ['DOI:10.1016/S1474-4422(15)00379-8', '10.1016/S1474-4422(15)00379-8'],
    ['https://doi.org/10.1056/NEJMoa1611618', '10.1056/NEJMoa1611618'],
    ['https://dx.doi.org/10.1056%2FNEJMoa1611618', '10.1056/NEJMoa1611618'],
    ['Devinsky O, et al. N Engl J Med. 2017. doi:10.1056/NEJMoa1611618.', '10.1056/NEJMoa1611618'],
  ])('recognises the DOI in "%s"', (input, doi) => {
    expect(parseReferenceIdentifier(input)).toEqual({ kind: 'doi', doi, url: `https://doi.org/${doi}` })
  })

  it.each([
    ['28538134', '28538134'],
    ['PMID: 28538134', '28538134'],
    ['pmid28538134', '28538134'],
    ['https://pubmed.ncbi.nlm.nih.gov/28538134/', '28538134'],
    ['https://www.ncbi.nlm.nih.gov/pubmed/28538134', '28538134'],
  ])('recognises the PubMed id in "%s"', (input, pmid) => {
    expect(parseReferenceIdentifier(input)).toEqual({
      kind: 'pmid',
      pmid,
      url: `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`,
    })
  })

  it('takes any other http(s) address as a link', () => {
    expect(parseReferenceIdentifier(' https://www.gov.br/anvisa/pt-br ')).toEqual({
      kind: 'url',
      url: 'https://www.gov.br/anvisa/pt-br',
    })
  })

  it.each([
    '',
    'Estudo sobre canabidiol',
    '10.12/abc',
    'javascript:alert(1)',
    'ftp://exemplo.com/a',
    'https://localhost',
    '1234567890',
  ])('finds nothing in "%s"', (input) => {
    expect(parseReferenceIdentifier(input)).toBeNull()
  })
})
