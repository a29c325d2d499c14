// The offline drafting model: plans an outline for the theme from the corpus (an introduction that
// frames the theme and its audience, sections of the theme's own topics and of the context they
// need, a conclusion, the disclaimer) and writes it as a blog draft with reference markers, or,
// with a platform, as social-media copy. Deterministic: the same theme and variant always give the
// same draft; the next variant gives a different one (another title, other context and paragraphs),
// which is what "Regenerar Texto" needs without a language model. What the corpus does not cover
// is said in the notes to the editor, never padded over.
import { KEY_POINT_MAX, type Draft, type SuggestedCategory } from '../contract.ts'
import { renderOutline, type DraftOutline } from '../draft-outline.ts'
import { TOPICS, topicById, type CorpusParagraph, type Topic } from './corpus.ts'
import type { DraftPlan, DraftSection } from './draft-plan.ts'
import { foldText } from './fold-text.ts'
import { keyTerms, sharedTerms } from './key-terms.ts'
import { AUDIENCES, topicOutline, type AudienceQualifier } from './outline-material.ts'
import { hashSeed } from './seeded-random.ts'
import { sourceReference, type SourceId } from './sources.ts'
import {
  capitalizeFirst,
  DISCLAIMER,
  normalizeTheme,
  OFFLINE_MARKER,
  themeInSentence,
  themeLead,
} from './theme-wording.ts'

const TITLE_TEMPLATES = [
  (t: string) => themeLead(t, 'o que a ciência diz até agora'),
  (t: string) => themeLead(t, 'evidências, limites e cuidados'),
  (t: string) => themeLead(t, 'guia informativo para pacientes e famílias'),
  (t: string) => themeLead(t, 'o que se sabe e o que ainda falta saber'),
  (t: string) => themeLead(`${t} em perspectiva`, 'pesquisa, regras e acompanhamento'),
  (t: string) => (t.includes(':') ? `Entenda o tema — ${t}` : `Entenda o tema: ${t}`),
]

/** Drafts of a theme the corpus does not cover get this context only, and a note saying so. */
const GENERAL_SUBJECTS = ['cbd-thc', 'limites-pesquisa', 'sistema-endocanabinoide']
/** Words of a theme that say nothing about what it covers ("cannabis medicinal e ..."). */
const GENERIC_TERMS = keyTerms(
  'cannabis canabis maconha canabidiol medicinal medicinais medicina uso usos tratamento tratamentos paciente ' +
    'pacientes terapia terapêutico produto produtos planta saúde informação informações evidência evidências ' +
    'ciência científica estudo estudos',
)
const CONCLUSION_HEADING = 'Em resumo'

function rotate<T>(items: readonly T[], by: number): T[] {
  const n = items.length
  if (n === 0) return []
  const k = ((by % n) + n) % n
  return [...items.slice(k), ...items.slice(0, k)]
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)]
}

/** "a", "a e b", "a, b e c". */
function listing(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`
}

/** The topics a theme names, best first: keyword hits weighted by how specific the topic is. */
export function matchTopics(theme: string): Topic[] {
  const folded = foldText(theme)
  return TOPICS.map((topic, index) => ({
    topic,
    index,
    score: (folded.match(new RegExp(topic.keywords.source, 'g'))?.length ?? 0) * topic.weight,
  }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.topic)
}

/** The audiences a theme names ("... em crianças" → criancas). */
export function matchAudiences(theme: string): AudienceQualifier[] {
  const folded = foldText(theme)
  return AUDIENCES.filter((audience) => audience.pattern.test(folded))
}

const speaksTo = (paragraph: CorpusParagraph, audiences: AudienceQualifier[]) =>
  audiences.some((audience) => paragraph.audiences?.includes(audience.id))

/**
 * `count` paragraphs of the topic, preferring those about the theme's audiences and sharing its
 * terms, in corpus order, each with the paragraph it refers back to.
 */
function pickParagraphs(
  topic: Topic,
  count: number,
  themeTerms: Set<string>,
  audiences: AudienceQualifier[],
  turn: number,
): CorpusParagraph[] {
  const n = topic.paragraphs.length
  const ranked = topic.paragraphs
    .map((paragraph, index) => ({
      index,
      score: (speaksTo(paragraph, audiences) ? 4 : 0) + sharedTerms(themeTerms, keyTerms(paragraph.text)),
      tie: (((index - turn) % n) + n) % n,
    }))
    .sort((a, b) => b.score - a.score || a.tie - b.tie)
  const chosen = new Set(ranked.slice(0, count).map((entry) => entry.index))
  for (const index of [...chosen]) {
    const earlier = topic.paragraphs[index].follows
    if (earlier !== undefined) chosen.add(earlier)
  }
  return [...chosen].sort((a, b) => a - b).map((index) => topic.paragraphs[index])
}

/** The topic's heading that best fits the chosen paragraphs (every paragraph sharing a key term first). */
function pickHeading(topic: Topic, paragraphs: CorpusParagraph[], audiences: AudienceQualifier[], turn: number) {
  const special = audiences
    .filter((audience) => paragraphs.some((p) => p.audiences?.includes(audience.id)))
    .map((audience) => topicOutline(topic.id).audienceHeadings?.[audience.id])
    .find(Boolean)
  if (special) return special
  const texts = paragraphs.map((p) => keyTerms(p.text))
  const scored = rotate(topic.headings, turn).map((heading) => {
    const terms = keyTerms(heading)
    const fitting = texts.filter((t) => sharedTerms(terms, t) > 0).length
    const shared = texts.reduce((sum, t) => sum + sharedTerms(terms, t), 0)
    return { heading, score: fitting * 100 + shared }
  })
  return scored.reduce((best, next) => (next.score > best.score ? next : best)).heading
}

/** Which topics, headings and paragraphs a draft of this theme and variant uses, and what it misses. */
export function planDraft(themeInput: string, variant: number): DraftPlan {
  const theme = normalizeTheme(themeInput)
  const folded = foldText(theme)
  const seed = hashSeed(`${folded}#${variant}`)
  const themeSeed = hashSeed(folded)
  const themeTerms = keyTerms(theme)

  const matched = matchTopics(theme)
  const audiences = matchAudiences(theme)
  const covered = matched.length > 0
  const subjects = covered ? matched.slice(0, 3) : rotate(GENERAL_SUBJECTS, variant).slice(0, 2).map(topicById)

  // Context the subjects need (their related topics), those that speak to the audience first.
  const pool = rotate(
    unique(subjects.flatMap((topic) => topic.related)).filter((id) => !subjects.some((t) => t.id === id)),
    variant,
  ).map(topicById)
  const audienceFirst = [...pool].sort(
    (a, b) =>
      Number(b.paragraphs.some((p) => speaksTo(p, audiences))) -
      Number(a.paragraphs.some((p) => speaksTo(p, audiences))),
  )
  const context = covered ? audienceFirst.slice(0, subjects.length >= 3 ? 1 : 2) : []

  const sections = [...subjects, ...context].map((topic, i): DraftSection => {
    const isSubject = i < subjects.length
    const count = isSubject ? (subjects.length === 1 ? 3 : 2) : 1
    const paragraphs = pickParagraphs(topic, count, themeTerms, audiences, variant + i + (seed % 3))
    return { topic, heading: pickHeading(topic, paragraphs, audiences, variant + i), paragraphs }
  })
  const conclusion = [...subjects, ...context.slice(0, 1)].map((topic) => topicOutline(topic.id).summary)

  const sources: SourceId[] = []
  for (const paragraph of [...sections.flatMap((s) => s.paragraphs), ...conclusion]) {
    for (const id of paragraph.sources) if (!sources.includes(id)) sources.push(id)
  }

  const written = [...sections.flatMap((s) => s.paragraphs), ...conclusion]
  const coveredAudiences = audiences.filter((audience) => written.some((p) => speaksTo(p, [audience])))
  const notes = [OFFLINE_MARKER]
  if (!covered) {
    notes.push(
      `O acervo local da Clio não tem material específico sobre “${theme}”. O rascunho traz só um contexto geral sobre cannabis medicinal; acrescente fontes sobre o tema ou escolha outro antes de publicar.`,
    )
  }
  for (const audience of audiences) {
    if (!coveredAudiences.includes(audience)) {
      notes.push(
        `O acervo local não tem material específico sobre ${audience.label}: o rascunho não trata desse público. Acrescente fontes que falem dele antes de publicar.`,
      )
    }
  }
  const writtenTerms = keyTerms(written.map((p) => p.text).join(' '))
  const missing = [...keyTerms(theme)].filter(
    (term) =>
      !GENERIC_TERMS.has(term) && !writtenTerms.has(term) && !audiences.some((audience) => audience.pattern.test(term)),
  )
  if (covered && missing.length > 0) {
    const words = unique(
      (foldText(theme).match(/[a-z0-9]+/g) ?? []).filter((word) => missing.includes(word.slice(0, 6))),
    )
    notes.push(
      `Termos do tema sem material no acervo local: ${words.map((word) => `“${word}”`).join(', ')}. O rascunho não fala deles; confira se o tema foi entendido.`,
    )
  }
  return { theme, matched, audiences, coveredAudiences, sections, conclusion, sources, notes, seed, themeSeed }
}

/** The title from the theme (one template per variant) and a subtitle that summarises this draft. */
export function draftTitle(plan: DraftPlan, variant: number): { titulo: string; subtitulo: string } {
  // Consecutive variants always get different titles.
  const titleFor = TITLE_TEMPLATES[(plan.themeSeed + variant) % TITLE_TEMPLATES.length]
  const labels = listing(plan.sections.map((section) => topicOutline(section.topic.id).label))
  const count = plan.sources.length
  const tail = `, com ${count} ${count === 1 ? 'referência' : 'referências'}.`
  const audience = plan.coveredAudiences[0]
  const subtitulo =
    plan.matched.length === 0
      ? `Contexto geral sobre cannabis medicinal: ${labels}${tail}`
      : audience
        ? `Com foco em ${audience.label}: ${labels}${tail}`
        : `${capitalizeFirst(labels)}${tail}`
  return { titulo: titleFor(capitalizeFirst(plan.theme)), subtitulo }
}

function introText(plan: DraftPlan): string {
  const theme = themeInSentence(plan.theme)
  const labels = listing(plan.sections.map((section) => topicOutline(section.topic.id).label))
  if (plan.matched.length === 0) {
    return `Quem busca entender ${theme} encontra aqui um contexto geral sobre cannabis medicinal: ${labels}.`
  }
  const readers = plan.coveredAudiences[0]?.readers ?? 'pacientes, familiares e profissionais de saúde'
  return `Este texto é para ${readers} que buscam entender ${theme}. Ele percorre ${labels}, com as fontes de cada informação indicadas ao longo do texto.`
}

/** The plan as an outline whose citations are corpus source ids. */
export function planOutline(plan: DraftPlan): DraftOutline<SourceId> {
  return {
    intro: { text: introText(plan), cites: [] },
    sections: plan.sections.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs.map((p) => ({ text: p.text, cites: p.sources })),
    })),
    conclusion: {
      heading: CONCLUSION_HEADING,
      paragraphs: [
        {
          text: plan.conclusion.map((p) => p.text).join(' '),
          cites: unique(plan.conclusion.flatMap((p) => p.sources)),
        },
      ],
    },
    disclaimer: DISCLAIMER,
  }
}

/** The subject's category, and 3–5 short tags: the audience, the subjects, then the context. */
function classify(plan: DraftPlan): { suggestedCategory: SuggestedCategory; tags: string[] } {
  const subject = plan.matched[0]
  const tags = unique([
    ...plan.coveredAudiences.map((audience) => audience.tag),
    ...plan.matched.slice(0, 3).flatMap((topic) => topicOutline(topic.id).tags),
    'cannabis medicinal',
    ...plan.sections.flatMap((section) => topicOutline(section.topic.id).tags),
  ])
  return {
    suggestedCategory: subject ? topicOutline(subject.id).category : 'pesquisas',
    tags: tags.slice(0, 5),
  }
}

/**
 * "Pontos-chave": sentences the text itself says — the conclusion's summaries, then the first sentence
 * of each section that says something on its own (50 characters or more) — and the disclaimer last;
 * none when that makes fewer than three.
 */
function keyPoints(plan: DraftPlan): string[] {
  const firstSentence = (text: string) => /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text
  const points = unique([
    ...plan.conclusion.map((paragraph) => paragraph.text),
    ...plan.sections.flatMap((section) => section.paragraphs.slice(0, 1).map((p) => firstSentence(p.text))),
  ]).filter((point) => point.length >= 50 && point.length <= KEY_POINT_MAX)
  const chosen = [...points.slice(0, 4), DISCLAIMER]
  return chosen.length >= 3 ? chosen : []
}

/** A blog post: HTML with [n] markers, its references as data and notes to the editor (social copy: social-writer.ts). */
export function writeOfflineDraft(input: { tema: string; variant: number }): Draft {
  const plan = planDraft(input.tema, input.variant)
  const { titulo, subtitulo } = draftTitle(plan, input.variant)
  const { html, references } = renderOutline(planOutline(plan), sourceReference)
  return {
    titulo,
    subtitulo,
    conteudo: html,
    references,
    notes: plan.notes,
    ...classify(plan),
    keyPoints: keyPoints(plan),
  }
}
