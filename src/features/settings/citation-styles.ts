import type { CitationStyle } from '@/features/settings/api/site-settings'

/** Each style with one reference as it prints it (the mailer's formatter, tests/unit/mailer/citations.test.ts). */
export const CITATION_STYLES: { value: CitationStyle; label: string; description: string; example: string }[] = [
  {
    value: 'abnt',
    label: 'ABNT (NBR 6023)',
    description: 'A norma brasileira: sobrenomes em maiúsculas e o título da revista em negrito.',
    example:
      'DEVINSKY, O. et al. Trial of cannabidiol for drug-resistant seizures in the Dravet syndrome. New England Journal of Medicine, 2017. DOI: 10.1056/NEJMoa1611618.',
  },
  {
    value: 'vancouver',
    label: 'Vancouver',
    description: 'O estilo das revistas médicas: até seis autores, depois "et al.".',
    example:
      'Devinsky O, Cross JH, Laux L, Marsh E, Miller I, Nabbout R, et al. Trial of cannabidiol for drug-resistant seizures in the Dravet syndrome. New England Journal of Medicine. 2017. doi:10.1056/NEJMoa1611618',
  },
]
