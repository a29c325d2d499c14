// POST /media, the only way an image gets into `post-images` (docs/decisions/049-media-intake.md):
// checked and re-encoded (process-image.ts), stored once under a name made of its own bytes, with its
// public.media row, through the real Storage and REST APIs with the service role.
import { createHash } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { ClioConfig } from '../config.ts'
import { ClioError } from '../http/clio-error.ts'
import { processImage, type MediaKind } from './process-image.ts'

export const MEDIA_BUCKET = 'post-images'
/** Names never change content, but an image deleted and kept in caches for a year would outlive "Excluir". */
const CACHE_SECONDS = '3600'

export type MediaSource = 'upload' | 'pexels' | 'ai'

export interface MediaCredit {
  kind: 'pexels' | 'ai'
  author?: string
  url?: string
}

export interface MediaRequest {
  bytes: Buffer
  kind: MediaKind
  source: MediaSource
  uploadedBy: string
  credit?: MediaCredit | null
}

/** The answer of POST /media. */
export interface StoredMedia {
  success: true
  url: string
  bucket: typeof MEDIA_BUCKET
  name: string
  width: number
  height: number
  size_bytes: number
  content_type: 'image/webp'
  sha256: string
  /** True when these bytes were stored before: the existing image is returned, nothing new is stored. */
  existed: boolean
}

class NoWebSocket {}

const storageFailed = (details: string) => new ClioError(502, 'Erro ao fazer upload da imagem', details)

/** Hosted Storage answers 409 "Duplicate" for a name taken; supabase-js keeps it in statusCode. */
function isDuplicate(error: { message?: string; statusCode?: string }): boolean {
  return error.statusCode === '409' || /already exists|duplicate/i.test(error.message ?? '')
}

async function storeObject(admin: SupabaseClient, name: string, bytes: Buffer): Promise<boolean> {
  const { error } = await admin.storage
    .from(MEDIA_BUCKET)
    .upload(name, bytes, { contentType: 'image/webp', cacheControl: CACHE_SECONDS, upsert: false })
  if (!error) return true
  if (isDuplicate(error as { statusCode?: string })) return false
  throw storageFailed(`Storage refused ${name}: ${error.message}`)
}

function mediaRow(request: MediaRequest, stored: Omit<StoredMedia, 'success' | 'url' | 'bucket' | 'existed'>) {
  const { credit } = request
  return {
    bucket_id: MEDIA_BUCKET,
    object_name: stored.name,
    source: request.source,
    uploaded_by: request.uploadedBy,
    width: stored.width,
    height: stored.height,
    size_bytes: stored.size_bytes,
    content_type: stored.content_type,
    sha256: stored.sha256,
    credit_kind: credit?.kind ?? null,
    credit_author: credit?.author ?? null,
    credit_url: credit?.url ?? null,
  }
}

/** Inserts the row unless the image has one; a row that cannot be written undoes a new object. */
async function recordMedia(admin: SupabaseClient, row: ReturnType<typeof mediaRow>, isNewObject: boolean) {
  const { error } = await admin.from('media').insert(row)
  if (!error || error.code === '23505') return
  if (isNewObject) await admin.storage.from(MEDIA_BUCKET).remove([row.object_name])
  if (error.code === '23514') throw new ClioError(400, 'Crédito da imagem inválido', error.message)
  throw storageFailed(`The media row of ${row.object_name} was refused: ${error.message}`)
}

export function createMediaIntake(config: ClioConfig, serviceRoleKey: string) {
  const admin = createClient(config.supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: config.fetch },
    // Realtime is never used; its client wants a WebSocket, which Node 20 lacks (as mailer/mailer.ts).
    realtime: { transport: NoWebSocket as never },
  })

  return async function intake(request: MediaRequest): Promise<StoredMedia> {
    const image = await processImage(request.bytes, request.kind)
    const sha256 = createHash('sha256').update(image.bytes).digest('hex')
    const name = `${sha256.slice(0, 32)}-${image.width}x${image.height}.webp`
    const measured = {
      name,
      width: image.width,
      height: image.height,
      size_bytes: image.bytes.length,
      content_type: 'image/webp' as const,
      sha256,
    }
    const isNewObject = await storeObject(admin, name, image.bytes)
    await recordMedia(admin, mediaRow(request, measured), isNewObject)
    const url = admin.storage.from(MEDIA_BUCKET).getPublicUrl(name).data.publicUrl
    return { success: true, url, bucket: MEDIA_BUCKET, ...measured, existed: !isNewObject }
  }
}

export type MediaIntake = ReturnType<typeof createMediaIntake>
