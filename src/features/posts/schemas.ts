import { z } from '@/lib/zod'
import { slugSchema } from '@/lib/slug-rule'
import { stripTags } from '@/features/posts/utils/excerpt'
import { normalizeDoi, normalizePmid, REFERENCES_MAX, REFERENCES_MAX_MESSAGE } from '@/features/posts/utils/references'
import { scheduleToIso } from '@/features/posts/utils/schedule-time'
import { dueAtOf } from '@/features/posts/utils/assignment'

export const SEO_DESCRIPTION_MAX = 160
/** "Pontos-chave": none, or 3 to 5 lines of at most 240 characters (posts_key_points_valid in the database). */
export const KEY_POINTS_MIN = 3
export const KEY_POINTS_MAX = 5
export const KEY_POINT_MAX_CHARS = 240
export const KEY_POINTS_MESSAGES = {
  count: `Escreva de ${KEY_POINTS_MIN} a ${KEY_POINTS_MAX} pontos-chave, ou deixe sem nenhum.`,
  tooLong: `Cada ponto-chave tem no máximo ${KEY_POINT_MAX_CHARS} caracteres.`,
} as const

/** The points the post keeps: each on one line, trimmed, the blank ones left out. */
export const keyPointsToSave = (points: readonly string[]) =>
  points.map((point) => point.replace(/\s+/g, ' ').trim()).filter((point) => point !== '')
export const REQUIRED_FIELDS_MESSAGE = 'Campos obrigatórios: Preencha título, conteúdo, categoria e autor.'

/** What the database accepts of one field of a reference (valid_post_references). */
const REFERENCE_FIELD_MAX = 1000

export const REFERENCE_MESSAGES = {
  doi: 'DOI inválido: use o formato 10.xxxx/… (ex.: 10.1056/NEJMoa1611618).',
  pmid: 'PMID inválido: use só os números do PubMed (até 9 dígitos).',
  url: 'Link inválido: use um endereço que comece com http:// ou https://.',
  year: 'Ano inválido: use quatro dígitos (ex.: 2019).',
  findable: 'Informe ao menos o título, o DOI, o PMID ou o link.',
  tooLong: `Máximo de ${REFERENCE_FIELD_MAX} caracteres.`,
} as const

const optional = (valid: (text: string) => boolean, message: string) =>
  z
    .string()
    .max(REFERENCE_FIELD_MAX, REFERENCE_MESSAGES.tooLong)
    .refine((text) => text.trim() === '' || valid(text.trim()), message)

/** One reference in the editor (docs/product-guide.md#medical-review-and-references); the same checks as the database. */
export const referenceSchema = z
  .object({
    authors: z.string().max(REFERENCE_FIELD_MAX, REFERENCE_MESSAGES.tooLong),
    title: z.string().max(REFERENCE_FIELD_MAX, REFERENCE_MESSAGES.tooLong),
    container: z.string().max(REFERENCE_FIELD_MAX, REFERENCE_MESSAGES.tooLong),
    year: optional((text) => /^\d{4}$/.test(text), REFERENCE_MESSAGES.year),
    doi: optional((text) => normalizeDoi(text) !== null, REFERENCE_MESSAGES.doi),
    pmid: optional((text) => normalizePmid(text) !== null, REFERENCE_MESSAGES.pmid),
    url: optional((text) => /^https?:\/\/\S+$/i.test(text), REFERENCE_MESSAGES.url),
  })
  .superRefine((reference, ctx) => {
    const findable = (['title', 'doi', 'pmid', 'url'] as const).some((name) => reference[name].trim() !== '')
    if (!findable) ctx.addIssue({ code: 'custom', path: ['title'], message: REFERENCE_MESSAGES.findable })
  })

/** The post editor's form (docs/product-guide.md#public-site "Post editor", both variants, docs/product-guide.md#writing-and-publishing). */
export const postEditorSchema = z
  .object({
    title: z.string().trim().min(1, 'Informe o título.'),
    slug: slugSchema,
    excerpt: z.string(),
    content: z.string().refine((html) => stripTags(html) !== '' || /<img\s/i.test(html), 'Escreva o conteúdo.'),
    category_id: z.string().min(1, 'Selecione uma categoria'),
    author_id: z.string().min(1, 'Selecione o autor.'),
    status: z.enum(['draft', 'review', 'scheduled', 'published']),
    featured: z.boolean(),
    glossary_links: z.boolean(),
    tags: z.array(z.string()),
    key_points: z
      .array(z.string().refine((point) => point.trim().length <= KEY_POINT_MAX_CHARS, KEY_POINTS_MESSAGES.tooLong))
      .refine((points) => {
        const kept = keyPointsToSave(points).length
        return kept === 0 || (kept >= KEY_POINTS_MIN && kept <= KEY_POINTS_MAX)
      }, KEY_POINTS_MESSAGES.count),
    seo_description: z
      .string()
      .max(SEO_DESCRIPTION_MAX, `A descrição SEO deve ter no máximo ${SEO_DESCRIPTION_MAX} caracteres.`),
    read_time: z.string(),
    schedule_date: z.string(),
    schedule_time: z.string(),
    image: z.string().nullable(),
    image_credit: z
      .union([
        z.object({ source: z.literal('pexels'), photographer: z.string(), url: z.string().nullable().optional() }),
        z.object({ source: z.literal('ai') }),
      ])
      .nullable(),
    reference_list: z.array(referenceSchema).max(REFERENCES_MAX, REFERENCES_MAX_MESSAGE),
    // "Responsáveis": '' is nobody / no due date; editors and admins set them (posts_guard_assignment).
    editor_id: z.string(),
    technical_reviewer_id: z.string(),
    due_date: z
      .string()
      .refine((date) => date === '' || dueAtOf(date) !== null, 'Escolha uma data válida para o prazo.'),
  })
  .superRefine((values, ctx) => {
    if (values.status !== 'scheduled') return
    const iso = scheduleToIso(values.schedule_date, values.schedule_time)
    if (!iso) {
      ctx.addIssue({ code: 'custom', path: ['schedule_date'], message: 'Escolha a data e a hora da publicação.' })
    } else if (new Date(iso).getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['schedule_date'], message: 'A data de agendamento deve estar no futuro.' })
    }
  })

export type PostEditorValues = z.infer<typeof postEditorSchema>

/** The fields whose absence the spec reports together in one toast. */
export const REQUIRED_FIELDS = ['title', 'content', 'category_id', 'author_id'] as const
