// The media library (docs/decisions/050-media-library.md): pages of the `post-images` bucket as
// public.media_library lists them for staff, and "Excluir", which the bucket's policies refuse for an
// image in use (decision 048). Shared by the /admin/midia screen and the image picker.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Database } from '@/lib/database.types'
import { AppError, toAppError } from '@/lib/errors'
import type { CreditKind, MediaDetails } from '@/lib/media-ref'
import { mediaKeys } from '@/lib/query-keys'
import { renderedImageUrl } from '@/lib/responsive-images'
import { supabase } from '@/lib/supabase'

const BUCKET = 'post-images'

export type MediaSource = 'upload' | 'pexels' | 'ai'

export const MEDIA_SOURCE_LABELS: Record<MediaSource, string> = {
  upload: 'Enviada',
  pexels: 'Pexels',
  ai: 'Gerada pela Clio',
}

export interface MediaFilters {
  search: string
  source: MediaSource | null
  /** true: em uso; false: sem uso; null: todas. */
  inUse: boolean | null
  uploader: string | null
  /** Days in Brasília time ("2026-11-24"), both ends included. */
  from: string | null
  to: string | null
  page: number
}

export interface MediaPost {
  id: string
  title: string
  slug: string
  status: string
  used_as: ('post_cover' | 'post_body')[]
}

type LibraryRow = Database['public']['Functions']['media_library']['Returns'][number]

export interface MediaItem extends Omit<LibraryRow, 'posts' | 'total_count'> {
  posts: MediaPost[]
  /** The object's public URL (what a post stores). */
  url: string
}

export interface MediaPage {
  items: MediaItem[]
  total: number
}

/** A library image's details as the details form edits them. */
export const mediaItemDetails = (item: MediaItem): MediaDetails => ({
  bucket_id: 'post-images',
  object_name: item.object_name,
  alt: item.alt,
  decorative: item.decorative,
  caption: item.caption,
  credit_kind: item.credit_kind as CreditKind | null,
  credit_author: item.credit_author,
  credit_url: item.credit_url,
  credit_source: item.credit_source,
  credit_licence: item.credit_licence,
})

/** The public URL of a `post-images` object. */
export const mediaUrl = (objectName: string) => supabase.storage.from(BUCKET).getPublicUrl(objectName).data.publicUrl

/** A square thumbnail of about `width` px through Storage's transformations, or the image itself when they are off. */
export const mediaThumbnailUrl = (item: Pick<MediaItem, 'url'>, width = 320) =>
  renderedImageUrl(item.url, { width, height: width }) ?? item.url

/** One page of the library, newest first, with the number of images the filters match. */
export async function getMediaLibrary(filters: MediaFilters, pageSize: number): Promise<MediaPage> {
  const { data, error } = await supabase.rpc('media_library', {
    p_search: filters.search || undefined,
    p_source: filters.source ?? undefined,
    p_in_use: filters.inUse ?? undefined,
    p_uploader: filters.uploader ?? undefined,
    p_from: filters.from ?? undefined,
    p_to: filters.to ?? undefined,
    p_limit: pageSize,
    p_offset: (Math.max(filters.page, 1) - 1) * pageSize,
  })
  if (error) throw toAppError(error)
  // A page past the end has no row to carry the total: ask for the first page's.
  if (data.length === 0 && filters.page > 1)
    return { items: [], total: (await getMediaLibrary({ ...filters, page: 1 }, pageSize)).total }
  return {
    items: data.map(({ total_count: _total, posts, ...row }) => ({
      ...row,
      posts: posts as unknown as MediaPost[],
      url: mediaUrl(row.object_name),
    })),
    total: data[0]?.total_count ?? 0,
  }
}

export const mediaLibraryQuery = (filters: MediaFilters, pageSize: number) =>
  queryOptions({
    queryKey: mediaKeys.list({ ...filters, pageSize }),
    queryFn: () => getMediaLibrary(filters, pageSize),
    placeholderData: keepPreviousData,
  })

export const useMediaLibrary = (filters: MediaFilters, pageSize: number) =>
  useQuery(mediaLibraryQuery(filters, pageSize))

export const IMAGE_IN_USE_MESSAGE = 'Esta imagem está em uso e não pode ser excluída.'
const NOT_YOURS_MESSAGE = 'Você só pode excluir as imagens que enviou.'

/** The image is in use: the posts that use it (the dialog lists them). */
export class ImageInUseError extends AppError {
  readonly posts: MediaPost[]
  constructor(posts: MediaPost[]) {
    super('forbidden', IMAGE_IN_USE_MESSAGE)
    this.posts = posts
  }
}

/**
 * Deletes an image through the Storage API and then its details row. The bucket's policies decide:
 * an object in use, or another person's for an author, is not deleted, and remove() answers without it;
 * then the image's current usages say why (ImageInUseError with the posts, or "not yours").
 */
export async function deleteMedia(objectName: string): Promise<void> {
  const { data, error } = await supabase.storage.from(BUCKET).remove([objectName])
  if (error) throw toAppError(error)
  if (!data.some((object) => object.name === objectName)) {
    const usages = await imageUsages(objectName)
    if (usages.length > 0) throw new ImageInUseError(usagesToPosts(usages))
    throw new AppError('forbidden', NOT_YOURS_MESSAGE)
  }
  const removed = await supabase.from('media').delete().eq('bucket_id', BUCKET).eq('object_name', objectName)
  if (removed.error) throw toAppError(removed.error)
}

/** deleteMedia, then the library's pages again. */
export function useDeleteMedia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMedia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  })
}

interface Usage {
  used_as: string
  posts: { id: string; title: string; slug: string; status: string } | null
}

async function imageUsages(objectName: string): Promise<Usage[]> {
  const { data, error } = await supabase
    .from('image_usages')
    .select('used_as, posts(id, title, slug, status)')
    .eq('bucket_id', BUCKET)
    .eq('object_name', objectName)
  if (error) throw toAppError(error)
  return data as Usage[]
}

function usagesToPosts(usages: Usage[]): MediaPost[] {
  const byId = new Map<string, MediaPost>()
  for (const { used_as, posts: post } of usages) {
    if (!post || (used_as !== 'post_cover' && used_as !== 'post_body')) continue
    const entry = byId.get(post.id) ?? { ...post, used_as: [] }
    entry.used_as.push(used_as)
    byId.set(post.id, entry)
  }
  return [...byId.values()]
}

/** "capa de 2 posts, no texto de 1", the avatar and Clio's drafts too; "Sem uso" when nothing uses it. */
export function usageSummary(
  item: Pick<MediaItem, 'cover_count' | 'body_count' | 'avatar_count' | 'draft_count'>,
): string {
  const parts: string[] = []
  const posts = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`
  if (item.cover_count > 0) parts.push(`capa de ${posts(item.cover_count)}`)
  if (item.body_count > 0) parts.push(`no texto de ${parts.length > 0 ? item.body_count : posts(item.body_count)}`)
  if (item.avatar_count > 0)
    parts.push(`foto de perfil de ${item.avatar_count} ${item.avatar_count === 1 ? 'pessoa' : 'pessoas'}`)
  if (item.draft_count > 0)
    parts.push(`em ${item.draft_count} ${item.draft_count === 1 ? 'rascunho' : 'rascunhos'} da Clio`)
  return parts.length > 0 ? parts.join(', ') : 'Sem uso'
}

/** "245 KB", "1,2 MB": a file size as the library shows it. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'Tamanho desconhecido'
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
}
