// What the offline outline needs beyond the corpus paragraphs: the audiences a theme may name, and
// per topic a short label (for the subtitle), a one-sentence summary (for the conclusion, restating
// only what the topic's own sourced paragraphs say, with the same sources), a post category and
// short tags. The categories are the default ones of supabase/seed.sql.
import type { SuggestedCategory } from '../contract.ts'
import type { Audience, CorpusParagraph } from './corpus.ts'

export interface AudienceQualifier {
  id: Audience
  /** Matched against the accent-folded, lower-case theme. */
  pattern: RegExp
  /** "sobre {label}" in a note to the editor. */
  label: string
  /** Who the introduction addresses when the material covers the audience. */
  readers: string
  tag: string
}

export const AUDIENCES: AudienceQualifier[] = [
  {
    id: 'criancas',
    pattern: /crianc|infan|pediatr|\bbebes?\b|adolescen|\bfilhos?\b|menores de idade/,
    label: 'crianças e adolescentes',
    readers: 'famílias de crianças e adolescentes e os profissionais que as acompanham',
    tag: 'crianças',
  },
  {
    id: 'idosos',
    pattern: /idos[oa]s?|terceira idade|envelhec|geriatr|\bvelhice/,
    label: 'pessoas idosas',
    readers: 'pessoas idosas, seus cuidadores e os profissionais que as acompanham',
    tag: 'idosos',
  },
  {
    id: 'gestantes',
    pattern: /gestant|gravid|gestac|lactant|amamenta|\bgestação/,
    label: 'gestantes e lactantes',
    readers: 'gestantes, lactantes e os profissionais que as acompanham',
    tag: 'gestação',
  },
]

export interface TopicOutline {
  label: string
  summary: CorpusParagraph
  category: SuggestedCategory
  tags: string[]
  /** A heading for a section of this topic whose paragraphs are about that audience. */
  audienceHeadings?: Partial<Record<Audience, string>>
}

export const TOPIC_OUTLINES: Record<string, TopicOutline> = {
  epilepsia: {
    label: 'os ensaios do canabidiol em epilepsias graves',
    summary: {
      text: 'Em síndromes graves que começam na infância, como as de Dravet e de Lennox-Gastaut, ensaios randomizados mostraram redução de crises com canabidiol purificado em parte dos pacientes, com efeitos adversos que pedem acompanhamento.',
      sources: ['devinsky-2017-nejm', 'devinsky-2018-nejm', 'thiele-2018-lancet'],
      audiences: ['criancas'],
    },
    category: 'tratamentos',
    tags: ['epilepsia', 'canabidiol'],
    audienceHeadings: { criancas: 'Epilepsias graves que começam na infância: o que os ensaios clínicos mostraram' },
  },
  'dor-cronica': {
    label: 'o que as revisões dizem sobre dor crônica',
    summary: {
      text: 'Na dor crônica, as revisões apontam benefício geralmente modesto, evidência de qualidade variável e mais efeitos adversos do que com placebo.',
      sources: ['whiting-2015-jama', 'mucke-2018-cochrane'],
    },
    category: 'tratamentos',
    tags: ['dor crônica'],
  },
  sono: {
    label: 'os estudos sobre sono',
    summary: {
      text: 'Sobre o sono, os estudos ainda são pequenos e curtos, e a melhora costuma acompanhar o alívio de outros sintomas, como a dor.',
      sources: ['suraev-2020-sleep', 'nasem-2017'],
    },
    category: 'tratamentos',
    tags: ['sono', 'insônia'],
  },
  ansiedade: {
    label: 'a evidência em ansiedade e saúde mental',
    summary: {
      text: 'Em ansiedade e outros transtornos mentais, a evidência de benefício é escassa e de baixa qualidade, e o THC pode piorar a ansiedade em algumas pessoas.',
      sources: ['black-2019-lancet-psychiatry', 'nasem-2017'],
    },
    category: 'tratamentos',
    tags: ['ansiedade', 'saúde mental'],
  },
  autismo: {
    label: 'a pesquisa no espectro autista',
    summary: {
      text: 'No espectro autista, a pesquisa ainda é inicial, e os autores do principal ensaio randomizado pediram estudos maiores antes de qualquer conclusão.',
      sources: ['aran-2021-molecular-autism'],
      audiences: ['criancas'],
    },
    category: 'tratamentos',
    tags: ['autismo', 'TEA'],
    audienceHeadings: { criancas: 'Crianças e jovens no espectro autista: o que os estudos testaram' },
  },
  'paliativos-oncologia': {
    label: 'náuseas da quimioterapia e cuidados paliativos',
    summary: {
      text: 'No câncer, há evidência de benefício para náuseas e vômitos da quimioterapia, mas não para apetite, peso ou tratamento da doença em si.',
      sources: ['nasem-2017', 'mucke-2018-palliative'],
    },
    category: 'tratamentos',
    tags: ['cuidados paliativos', 'oncologia'],
  },
  'esclerose-multipla': {
    label: 'a espasticidade na esclerose múltipla',
    summary: {
      text: 'Na esclerose múltipla, a espasticidade relatada pelos pacientes é uma das indicações mais estudadas, e foi para ela que a Anvisa registrou o primeiro medicamento à base de cannabis no Brasil.',
      sources: ['nasem-2017', 'anvisa-registro-2017'],
    },
    category: 'tratamentos',
    tags: ['esclerose múltipla', 'espasticidade'],
  },
  'efeitos-adversos': {
    label: 'efeitos adversos e interações',
    summary: {
      text: 'Efeitos adversos e interações com outros medicamentos fazem parte de qualquer decisão e pedem exames e consultas de acompanhamento.',
      sources: ['devinsky-2017-nejm', 'gaston-2017-epilepsia'],
    },
    category: 'tratamentos',
    tags: ['efeitos adversos', 'segurança'],
  },
  'cbd-thc': {
    label: 'as diferenças entre CBD e THC',
    summary: {
      text: 'CBD e THC têm efeitos diferentes, e a proporção entre eles muda os possíveis benefícios e os riscos de cada produto.',
      sources: ['nasem-2017'],
    },
    category: 'pesquisas',
    tags: ['CBD', 'THC'],
  },
  'sistema-endocanabinoide': {
    label: 'como os canabinoides agem no organismo',
    summary: {
      text: 'O sistema endocanabinoide ajuda a explicar como os canabinoides agem, mas o efeito clínico só se conhece por estudos em pessoas.',
      sources: ['nasem-2017', 'matsuda-1990-nature'],
    },
    category: 'pesquisas',
    tags: ['sistema endocanabinoide'],
  },
  'regulacao-brasil': {
    label: 'as regras da Anvisa',
    summary: {
      text: 'No Brasil, o acesso depende de prescrição e segue normas da Anvisa que mudaram ao longo dos anos, hoje com a RDC 1.015/2026 para os produtos e a RDC 660/2022 para a importação.',
      sources: ['anvisa-rdc-1015-2026', 'anvisa-rdc-660-2022'],
    },
    category: 'legislacao',
    tags: ['Anvisa', 'regulação'],
  },
  prescricao: {
    label: 'o papel da prescrição e do acompanhamento',
    summary: {
      text: 'A prescrição por um profissional habilitado e as consultas de acompanhamento são parte do tratamento, não uma formalidade.',
      sources: ['anvisa-rdc-660-2022', 'nasem-2017'],
    },
    category: 'tratamentos',
    tags: ['prescrição', 'acompanhamento médico'],
  },
  'cultivo-justica': {
    label: 'as decisões judiciais sobre cultivo',
    summary: {
      text: 'Decisões dos tribunais abriram caminhos pontuais para o cultivo com finalidade medicinal, sem criar uma autorização geral.',
      sources: ['stj-2022-resp-1972092', 'stj-2024-iac-16'],
    },
    category: 'legislacao',
    tags: ['cultivo', 'justiça'],
  },
  internacional: {
    label: 'o cenário internacional',
    summary: {
      text: 'No plano internacional, a ONU reconheceu em 2020 o potencial medicinal da cannabis, mas cada país segue regras próprias, que não valem no Brasil.',
      sources: ['un-cnd-2020'],
    },
    category: 'legislacao',
    tags: ['política internacional'],
  },
  'limites-pesquisa': {
    label: 'os limites da pesquisa',
    summary: {
      text: 'A pesquisa ainda tem lacunas, e tanto a qualidade dos estudos quanto a dos produtos precisam ser lidas com cuidado.',
      sources: ['nasem-2017', 'bonn-miller-2017-jama'],
    },
    category: 'pesquisas',
    tags: ['pesquisa', 'evidência científica'],
  },
}

export function topicOutline(id: string): TopicOutline {
  const outline = TOPIC_OUTLINES[id]
  if (!outline) throw new Error(`no outline material for corpus topic ${id}`)
  return outline
}
