// Social-media copy from a draft plan: plain text in each platform's voice, never longer than the
// platform's limit (counted in UTF-16 units, as the SPA's character counter and Twitter/X's
// weighting of emoji both make that the safe measure).
import { PLATFORMS, type Platform } from '../contract.ts'
import { BASE_HASHTAGS } from './corpus.ts'
import type { DraftPlan } from './draft-plan.ts'
import { capitalizeFirst, DISCLAIMER, themeInSentence } from './theme-wording.ts'
import { fitToLength } from './fold-text.ts'
import { SOURCES } from './sources.ts'

const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[\p{Lu}\d"“])/u

export function sentences(text: string): string[] {
  return text.split(SENTENCE_BREAK).filter(Boolean)
}

function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return []
  const k = by % items.length
  return [...items.slice(k), ...items.slice(0, k)]
}

/** The first sentence, or the first two when the first is only a lead-in ("No Brasil, ... define regras."). */
function openingOf(text: string): string {
  const [first, second] = sentences(text)
  return first.length < 70 && second ? `${first} ${second}` : first
}

/** One fact per section: the opening sentence of each paragraph, theme's own topics first. */
function facts(plan: DraftPlan, variant: number): string[] {
  const list: string[] = []
  for (const section of plan.sections) {
    for (const paragraph of section.paragraphs) list.push(openingOf(paragraph.text))
  }
  // The first fact stays the main subject's; the rest rotate per variant.
  return [list[0], ...rotate(list.slice(1), variant)].filter(Boolean)
}

function hashtags(plan: DraftPlan, max: number): string[] {
  const tags = [...BASE_HASHTAGS]
  for (const section of plan.sections) for (const tag of section.topic.hashtags) if (!tags.includes(tag)) tags.push(tag)
  return tags.slice(0, max)
}

function sourceNames(plan: DraftPlan, max: number): string {
  return plan.sources
    .slice(0, max)
    .map((id) => SOURCES[id].short)
    .join('; ')
}

function pick<T>(items: readonly T[], variant: number): T {
  return items[variant % items.length]
}

function twitter(plan: DraftPlan, variant: number): string {
  const max = PLATFORMS.twitter.maxChars
  const theme = fitToLength(capitalizeFirst(plan.theme), 80)
  const emoji = pick(['🔬', '📚', '🩺', '💡'], variant)
  const tags = [BASE_HASHTAGS[0], plan.sections[0]?.topic.hashtags[0]].filter(Boolean).join(' ')
  const head = `${emoji} ${theme}\n\n`
  const tail = `\n\nInformação, não orientação médica.\n${tags}`
  const room = max - head.length - tail.length
  // A whole sentence that fits beats a cut one; the theme's own topics come first.
  const candidates = facts(plan, 0)
  const fitting = candidates.filter((sentence) => sentence.length <= room)
  const fact = fitting.length > 0 ? pick(fitting.slice(0, 4), variant) : fitToLength(candidates[0] ?? '', room)
  return fitToLength(`${head}${fact}${tail}`, max)
}

function instagram(plan: DraftPlan, variant: number): string {
  const max = PLATFORMS.instagram.maxChars
  const theme = capitalizeFirst(plan.theme)
  const opening = pick(
    [
      `🌱 ${theme}: o que você precisa saber`,
      `📌 ${theme} — informação com fontes`,
      `💬 Vamos falar sobre ${themeInSentence(plan.theme)}?`,
    ],
    variant,
  )
  const body = facts(plan, variant)
    .slice(0, 4)
    .map((fact, i) => `${['👉', '🔎', '📖', '🩺'][i]} ${fact}`)
  const tags = hashtags(plan, 8).join(' ')
  const text = [
    opening,
    ...body,
    `✅ Fontes: ${sourceNames(plan, 3)}.`,
    `⚠️ ${DISCLAIMER}`,
    'Texto completo no blog — link na bio.',
  ].join('\n\n')
  return `${fitToLength(text, max - tags.length - 2)}\n\n${tags}`
}

function facebook(plan: DraftPlan, variant: number): string {
  const max = PLATFORMS.facebook.maxChars
  const theme = themeInSentence(plan.theme)
  const opening = pick(
    [
      `Você já se perguntou o que a ciência realmente sabe sobre ${theme}? Reunimos o essencial, com fontes.`,
      `Muita gente nos pergunta sobre ${theme}. Preparamos um resumo com o que os estudos e as normas dizem — e com o que ainda não se sabe.`,
    ],
    variant,
  )
  const paragraphs = plan.sections.slice(0, 3).map((section) => section.paragraphs[0].text)
  const question = pick(
    [
      'E você, que dúvidas tem sobre esse tema? Deixe sua pergunta nos comentários — ela pode inspirar nosso próximo texto.',
      'Qual ponto deste resumo foi novidade para você? Conte nos comentários e compartilhe com quem se interessa pelo assunto.',
    ],
    variant,
  )
  const text = [opening, ...paragraphs, `Fontes: ${sourceNames(plan, 5)}.`, question, DISCLAIMER].join('\n\n')
  return fitToLength(`${text}\n\n${hashtags(plan, 3).join(' ')}`, max)
}

function linkedin(plan: DraftPlan, variant: number): string {
  const max = PLATFORMS.linkedin.maxChars
  const theme = capitalizeFirst(plan.theme)
  const headline = pick(
    [
      `${theme}: o que a evidência mostra — e o que ainda não mostra`,
      `${theme}: três pontos para profissionais de saúde e gestores`,
    ],
    variant,
  )
  const insights = facts(plan, variant)
    .slice(0, 3)
    .map((fact) => `• ${fact}`)
  const tags = hashtags(plan, 4).join(' ')
  const text = [
    headline,
    'Em saúde, boas decisões dependem de separar o que está demonstrado do que ainda é hipótese. Alguns pontos centrais:',
    ...insights,
    `Referências: ${sourceNames(plan, 4)}.`,
    'Como esse tema aparece na sua prática ou na sua instituição? Compartilhe sua experiência nos comentários.',
    `Conteúdo informativo; não substitui a avaliação de um profissional de saúde.`,
  ].join('\n\n')
  return `${fitToLength(text, max - tags.length - 2)}\n\n${tags}`
}

const WRITERS: Record<Platform, (plan: DraftPlan, variant: number) => string> = {
  twitter,
  instagram,
  facebook,
  linkedin,
}

export function writeSocialCopy(plan: DraftPlan, platform: Platform, variant: number): string {
  return fitToLength(WRITERS[platform](plan, variant), PLATFORMS[platform].maxChars)
}
