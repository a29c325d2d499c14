// Social-media copy from a draft plan, written per platform (issue 30): a hook, two or three
// sentences of substance, hashtags where the platform uses them, and the way to the full text —
// the published post's link (with its UTM parameters) when one was chosen, else "link na bio" on
// Instagram and the blog elsewhere. Never longer than the platform's limit; X's is counted as X
// does, every link as 23 characters (contract.ts xLength). Lengths are UTF-16 units, the safe
// measure for the SPA's counter and for X's weighting of emoji.
import { PLATFORMS, X_LINK_LENGTH, xLength, type Platform } from '../contract.ts'
import { BASE_HASHTAGS } from './corpus.ts'
import type { DraftPlan } from './draft-plan.ts'
import { capitalizeFirst, themeInSentence, themeLead } from './theme-wording.ts'
import { fitToLength } from './fold-text.ts'
import { SOURCES } from './sources.ts'

const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[\p{Lu}\d"“])/u
const SHORT_DISCLAIMER = 'Informação, não orientação médica: converse com um profissional de saúde.'
const X_DISCLAIMER = 'Informação, não orientação médica.'
export const INSTAGRAM_READ_MORE = 'Texto completo no blog — link na bio.'

export function sentences(text: string): string[] {
  return text.split(SENTENCE_BREAK).filter(Boolean)
}

function pick<T>(items: readonly T[], variant: number): T {
  return items[variant % items.length]
}

/** One fact per paragraph (its first sentence), the theme's own topics first; each variant starts elsewhere. */
function facts(plan: DraftPlan, variant: number): string[] {
  const list: string[] = []
  for (const section of plan.sections) {
    for (const paragraph of section.paragraphs) {
      const first = sentences(paragraph.text)[0]
      if (first && !list.includes(first)) list.push(first)
    }
  }
  if (list.length <= 1) return list
  const main = list.slice(0, 2)
  const rest = list.slice(2)
  const k = rest.length > 0 ? variant % rest.length : 0
  return [...main.slice(variant % 2), ...main.slice(0, variant % 2), ...rest.slice(k), ...rest.slice(0, k)]
}

function hashtags(plan: DraftPlan, max: number): string[] {
  const tags = [...BASE_HASHTAGS]
  for (const section of plan.sections) for (const tag of section.topic.hashtags) if (!tags.includes(tag)) tags.push(tag)
  // The theme's own topics are the most telling: put the first of them right after the base tag.
  const own = plan.sections[0]?.topic.hashtags[0]
  const ordered = own ? [tags[0], own, ...tags.slice(1).filter((t) => t !== own)] : tags
  return ordered.slice(0, max)
}

function sourceNames(plan: DraftPlan, max: number): string {
  return plan.sources
    .slice(0, max)
    .map((id) => SOURCES[id].short)
    .join('; ')
}

/**
 * The line that leads to the full text. Instagram does not link URLs in a caption, so its copy always
 * points to the link in the profile's bio (the SPA shows the post's link to put there).
 */
function readMore(platform: Platform, link: string | undefined): string {
  if (platform === 'instagram') return INSTAGRAM_READ_MORE
  return link ? `Leia o texto completo no blog: ${link}` : 'Texto completo no nosso blog.'
}

function hook(plan: DraftPlan, platform: Platform, variant: number): string {
  const theme = themeInSentence(plan.theme)
  const Theme = capitalizeFirst(plan.theme)
  const hooks: Record<Platform, string[]> = {
    twitter: [themeLead(Theme, 'o que os estudos mostram?'), `${Theme} — o que se sabe, com fontes.`],
    instagram: [
      `🌱 ${themeLead(Theme, 'o que a ciência já sabe?')}`,
      `📌 Você sabe o que os estudos dizem sobre ${theme}?`,
      `💬 ${themeLead(Theme, 'separamos o que é evidência do que ainda é dúvida.')}`,
    ],
    facebook: [
      `Você já se perguntou o que a ciência realmente sabe sobre ${theme}?`,
      `Muita gente nos pergunta sobre ${theme}. Reunimos o essencial, com fontes.`,
    ],
    linkedin: [
      themeLead(Theme, 'o que a evidência mostra — e o que ainda não mostra.'),
      themeLead(Theme, 'pontos centrais para profissionais de saúde e gestores.'),
    ],
  }
  return pick(hooks[platform], variant)
}

function twitter(plan: DraftPlan, variant: number, link: string | undefined): string {
  const max = PLATFORMS.twitter.maxChars
  const emoji = pick(['🔬', '📚', '🩺', '💡'], variant)
  const head = `${emoji} ${fitToLength(hook(plan, 'twitter', variant), 90)}`
  const tags = hashtags(plan, 2).join(' ')
  const tail = [X_DISCLAIMER, link ?? null].filter(Boolean).join('\n')
  const compose = (fact: string, withTags: boolean) =>
    [head, fact, tail, withTags ? tags : null].filter((part) => part !== null && part !== '').join('\n\n')
  // A whole sentence that fits beats a cut one; the theme's own topics come first.
  const candidates = facts(plan, variant)
  for (const withTags of [true, false]) {
    const fitting = candidates.filter((fact) => xLength(compose(fact, withTags)) <= max)
    if (fitting.length > 0) return compose(pick(fitting.slice(0, 3), variant), withTags)
  }
  const room = max - xLength(compose('', false)) - 2
  return compose(fitToLength(candidates[0] ?? '', Math.max(room, 0)), false)
}

function instagram(plan: DraftPlan, variant: number, link: string | undefined): string {
  const body = facts(plan, variant)
    .slice(0, 3)
    .map((fact, i) => `${['👉', '🔎', '📖'][i]} ${fact}`)
  return [
    hook(plan, 'instagram', variant),
    ...body,
    `✅ Fontes: ${sourceNames(plan, 3)}.`,
    `⚠️ ${SHORT_DISCLAIMER}`,
    readMore('instagram', link),
    hashtags(plan, 8).join(' '),
  ].join('\n\n')
}

function facebook(plan: DraftPlan, variant: number, link: string | undefined): string {
  const question = pick(
    [
      'E você, que dúvidas tem sobre esse tema? Deixe sua pergunta nos comentários.',
      'Qual ponto foi novidade para você? Conte nos comentários e compartilhe com quem se interessa pelo assunto.',
    ],
    variant,
  )
  // Facebook copy reads as conversation: no hashtags.
  return [
    hook(plan, 'facebook', variant),
    facts(plan, variant).slice(0, 3).join(' '),
    `Fontes: ${sourceNames(plan, 4)}.`,
    question,
    SHORT_DISCLAIMER,
    readMore('facebook', link),
  ].join('\n\n')
}

function linkedin(plan: DraftPlan, variant: number, link: string | undefined): string {
  const insights = facts(plan, variant)
    .slice(0, 3)
    .map((fact) => `• ${fact}`)
  return [
    hook(plan, 'linkedin', variant),
    ...insights,
    `Referências: ${sourceNames(plan, 4)}.`,
    'Como esse tema aparece na sua prática? Compartilhe sua experiência nos comentários.',
    'Conteúdo informativo; não substitui a avaliação de um profissional de saúde.',
    readMore('linkedin', link),
    hashtags(plan, 3).join(' '),
  ].join('\n\n')
}

const WRITERS: Record<Platform, (plan: DraftPlan, variant: number, link: string | undefined) => string> = {
  twitter,
  instagram,
  facebook,
  linkedin,
}

/** The length a platform counts: X weighs links; the others count characters. */
export function platformLength(text: string, platform: Platform): number {
  return platform === 'twitter' ? xLength(text) : text.length
}

export function writeSocialCopy(plan: DraftPlan, platform: Platform, variant: number, link?: string): string {
  const text = WRITERS[platform](plan, variant, link)
  return platformLength(text, platform) <= PLATFORMS[platform].maxChars ? text : attachLink(text, platform, undefined)
}

/**
 * Copy from elsewhere (a provider) made to fit, with the link at its end: the text is cut at a
 * sentence so that text plus link stay within the platform's limit as the platform counts it.
 */
export function attachLink(copy: string, platform: Platform, link: string | undefined): string {
  const max = PLATFORMS[platform].maxChars
  const suffix = link ? (platform === 'twitter' ? `\n${link}` : `\n\n${readMore(platform, link)}`) : ''
  const suffixLength = link ? (platform === 'twitter' ? 1 + X_LINK_LENGTH : suffix.length) : 0
  const body = copy.trim()
  const room = max - suffixLength
  const fitted =
    platformLength(body, platform) <= room
      ? body
      : fitToLength(body, room - (body.length - platformLength(body, platform)))
  return `${fitted}${suffix}`
}
