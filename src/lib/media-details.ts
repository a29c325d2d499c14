// The details of a library image (public.media, supabase/migrations/20250101124800_media.sql): alt text,
// "imagem decorativa", caption and credit with licence. Keyed by (bucket_id, object_name): objects of the
// `post-images` bucket, and `site` for the files the site ships under public/ (the seed's covers).
import { AppError, toAppError } from '@/lib/errors'
import { emptyMediaDetails, mediaKey, type MediaDetails, type MediaRef } from '@/lib/media-ref'
import { supabase } from '@/lib/supabase'

export {
  emptyMediaDetails,
  mediaFileName,
  mediaRefOfUrl,
  type CreditKind,
  type MediaDetails,
  type MediaRef,
} from '@/lib/media-ref'

/** The columns a visitor may read too (the anon grant of public.media). */
export const MEDIA_DETAILS_COLUMNS =
  'bucket_id, object_name, alt, decorative, caption, credit_kind, credit_author, credit_url, credit_source, credit_licence'

/**
 * The details of these images that have a row, keyed by mediaKey (RLS decides which the caller sees). For
 * URLs: `getMediaDetails(urls.map(mediaRefOfUrl).filter(...))`.
 */
export async function getMediaDetails(refs: readonly MediaRef[]): Promise<Map<string, MediaDetails>> {
  const found = new Map<string, MediaDetails>()
  for (const bucket of ['post-images', 'site'] as const) {
    const names = [...new Set(refs.filter((ref) => ref.bucket_id === bucket).map((ref) => ref.object_name))]
    if (names.length === 0) continue
    const { data, error } = await supabase
      .from('media')
      .select(MEDIA_DETAILS_COLUMNS)
      .eq('bucket_id', bucket)
      .in('object_name', names)
    if (error) throw toAppError(error)
    for (const row of data as MediaDetails[]) found.set(mediaKey(row), row)
  }
  return found
}

/** A database refusal of a details save, for the form to show at its field. */
export interface MediaDetailsFailure {
  field: 'alt' | 'caption' | 'credit_author' | 'credit_url' | 'credit_source' | 'credit_licence' | null
  message: string
}

const CHECK_FIELDS: Record<string, MediaDetailsFailure> = {
  media_alt_check: { field: 'alt', message: 'O texto alternativo pode ter até 300 caracteres.' },
  media_caption_check: { field: 'caption', message: 'A legenda pode ter até 500 caracteres.' },
  media_credit_url_check: { field: 'credit_url', message: 'Informe um link que comece com http:// ou https://.' },
  media_credit_author_check: { field: 'credit_author', message: 'O nome pode ter até 200 caracteres.' },
  media_credit_source_check: { field: 'credit_source', message: 'A fonte pode ter até 200 caracteres.' },
  media_credit_licence_check: { field: 'credit_licence', message: 'A licença pode ter até 200 caracteres.' },
  media_pexels_credit: { field: 'credit_author', message: 'Informe o fotógrafo e o link da foto no Pexels.' },
  media_third_party_credit: { field: 'credit_source', message: 'Informe a fonte e a licença da imagem.' },
}

/** Where a failed save shows and what it says (a check constraint at its field; RLS or the network in the form). */
export function mediaDetailsFailure(error: unknown): MediaDetailsFailure {
  const appError = toAppError(error)
  const constraint = Object.keys(CHECK_FIELDS).find((name) => appError.message.includes(name))
  if (constraint) return CHECK_FIELDS[constraint]
  if (appError.kind === 'forbidden' || appError.code === '42501') {
    return {
      field: null,
      message:
        'Você não pode alterar os detalhes desta imagem: ela está em um post publicado (só editores e administradores).',
    }
  }
  return { field: null, message: appError.message }
}

/**
 * Saves the details as the signed-in user: an upsert into public.media (a stored object without a row gets
 * one; RLS refuses what the role may not change). Returns the row as stored.
 */
export async function saveMediaDetails(details: MediaDetails): Promise<MediaDetails> {
  const { data, error } = await supabase
    .from('media')
    .upsert(details, { onConflict: 'bucket_id,object_name' })
    .select(MEDIA_DETAILS_COLUMNS)
    .maybeSingle()
  if (error) throw toAppError(error)
  // An update RLS filtered out returns no row and no error.
  if (!data) throw new AppError('forbidden', mediaDetailsFailure(new AppError('forbidden', '')).message)
  return data as MediaDetails
}

/** The React Query key of one image's details; under ['media'], so the library's invalidations refresh it. */
export const mediaDetailsKey = (ref: MediaRef) => ['media', 'details', ref.bucket_id, ref.object_name] as const

/** The details of one image, or empty details when it has no row yet. */
export async function getOneMediaDetails(ref: MediaRef): Promise<MediaDetails> {
  return (await getMediaDetails([ref])).get(mediaKey(ref)) ?? emptyMediaDetails(ref)
}

/** Sets only an image's credit (an upsert of those columns: the rest of its details stay as they are). */
export async function saveMediaCredit(
  ref: MediaRef,
  credit: Pick<Partial<MediaDetails>, 'credit_kind' | 'credit_author' | 'credit_url'>,
): Promise<void> {
  const { error } = await supabase
    .from('media')
    .upsert(
      { ...credit, bucket_id: ref.bucket_id, object_name: ref.object_name },
      { onConflict: 'bucket_id,object_name' },
    )
  if (error) throw toAppError(error)
}
