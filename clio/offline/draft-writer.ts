// The offline drafting model: picks corpus topics that match the theme and assembles a blog draft
// (or, with a platform, social-media copy) from them. Deterministic: the same theme and variant
// always give the same draft; the next variant gives a different one (another title, other
// paragraphs and fill topics), which is what "Regenerar Texto" needs without a language model.
import type { Draft, Platform } from '../contract.ts'
import { GENERAL_TOPICS, TOPICS, topicById } from './corpus.ts'
import type { DraftPlan, DraftSection } from './draft-plan.ts'
import { escapeHtml, foldText } from './fold-text.ts'
import { hashSeed } from './seeded-random.ts'
import { writeSocialCopy } from './social-copy.ts'
import { SOURCES, type SourceId } from './sources.ts'
import { capitalizeFirst, DISCLAIMER, normalizeTheme, OFFLINE_MARKER, themeInSentence } from './theme-wording.ts'

const TITLE_TEMPLATES = [
  (t: string) => `${t}: o que a ciência diz até agora`,
  (t: string) => `${t}: evidências, limites e cuidados`,
  (t: string) => `${t}: guia informativo para pacientes e famílias`,
  (t: string) => `${t}: o que se sabe e o que ainda falta saber`,
  (t: string) => `${t} em perspectiva: pesquisa, regras e acompanhamento`,
  (t: string) => `Entenda o tema: ${t}`,
]

const SUBTITLE_TEMPLATES = [
  (t: string) =>
    `Um panorama informativo sobre ${t}, com base em revisões científicas, órgãos de saúde e normas brasileiras.`,
  (t: string) => `O que os estudos mostram sobre ${t}, onde a evidência ainda é limitada e quais cuidados importam.`,
  (t: string) => `Evidências, limites e regras no Brasil sobre ${t}, em linguagem acessível e com fontes.`,
  (t: string) => `Um resumo sóbrio sobre ${t}, sem promessas nem exageros, para leitura crítica.`,
]

function rotate<T>(items: readonly T[], by: number): T[] {
  const n = items.length
  if (n === 0) return []
  const k = ((by % n) + n) % n
  return [...items.slice(k), ...items.slice(0, k)]
}

/** Which topics, headings and paragraphs a draft of this theme and variant uses. */
export function planDraft(themeInput: string, variant: number): DraftPlan {
  const theme = normalizeTheme(themeInput)
  const folded = foldText(theme)
  const seed = hashSeed(`${folded}#${variant}`)
  const themeSeed = hashSeed(folded)

  const matched = TOPICS.map((topic, index) => ({
    topic,
    index,
    score: (folded.match(new RegExp(topic.keywords.source, 'g'))?.length ?? 0) * topic.weight,
  }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.topic)

  const sectionCount = 4 + (seed % 3)
  const order: string[] = []
  const add = (id: string) => {
    if (!order.includes(id)) order.push(id)
  }
  for (const topic of matched) add(topic.id)
  for (const id of rotate(matched[0]?.related ?? [], variant)) add(id)
  for (const id of rotate(GENERAL_TOPICS, variant)) add(id)

  const sections = order.slice(0, sectionCount).map((id, i): DraftSection => {
    const topic = topicById(id)
    // The theme's own topics get two paragraphs; the context around them one.
    const count = matched.includes(topic) ? 2 : 1
    const start = (variant + i + (seed >>> 8)) % topic.paragraphs.length
    const paragraphs = Array.from({ length: count }, (_, k) => topic.paragraphs[(start + k) % topic.paragraphs.length])
    return { topic, heading: topic.headings[(variant + i) % topic.headings.length], paragraphs }
  })

  const sources: SourceId[] = []
  for (const section of sections) {
    for (const paragraph of section.paragraphs) {
      for (const id of paragraph.sources) if (!sources.includes(id)) sources.push(id)
    }
  }
  return { theme, matched, sections, sources, seed, themeSeed }
}

export function draftTitle(plan: DraftPlan, variant: number): { titulo: string; subtitulo: string } {
  // Consecutive variants always get different titles.
  const titleFor = TITLE_TEMPLATES[(plan.themeSeed + variant) % TITLE_TEMPLATES.length]
  const subtitleFor = SUBTITLE_TEMPLATES[(plan.themeSeed + variant) % SUBTITLE_TEMPLATES.length]
  return {
    titulo: titleFor(capitalizeFirst(plan.theme)),
    subtitulo: subtitleFor(themeInSentence(plan.theme)),
  }
}

function introParagraph(plan: DraftPlan): string {
  const theme = escapeHtml(themeInSentence(plan.theme))
  if (plan.matched.length === 0) {
    return (
      `O acervo local da Clio não tem material específico sobre “${theme}”. Este rascunho reúne, por isso, ` +
      'informações gerais e bem documentadas sobre cannabis medicinal, que devem ser adaptadas ao tema antes da publicação.'
    )
  }
  const headings = plan.sections.map((s) => s.heading.toLocaleLowerCase('pt-BR'))
  return (
    `Este texto reúne o que revisões científicas, órgãos de saúde e normas brasileiras dizem sobre ${theme}. ` +
    `Tópicos deste texto: ${escapeHtml(headings.join('; '))}.`
  )
}

function sourceItem(id: SourceId): string {
  const source = SOURCES[id] as { citation: string; url?: string }
  const link = source.url ? ` <a href="${escapeHtml(source.url)}">${escapeHtml(source.url)}</a>` : ''
  return `<li>${escapeHtml(source.citation)}${link}</li>`
}

export function renderBlogHtml(plan: DraftPlan): string {
  const parts = [`<p><em>${OFFLINE_MARKER}</em></p>`, `<p>${introParagraph(plan)}</p>`]
  for (const section of plan.sections) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`)
    for (const paragraph of section.paragraphs) parts.push(`<p>${escapeHtml(paragraph.text)}</p>`)
  }
  parts.push('<h2>Fontes</h2>', `<ul>${plan.sources.map(sourceItem).join('')}</ul>`)
  parts.push(`<p><em>${DISCLAIMER}</em></p>`)
  return parts.join('\n')
}

/** A blog post (HTML) or, given a platform, plain-text copy within the platform's limit. */
export function writeOfflineDraft(input: { tema: string; variant: number; plataforma?: Platform }): Draft {
  const plan = planDraft(input.tema, input.variant)
  const { titulo, subtitulo } = draftTitle(plan, input.variant)
  const conteudo = input.plataforma ? writeSocialCopy(plan, input.plataforma, input.variant) : renderBlogHtml(plan)
  return { titulo, subtitulo, conteudo }
}
