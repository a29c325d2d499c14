import { z } from '@/lib/zod'
import type { CreditKind, MediaDetails } from '@/lib/media-details'

export const ALT_REQUIRED_MESSAGE = 'Descreva a imagem ou marque “Imagem decorativa”.'

const HTTP_URL = /^https?:\/\/[^\s<>"]+$/i

/** Who made the image, as the form offers it ("" = not said). */
export const CREDIT_OPTIONS: { value: CreditKind; label: string }[] = [
  { value: 'own', label: 'Própria' },
  { value: 'pexels', label: 'Pexels' },
  { value: 'ai', label: 'Gerada por IA' },
  { value: 'third_party', label: 'Terceiros' },
]

/** The database's limits and rules (public.media's checks), with the messages shown at each field. */
export const imageDetailsSchema = z
  .object({
    alt: z.string().trim().max(300, 'O texto alternativo pode ter até 300 caracteres.'),
    decorative: z.boolean(),
    caption: z.string().trim().max(500, 'A legenda pode ter até 500 caracteres.'),
    credit_kind: z.enum(['', 'own', 'pexels', 'ai', 'third_party']),
    credit_author: z.string().trim().max(200, 'O nome pode ter até 200 caracteres.'),
    credit_url: z.string().trim().max(2000, 'O link pode ter até 2000 caracteres.'),
    credit_source: z.string().trim().max(200, 'A fonte pode ter até 200 caracteres.'),
    credit_licence: z.string().trim().max(200, 'A licença pode ter até 200 caracteres.'),
  })
  .superRefine((values, context) => {
    const problem = (path: keyof typeof values, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message })
    if (!values.decorative && values.alt === '') problem('alt', ALT_REQUIRED_MESSAGE)
    if (values.credit_url !== '' && !HTTP_URL.test(values.credit_url)) {
      problem('credit_url', 'Informe um link que comece com http:// ou https://.')
    }
    if (values.credit_kind === 'pexels') {
      if (values.credit_author === '') problem('credit_author', 'Informe o nome do fotógrafo.')
      if (values.credit_url === '') problem('credit_url', 'Informe o link da foto no Pexels.')
    }
    if (values.credit_kind === 'third_party') {
      if (values.credit_source === '') problem('credit_source', 'Informe a fonte da imagem.')
      if (values.credit_licence === '') problem('credit_licence', 'Informe a licença da imagem.')
    }
  })

export type ImageDetailsValues = z.infer<typeof imageDetailsSchema>

export function detailsToValues(details: MediaDetails): ImageDetailsValues {
  return {
    alt: details.alt,
    decorative: details.decorative,
    caption: details.caption,
    credit_kind: details.credit_kind ?? '',
    credit_author: details.credit_author ?? '',
    credit_url: details.credit_url ?? '',
    credit_source: details.credit_source ?? '',
    credit_licence: details.credit_licence ?? '',
  }
}

/** The row to store: only the credit fields the chosen kind uses, empty ones as null. */
export function valuesToDetails(base: MediaDetails, values: ImageDetailsValues): MediaDetails {
  const kind = values.credit_kind || null
  const keep = (value: string, kinds: CreditKind[]) => (kind && kinds.includes(kind) && value ? value : null)
  return {
    bucket_id: base.bucket_id,
    object_name: base.object_name,
    alt: values.alt,
    decorative: values.decorative,
    caption: values.caption,
    credit_kind: kind,
    credit_author: keep(values.credit_author, ['pexels', 'third_party']),
    credit_url: keep(values.credit_url, ['pexels', 'third_party']),
    credit_source: keep(values.credit_source, ['third_party']),
    credit_licence: keep(values.credit_licence, ['third_party']),
  }
}
