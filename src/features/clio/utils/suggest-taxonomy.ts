// Issue 30, "On approval": Clio suggests a category and 3–5 short tags for an approved draft. The
// editor changes them in the post editor afterwards. A draft that already carries suggestions (a
// provider may send them) keeps its own; otherwise they come from the theme, matched without accents.

import type { ActiveCategory } from '@/lib/active-categories'

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()

/** Word stems that point at each default category (supabase seed: pesquisas, tratamentos, legislacao, noticias). */
const CATEGORY_TERMS: Record<string, string[]> = {
  legislacao: [
    'anvisa',
    'rdc',
    'lei',
    'legisla',
    'regula',
    'norma',
    'justica',
    'judicial',
    'habeas',
    'stf',
    'stj',
    'importa',
    'autoriza',
    'direito',
    'cultivo',
    'associa',
    'sus',
    'politica',
  ],
  pesquisas: [
    'pesquisa',
    'estudo',
    'ensaio',
    'evidencia',
    'cienci',
    'cientific',
    'revisao',
    'metanalise',
    'dados',
    'trial',
  ],
  tratamentos: [
    'tratamento',
    'terapia',
    'terapeut',
    'epilep',
    'dor',
    'sono',
    'insonia',
    'ansiedade',
    'autis',
    'tea',
    'crianca',
    'idoso',
    'gestante',
    'paliativ',
    'oncolog',
    'cancer',
    'esclerose',
    'parkinson',
    'alzheimer',
    'efeito',
    'interac',
    'prescri',
    'canabidiol',
    'cbd',
    'thc',
    'uso medicinal',
    'fibromialgia',
    'enxaqueca',
  ],
  noticias: ['noticia', 'novidade', 'anuncio', 'evento', 'mercado', 'hoje', 'agora', 'lancamento'],
}

/** Ties go to the more specific category: a theme about a law and a disease is about the law. */
const PRIORITY = ['legislacao', 'pesquisas', 'tratamentos', 'noticias']

/** The active category whose terms the theme matches most; Tratamentos when none matches (the blog's main subject), else null. */
export function suggestCategory(
  theme: string,
  categories: readonly ActiveCategory[],
  suggested?: string | null,
): ActiveCategory | null {
  if (suggested) {
    const wanted = fold(suggested.trim())
    const named = categories.find((c) => fold(c.name) === wanted || c.slug === wanted)
    if (named) return named
  }
  const words = fold(theme)
  let best: ActiveCategory | null = null
  let bestScore = 0
  for (const category of categories) {
    const terms = [...(CATEGORY_TERMS[category.slug] ?? []), fold(category.name)]
    const score = terms.filter((term) => new RegExp(`\\b${term}`).test(words)).length
    const rank = (slug: string) => (PRIORITY.includes(slug) ? PRIORITY.indexOf(slug) : PRIORITY.length)
    if (score > bestScore || (score === bestScore && score > 0 && best && rank(category.slug) < rank(best.slug))) {
      best = category
      bestScore = score
    }
  }
  return best ?? categories.find((c) => c.slug === 'tratamentos') ?? null
}

const STOPWORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das em no na nos nas por pelo pela pelos pelas para pra com sem sob sobre ' +
    'e ou que se como qual quais quando onde porque entre ate apos ao aos à às seu sua seus suas isso este esta esse essa ' +
    'o que se sabe hoje mais menos muito pouco guia resumo novo nova uso usos'
  ).split(' '),
)

/** Words of the theme that make a tag better than they read ("cbd" → "canabidiol"). */
const CANONICAL: Record<string, string> = {
  cbd: 'canabidiol',
  thc: 'THC',
  criancas: 'pediatria',
  crianca: 'pediatria',
  infantil: 'pediatria',
  idosos: 'idosos',
  gestantes: 'gestação',
  gestante: 'gestação',
  insonia: 'sono',
  autismo: 'autismo',
  tea: 'autismo',
  anvisa: 'Anvisa',
  refrataria: 'epilepsia refratária',
}

const MAX_TAG_LENGTH = 30
const FALLBACK_TAGS = ['cannabis medicinal', 'canabidiol', 'saúde']

/** 3–5 short tags: the theme's meaningful words (never the whole theme), then general ones to reach 3. */
export function suggestTags(theme: string, suggested?: readonly string[] | null): string[] {
  const tags: string[] = []
  const add = (tag: string) => {
    const clean = tag.trim().replace(/^#/, '')
    if (clean === '' || clean.length > MAX_TAG_LENGTH || tags.length >= 5) return
    if (tags.some((t) => fold(t) === fold(clean))) return
    tags.push(clean)
  }
  for (const tag of suggested ?? []) add(tag)
  if (tags.length >= 3) return tags
  for (const word of theme.split(/[^\p{L}\p{N}-]+/u)) {
    const folded = fold(word)
    if (folded.length < 3 || STOPWORDS.has(folded)) continue
    add(CANONICAL[folded] ?? word.toLowerCase())
  }
  for (const tag of FALLBACK_TAGS) if (tags.length < 3) add(tag)
  return tags
}
