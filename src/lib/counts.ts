/**
 * A count with its noun in pt-BR: "1 visualização", "0 visualizações", "1.234 posts". Singular only
 * for exactly one (pt-BR says "0 posts", "1,5 milhão" is not a count we show); the number is written
 * with pt-BR grouping. Every "{n} {noun}" text of the site goes through here.
 */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? singular : plural}`
}
