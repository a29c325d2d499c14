import { slugSchema } from '@/lib/slug-rule'
import { z } from '@/lib/zod'

export const GLOSSARY_TERM_MAX = 80
export const GLOSSARY_DEFINITION_MAX = 600

/** The database's messages for what it refuses, at the field (public.glossary_terms' constraints). */
export const GLOSSARY_MESSAGES = {
  termRequired: 'Informe o termo.',
  termTooLong: `O termo pode ter no máximo ${GLOSSARY_TERM_MAX} caracteres.`,
  termTaken: 'Já existe um termo com esse nome.',
  slugTaken: 'Este slug já está em uso por outro termo.',
  definitionRequired: 'Escreva a definição.',
  definitionTooLong: `A definição pode ter no máximo ${GLOSSARY_DEFINITION_MAX} caracteres.`,
  sourceUrl: 'Informe a fonte como um endereço completo, começando por http:// ou https://.',
  variants: `Cada variante pode ter no máximo ${GLOSSARY_TERM_MAX} caracteres (até 12 variantes).`,
}

/** The same rule as the database's glossary_terms_source_url_check. */
export const SOURCE_URL_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/

/** "Novo termo" / "Editar termo" (docs/product-guide.md, "Glossário"). */
export const glossaryTermSchema = z.object({
  term: z
    .string()
    .trim()
    .min(1, { message: GLOSSARY_MESSAGES.termRequired, abort: true })
    .max(GLOSSARY_TERM_MAX, GLOSSARY_MESSAGES.termTooLong),
  slug: slugSchema,
  variants: z.array(z.string().max(GLOSSARY_TERM_MAX)).max(12, GLOSSARY_MESSAGES.variants),
  definition: z
    .string()
    .trim()
    .min(1, { message: GLOSSARY_MESSAGES.definitionRequired, abort: true })
    .max(GLOSSARY_DEFINITION_MAX, GLOSSARY_MESSAGES.definitionTooLong),
  source_url: z
    .string()
    .trim()
    .max(2000, GLOSSARY_MESSAGES.sourceUrl)
    .regex(SOURCE_URL_PATTERN, GLOSSARY_MESSAGES.sourceUrl),
  source_title: z.string().max(300),
  source_publisher: z.string().max(300),
})

export type GlossaryTermValues = z.infer<typeof glossaryTermSchema>
