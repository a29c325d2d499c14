// Public sources the offline corpus cites. Only sources we could name precisely are here. Each carries
// an identifier (DOI, PMID or official URL) checked against the source's own page, or `unverified` saying
// why none could be (docs/decisions/056-verified-reference-identifiers.md; docs/reference-sources.md says
// where each was checked). Never add a study to this list without reading it.

import type { DraftReference } from '../contract.ts'

export interface Source {
  /** Full citation, as printed in the "Fontes" list. */
  citation: string
  /** Short name for social-media copy ("NEJM 2017"). */
  short: string
  /** A DOI, bare ("10.1056/…"), as the article's page and PubMed give it. */
  doi?: string
  /** The PubMed id. */
  pmid?: string
  /** The official page (a norm's text on the issuing body's site), when there is no DOI or PMID. */
  url?: string
  /** Why no identifier could be verified: the explicit mark a reference without one must carry. */
  unverified?: string
}

export const SOURCES = {
  'anvisa-rdc-327-2019': {
    citation:
      'Anvisa. Resolução da Diretoria Colegiada (RDC) nº 327, de 9 de dezembro de 2019: procedimentos para a concessão da autorização sanitária de produtos de cannabis para fins medicinais (revogada pela RDC 1.015/2026).',
    short: 'Anvisa, RDC 327/2019 (revogada)',
    url: 'https://www.in.gov.br/en/web/dou/-/resolucao-da-diretoria-colegiada-rdc-n-327-de-9-de-dezembro-de-2019-232669072',
  },
  // The 2026 framework: docs/regulatory-sources.md has what we could verify and where.
  'anvisa-rdc-1015-2026': {
    citation:
      'Anvisa. Resolução Anvisa nº 1.015, de 2 de fevereiro de 2026 (DOU de 3 de fevereiro de 2026): autorização sanitária, comercialização, prescrição, dispensação, monitoramento e fiscalização de produtos de cannabis para uso medicinal humano.',
    short: 'Anvisa, RDC 1.015/2026',
    url: 'https://www.diaoficial.com/linkdo/2111184/2026_02_03_ASSINADO_do1?docid=25976&page=197&pageid=2111184',
  },
  'anvisa-rdc-1013-2026': {
    citation:
      'Anvisa. RDC nº 1.013, de 30 de janeiro de 2026: requisitos para o cultivo de Cannabis sativa L. com teor de THC de até 0,3%, para fins medicinais e de pesquisa.',
    short: 'Anvisa, RDC 1.013/2026',
    unverified: 'Só uma reprodução não oficial do texto (regoola) foi encontrada; a página do DOU não.',
  },
  'anvisa-rdc-660-2022': {
    citation:
      'Anvisa. Resolução da Diretoria Colegiada (RDC) nº 660/2022: importação de produto derivado de cannabis por pessoa física, para uso próprio, mediante prescrição.',
    short: 'Anvisa, RDC 660/2022',
    unverified: 'Só uma cópia no Scribd foi encontrada; o endereço em in.gov.br não.',
  },
  'anvisa-rdc-3-2015': {
    citation:
      'Anvisa. RDC nº 3/2015: inclusão do canabidiol na lista de substâncias de controle especial (lista C1 da Portaria SVS/MS nº 344/1998).',
    short: 'Anvisa, RDC 3/2015',
    unverified:
      'Procurado (texto no DOU/in.gov.br, site da Anvisa) e não encontrado: só notícias sobre a passagem do canabidiol para a lista C1 em 2015.',
  },
  'anvisa-registro-2017': {
    citation:
      'Anvisa. Registro, em 2017, do primeiro medicamento à base de Cannabis sativa no Brasil (spray oromucoso com THC e canabidiol, indicado para espasticidade na esclerose múltipla).',
    short: 'Anvisa, 2017',
    unverified:
      'Não é um ato com texto próprio: o registro do Mevatyl (anunciado pela Anvisa em 16/01/2017) foi visto só na imprensa que reproduz a nota da agência; nenhuma página da Anvisa ou do DOU encontrada.',
  },
  'lei-11343-2006': {
    citation: 'Brasil. Lei nº 11.343, de 23 de agosto de 2006 (Lei de Drogas), art. 2º, parágrafo único.',
    short: 'Lei 11.343/2006',
    url: 'https://www.planalto.gov.br/ccivil_03/_ato2004-2006/2006/lei/l11343.htm',
  },
  'cfm-2324-2022': {
    citation:
      'Conselho Federal de Medicina. Resolução CFM nº 2.324/2022, sobre a prescrição de canabidiol (publicada em outubro de 2022; efeitos suspensos pelo próprio CFM no mesmo mês, com abertura de consulta pública).',
    short: 'CFM, Resolução 2.324/2022',
    unverified: 'Só uma reprodução (legisweb) foi encontrada; o texto no site do CFM ou no DOU não.',
  },
  'devinsky-2017-nejm': {
    citation:
      'Devinsky O. e colaboradores. Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome. New England Journal of Medicine, 2017; 376: 2011-2020.',
    short: 'NEJM 2017',
    doi: '10.1056/NEJMoa1611618',
    pmid: '28538134',
  },
  'devinsky-2018-nejm': {
    citation:
      'Devinsky O. e colaboradores. Effect of Cannabidiol on Drop Seizures in the Lennox-Gastaut Syndrome. New England Journal of Medicine, 2018; 378: 1888-1897.',
    short: 'NEJM 2018',
    doi: '10.1056/NEJMoa1714631',
    pmid: '29768152',
  },
  'thiele-2018-lancet': {
    citation:
      'Thiele E. A. e colaboradores. Cannabidiol in patients with seizures associated with Lennox-Gastaut syndrome (GWPCARE4). The Lancet, 2018; 391: 1085-1096.',
    short: 'Lancet 2018',
    doi: '10.1016/S0140-6736(18)30136-3',
  },
  'gaston-2017-epilepsia': {
    citation:
      'Gaston T. E. e colaboradores. Interactions between cannabidiol and commonly used antiepileptic drugs. Epilepsia, 2017; 58(9): 1586-1592.',
    short: 'Epilepsia 2017',
    unverified:
      'DOI visto só num agregador (peeref, com revista, volume, páginas e resumo) e PMID só em repositórios públicos (um deles registra que outros trocaram esse PMID por outro artigo); página do PubMed ou da Epilepsia (Wiley) não encontrada.',
  },
  'mucke-2018-cochrane': {
    citation:
      'Mücke M. e colaboradores. Cannabis-based medicines for chronic neuropathic pain in adults. Cochrane Database of Systematic Reviews, 2018, CD012182.',
    short: 'Cochrane 2018',
    doi: '10.1002/14651858.CD012182.pub2',
  },
  'whiting-2015-jama': {
    citation:
      'Whiting P. F. e colaboradores. Cannabinoids for Medical Use: A Systematic Review and Meta-analysis. JAMA, 2015; 313(24): 2456-2473.',
    short: 'JAMA 2015',
    unverified:
      'Título, autores, revista e ano conferidos (PDF do artigo, cópia no Scribd); DOI e PMID só vistos em repositórios públicos, não na página da JAMA nem no PubMed.',
  },
  'nasem-2017': {
    citation:
      'National Academies of Sciences, Engineering, and Medicine. The Health Effects of Cannabis and Cannabinoids: The Current State of Evidence and Recommendations for Research. Washington, DC: The National Academies Press, 2017.',
    short: 'Academias Nacionais dos EUA, 2017',
    doi: '10.17226/24625',
  },
  'smith-2015-cochrane': {
    citation:
      'Smith L. A. e colaboradores. Cannabinoids for nausea and vomiting in adults with cancer receiving chemotherapy. Cochrane Database of Systematic Reviews, 2015, CD009464.',
    short: 'Cochrane 2015',
    doi: '10.1002/14651858.CD009464.pub2',
  },
  'mucke-2018-palliative': {
    citation:
      'Mücke M. e colaboradores. Systematic review and meta-analysis of cannabinoids in palliative medicine. Journal of Cachexia, Sarcopenia and Muscle, 2018; 9(2): 220-234.',
    short: 'J Cachexia Sarcopenia Muscle 2018',
    doi: '10.1002/jcsm.12273',
    pmid: '29400010',
  },
  'koppel-2014-neurology': {
    citation:
      'Koppel B. S. e colaboradores. Systematic review: efficacy and safety of medical marijuana in selected neurologic disorders. Report of the Guideline Development Subcommittee of the American Academy of Neurology. Neurology, 2014; 82(17): 1556-1563.',
    short: 'Academia Americana de Neurologia, 2014',
    doi: '10.1212/WNL.0000000000000363',
    pmid: '24778283',
  },
  'black-2019-lancet-psychiatry': {
    citation:
      'Black N. e colaboradores. Cannabinoids for the treatment of mental disorders and symptoms of mental disorders: a systematic review and meta-analysis. The Lancet Psychiatry, 2019; 6(12): 995-1010.',
    short: 'Lancet Psychiatry 2019',
    doi: '10.1016/S2215-0366(19)30401-8',
    pmid: '31672337',
  },
  'bergamaschi-2011': {
    citation:
      'Bergamaschi M. M. e colaboradores. Cannabidiol reduces the anxiety induced by simulated public speaking in treatment-naïve social phobia patients. Neuropsychopharmacology, 2011; 36: 1219-1226.',
    short: 'Neuropsychopharmacology 2011',
    doi: '10.1038/npp.2011.6',
    pmid: '21307846',
  },
  'aran-2021-molecular-autism': {
    citation:
      'Aran A. e colaboradores. Cannabinoid treatment for autism: a proof-of-concept randomized trial. Molecular Autism, 2021; 12: 6.',
    short: 'Molecular Autism 2021',
    doi: '10.1186/s13229-021-00420-2',
  },
  'suraev-2020-sleep': {
    citation:
      'Suraev A. S. e colaboradores. Cannabinoid therapies in the management of sleep disorders: a systematic review of preclinical and clinical studies. Sleep Medicine Reviews, 2020.',
    short: 'Sleep Medicine Reviews 2020',
    unverified:
      'Título e autores conferidos (Semantic Scholar); DOI e volume só vistos em listas de referências reproduzidas por um agregador (ouci), não numa página da revista ou do PubMed.',
  },
  'matsuda-1990-nature': {
    citation:
      'Matsuda L. A. e colaboradores. Structure of a cannabinoid receptor and functional expression of the cloned cDNA. Nature, 1990; 346: 561-564.',
    short: 'Nature 1990',
    unverified:
      'Procurado de novo (título, autores, resumo): nenhuma página da Nature ou do PubMed; Nature 346: 561-564 (1990) só confirmado como citação em outro artigo (ULB).',
  },
  'devane-1992-science': {
    citation:
      'Devane W. A. e colaboradores. Isolation and structure of a brain constituent that binds to the cannabinoid receptor. Science, 1992; 258: 1946-1949.',
    short: 'Science 1992',
    pmid: '1470919',
  },
  'who-ecdd-cbd-2018': {
    citation:
      'Organização Mundial da Saúde. Comitê de Especialistas em Dependência de Drogas (ECDD), 40ª reunião, 2018: revisão crítica do canabidiol.',
    short: 'OMS, ECDD 2018',
    url: 'http://origin.who.int/medicines/news/2018/news_briefing_ecdd/en/',
  },
  'who-ecdd-2019': {
    citation:
      'Organização Mundial da Saúde. Recomendações do ECDD sobre a cannabis e substâncias relacionadas (41ª reunião, 2018), encaminhadas às Nações Unidas em janeiro de 2019.',
    short: 'OMS, 2019',
    unverified:
      'A carta da OMS de 24 de janeiro de 2019 foi vista só em cópia (Scribd); a página da OMS sobre a revisão só apareceu num servidor de testes da OMS (test-cms.who.int), não no endereço público.',
  },
  'un-cnd-2020': {
    citation:
      'Nações Unidas. Comissão de Entorpecentes (CND), votação de 2 de dezembro de 2020 sobre as recomendações da OMS para a cannabis.',
    short: 'ONU, CND 2020',
    unverified:
      'O relatório oficial (E/2020/28/Add.1, E/CN.7/2020/15/Add.1) e o comunicado de 2 de dezembro de 2020 (27 votos a 25, uma abstenção) foram vistos só em cópias e na imprensa (Reuters); a página da ONU não foi encontrada.',
  },
  'uruguai-lei-19172-2013': {
    citation: 'Uruguai. Lei nº 19.172, de dezembro de 2013: regulação e controle da cannabis.',
    short: 'Uruguai, Lei 19.172/2013',
    url: 'https://www.impo.com.uy/bases/leyes/19172-2013',
  },
  'stj-2022-resp-1972092': {
    citation:
      'Superior Tribunal de Justiça, Sexta Turma. Recurso Especial 1.972.092, junho de 2022: salvo-conduto para o cultivo de cannabis com finalidade medicinal.',
    short: 'STJ 2022',
    unverified:
      'REsp 1.972.092/SP (rel. Rogerio Schietti Cruz, Sexta Turma, julgado em 14/6/2022) conferido na imprensa e em ementas reproduzidas; a página do processo ou do acórdão no site do STJ não foi encontrada.',
  },
  'stj-2024-iac-16': {
    citation:
      'Superior Tribunal de Justiça, Primeira Seção. Incidente de Assunção de Competência (IAC) 16, novembro de 2024: cultivo de cânhamo por pessoas jurídicas para fins medicinais e farmacêuticos.',
    short: 'STJ 2024',
    unverified:
      'IAC 16 = REsp 2.024.250/PR (rel. Regina Helena Costa, Primeira Seção, julgado em 13/11/2024) conferido na imprensa e em reproduções das teses; a página do acórdão no site do STJ não foi encontrada.',
  },
  'stf-2024-re-635659': {
    citation:
      'Supremo Tribunal Federal. Recurso Extraordinário 635.659 (Tema 506 da repercussão geral), julgamento concluído em junho de 2024.',
    short: 'STF 2024',
    unverified:
      'Julgamento de junho de 2024 conferido na imprensa (g1, 26/06/2024); a página do processo no portal do STF não foi encontrada.',
  },
  'bonn-miller-2017-jama': {
    citation:
      'Bonn-Miller M. O. e colaboradores. Labeling Accuracy of Cannabidiol Extracts Sold Online. JAMA, 2017; 318(17): 1708-1709.',
    short: 'JAMA 2017',
    doi: '10.1001/jama.2017.11909',
  },
} satisfies Record<string, Source>

export type SourceId = keyof typeof SOURCES

/**
 * Each source as a post reference (the keys of posts.reference_list): the same facts as its
 * citation above, split into fields; the identifiers come from SOURCES.
 */
export const SOURCE_REFERENCES: Record<SourceId, Omit<DraftReference, 'doi' | 'pmid' | 'url'>> = {
  'anvisa-rdc-327-2019': {
    authors: 'Agência Nacional de Vigilância Sanitária (Anvisa)',
    title:
      'Resolução da Diretoria Colegiada (RDC) nº 327, de 9 de dezembro de 2019: autorização sanitária de produtos de cannabis para fins medicinais (revogada pela RDC 1.015/2026)',
    year: 2019,
  },
  'anvisa-rdc-1015-2026': {
    authors: 'Agência Nacional de Vigilância Sanitária (Anvisa)',
    title:
      'Resolução Anvisa nº 1.015, de 2 de fevereiro de 2026: autorização sanitária, comercialização, prescrição, dispensação, monitoramento e fiscalização de produtos de cannabis para uso medicinal humano',
    container: 'Diário Oficial da União, 3 de fevereiro de 2026',
    year: 2026,
  },
  'anvisa-rdc-1013-2026': {
    authors: 'Agência Nacional de Vigilância Sanitária (Anvisa)',
    title:
      'RDC nº 1.013, de 30 de janeiro de 2026: requisitos para o cultivo de Cannabis sativa L. com teor de THC de até 0,3%, para fins medicinais e de pesquisa',
    year: 2026,
  },
  'anvisa-rdc-660-2022': {
    authors: 'Agência Nacional de Vigilância Sanitária (Anvisa)',
    title:
      'Resolução da Diretoria Colegiada (RDC) nº 660/2022: importação de produto derivado de cannabis por pessoa física, para uso próprio, mediante prescrição',
    year: 2022,
  },
  'anvisa-rdc-3-2015': {
    authors: 'Agência Nacional de Vigilância Sanitária (Anvisa)',
    title: 'RDC nº 3/2015: inclusão do canabidiol na lista de substâncias de controle especial',
    year: 2015,
  },
  'anvisa-registro-2017': {
    authors: 'Agência Nacional de Vigilância Sanitária (Anvisa)',
    title: 'Registro do primeiro medicamento à base de Cannabis sativa no Brasil',
    year: 2017,
  },
  'lei-11343-2006': {
    authors: 'Brasil',
    title: 'Lei nº 11.343, de 23 de agosto de 2006 (Lei de Drogas), art. 2º, parágrafo único',
    year: 2006,
  },
  'cfm-2324-2022': {
    authors: 'Conselho Federal de Medicina',
    title: 'Resolução CFM nº 2.324/2022, sobre a prescrição de canabidiol (efeitos suspensos pelo próprio CFM)',
    year: 2022,
  },
  'devinsky-2017-nejm': {
    authors: 'Devinsky O. e colaboradores',
    title: 'Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome',
    container: 'New England Journal of Medicine, 376: 2011-2020',
    year: 2017,
  },
  'devinsky-2018-nejm': {
    authors: 'Devinsky O. e colaboradores',
    title: 'Effect of Cannabidiol on Drop Seizures in the Lennox-Gastaut Syndrome',
    container: 'New England Journal of Medicine, 378: 1888-1897',
    year: 2018,
  },
  'thiele-2018-lancet': {
    authors: 'Thiele E. A. e colaboradores',
    title: 'Cannabidiol in patients with seizures associated with Lennox-Gastaut syndrome (GWPCARE4)',
    container: 'The Lancet, 391: 1085-1096',
    year: 2018,
  },
  'gaston-2017-epilepsia': {
    authors: 'Gaston T. E. e colaboradores',
    title: 'Interactions between cannabidiol and commonly used antiepileptic drugs',
    container: 'Epilepsia, 58(9): 1586-1592',
    year: 2017,
  },
  'mucke-2018-cochrane': {
    authors: 'Mücke M. e colaboradores',
    title: 'Cannabis-based medicines for chronic neuropathic pain in adults',
    container: 'Cochrane Database of Systematic Reviews, CD012182',
    year: 2018,
  },
  'whiting-2015-jama': {
    authors: 'Whiting P. F. e colaboradores',
    title: 'Cannabinoids for Medical Use: A Systematic Review and Meta-analysis',
    container: 'JAMA, 313(24): 2456-2473',
    year: 2015,
  },
  'nasem-2017': {
    authors: 'National Academies of Sciences, Engineering, and Medicine',
    title:
      'The Health Effects of Cannabis and Cannabinoids: The Current State of Evidence and Recommendations for Research',
    container: 'The National Academies Press',
    year: 2017,
  },
  'smith-2015-cochrane': {
    authors: 'Smith L. A. e colaboradores',
    title: 'Cannabinoids for nausea and vomiting in adults with cancer receiving chemotherapy',
    container: 'Cochrane Database of Systematic Reviews, CD009464',
    year: 2015,
  },
  'mucke-2018-palliative': {
    authors: 'Mücke M. e colaboradores',
    title: 'Systematic review and meta-analysis of cannabinoids in palliative medicine',
    container: 'Journal of Cachexia, Sarcopenia and Muscle, 9(2): 220-234',
    year: 2018,
  },
  'koppel-2014-neurology': {
    authors: 'Koppel B. S. e colaboradores',
    title: 'Systematic review: efficacy and safety of medical marijuana in selected neurologic disorders',
    container: 'Neurology, 82(17): 1556-1563',
    year: 2014,
  },
  'black-2019-lancet-psychiatry': {
    authors: 'Black N. e colaboradores',
    title:
      'Cannabinoids for the treatment of mental disorders and symptoms of mental disorders: a systematic review and meta-analysis',
    container: 'The Lancet Psychiatry, 6(12): 995-1010',
    year: 2019,
  },
  'bergamaschi-2011': {
    authors: 'Bergamaschi M. M. e colaboradores',
    title:
      'Cannabidiol reduces the anxiety induced by simulated public speaking in treatment-naïve social phobia patients',
    container: 'Neuropsychopharmacology, 36: 1219-1226',
    year: 2011,
  },
  'aran-2021-molecular-autism': {
    authors: 'Aran A. e colaboradores',
    title: 'Cannabinoid treatment for autism: a proof-of-concept randomized trial',
    container: 'Molecular Autism, 12: 6',
    year: 2021,
  },
  'suraev-2020-sleep': {
    authors: 'Suraev A. S. e colaboradores',
    title:
      'Cannabinoid therapies in the management of sleep disorders: a systematic review of preclinical and clinical studies',
    container: 'Sleep Medicine Reviews',
    year: 2020,
  },
  'matsuda-1990-nature': {
    authors: 'Matsuda L. A. e colaboradores',
    title: 'Structure of a cannabinoid receptor and functional expression of the cloned cDNA',
    container: 'Nature, 346: 561-564',
    year: 1990,
  },
  'devane-1992-science': {
    authors: 'Devane W. A. e colaboradores',
    title: 'Isolation and structure of a brain constituent that binds to the cannabinoid receptor',
    container: 'Science, 258: 1946-1949',
    year: 1992,
  },
  'who-ecdd-cbd-2018': {
    authors: 'Organização Mundial da Saúde, Comitê de Especialistas em Dependência de Drogas (ECDD)',
    title: 'Revisão crítica do canabidiol (40ª reunião)',
    year: 2018,
  },
  'who-ecdd-2019': {
    authors: 'Organização Mundial da Saúde, Comitê de Especialistas em Dependência de Drogas (ECDD)',
    title: 'Recomendações sobre a cannabis e substâncias relacionadas (41ª reunião), encaminhadas às Nações Unidas',
    year: 2019,
  },
  'un-cnd-2020': {
    authors: 'Nações Unidas, Comissão de Entorpecentes (CND)',
    title: 'Votação de 2 de dezembro de 2020 sobre as recomendações da OMS para a cannabis',
    year: 2020,
  },
  'uruguai-lei-19172-2013': {
    authors: 'Uruguai',
    title: 'Lei nº 19.172: regulação e controle da cannabis',
    year: 2013,
  },
  'stj-2022-resp-1972092': {
    authors: 'Superior Tribunal de Justiça, Sexta Turma',
    title: 'Recurso Especial 1.972.092: salvo-conduto para o cultivo de cannabis com finalidade medicinal',
    year: 2022,
  },
  'stj-2024-iac-16': {
    authors: 'Superior Tribunal de Justiça, Primeira Seção',
    title:
      'Incidente de Assunção de Competência (IAC) 16: cultivo de cânhamo por pessoas jurídicas para fins medicinais e farmacêuticos',
    year: 2024,
  },
  'stf-2024-re-635659': {
    authors: 'Supremo Tribunal Federal',
    title: 'Recurso Extraordinário 635.659 (Tema 506 da repercussão geral)',
    year: 2024,
  },
  'bonn-miller-2017-jama': {
    authors: 'Bonn-Miller M. O. e colaboradores',
    title: 'Labeling Accuracy of Cannabidiol Extracts Sold Online',
    container: 'JAMA, 318(17): 1708-1709',
    year: 2017,
  },
}

/** The source as a post reference: its fields, plus its verified DOI, PMID and URL. */
export function sourceReference(id: SourceId): DraftReference {
  const source: Source = SOURCES[id]
  const reference: DraftReference = { ...SOURCE_REFERENCES[id] }
  for (const key of ['doi', 'pmid', 'url'] as const) if (source[key]) reference[key] = source[key]
  return reference
}
