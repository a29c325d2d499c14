// Key terms of a heading, a theme or a paragraph: accent-folded words without the function words,
// cut to a six-letter stem so "epilepsias" meets "epilepsia" and "canabinoides" meets "canabinoide".
// The outline uses them to pick a heading that fits its paragraphs; bench:clio to measure that.
import { foldText } from './fold-text.ts'

const STOPWORDS = new Set(
  (
    'a o as os um uma uns umas de da do das dos em na no nas nos e ou que se ao aos à às para pra por pelo pela ' +
    'pelos pelas com sem sobre como mais menos entre até após ante sob seu sua seus suas este esta isto esse essa ' +
    'isso aquele aquela ele ela eles elas lhe já não sim mas também muito muita muitos muitas pouco é são foi ' +
    'ser está estão há ter tem têm diz dizem dizer sabe saber falta ainda agora hoje onde quando qual quais ' +
    'quem cada todo toda todos todas outro outra outros outras mesmo mesma o que guia entenda tema perspectiva'
  )
    .split(' ')
    .map(foldText),
)

export function keyTerms(text: string): Set<string> {
  const words = foldText(text.replace(/<[^>]*>/g, ' ')).match(/[a-z0-9]+/g) ?? []
  return new Set(words.filter((word) => word.length >= 3 && !STOPWORDS.has(word)).map((word) => word.slice(0, 6)))
}

export function sharedTerms(a: Set<string>, b: Set<string>): number {
  let count = 0
  for (const term of a) if (b.has(term)) count++
  return count
}
