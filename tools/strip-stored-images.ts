// npm run media:strip-existing — once after upgrading to the media intake (docs/deployment.md): images
// stored in `post-images` before it (docs/decisions/049-media-intake.md) may still carry EXIF (GPS
// included), XMP, IPTC or ICC metadata. Every object is downloaded; one that carries any is written back
// under the SAME name, in the same format, without it (clio/media/process-image.ts stripMetadata), so
// the URLs posts use stay valid, and its public.media row's size and hash follow. Clean objects are left
// alone, nothing is ever deleted, one failure does not stop the rest, and running it again is harmless.
// Reads SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the local stack's demo key when the URL is local).
import { createHash } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { MEDIA_BUCKET } from '../clio/media/media-intake.ts'
import { stripMetadata } from '../clio/media/process-image.ts'
import { LOCAL_SERVICE_ROLE_KEY } from '../local/keys.ts'
import { envValue, LOCAL_SUPABASE_URL } from '../src/lib/env-defaults.ts'

const PAGE = 1000
/** What hosted Storage's dashboard leaves in an empty folder: not an image. */
const PLACEHOLDER = '.emptyFolderPlaceholder'

export interface StripSummary {
  checked: number
  cleaned: string[]
  skipped: number
  failed: { name: string; reason: string }[]
}

/** Every object name of the bucket: Storage lists one folder at a time, a folder's entry has no id. */
async function listNames(admin: SupabaseClient, prefix = ''): Promise<string[]> {
  const names: string[] = []
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await admin.storage
      .from(MEDIA_BUCKET)
      .list(prefix, { limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } })
    if (error) throw new Error(`Storage refused the list of "${prefix}": ${error.message}`)
    for (const entry of data) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.id === null) names.push(...(await listNames(admin, name)))
      else if (entry.name !== PLACEHOLDER) names.push(name)
    }
    if (data.length < PAGE) return names
  }
}

/** True when the object was written back without its metadata, false when it had none. */
async function stripObject(admin: SupabaseClient, name: string): Promise<boolean> {
  const bucket = admin.storage.from(MEDIA_BUCKET)
  const download = await bucket.download(name)
  if (download.error) throw new Error(`download: ${download.error.message}`)
  const stripped = await stripMetadata(Buffer.from(await download.data.arrayBuffer()))
  if (!stripped) return false
  const upload = await bucket.upload(name, stripped.bytes, {
    contentType: stripped.contentType,
    cacheControl: '3600',
    upsert: true,
  })
  if (upload.error) throw new Error(`upload: ${upload.error.message}`)
  const { error } = await admin
    .from('media')
    .update({
      size_bytes: stripped.bytes.length,
      sha256: createHash('sha256').update(stripped.bytes).digest('hex'),
      width: stripped.width,
      height: stripped.height,
    })
    .eq('bucket_id', MEDIA_BUCKET)
    .eq('object_name', name)
  if (error) throw new Error(`stored, but its media row was not updated: ${error.message}`)
  return true
}

/** Strips every object of `post-images` with the service-role client `admin`. */
export async function stripStoredImages(admin: SupabaseClient): Promise<StripSummary> {
  const summary: StripSummary = { checked: 0, cleaned: [], skipped: 0, failed: [] }
  for (const name of await listNames(admin)) {
    summary.checked++
    try {
      if (await stripObject(admin, name)) summary.cleaned.push(name)
      else summary.skipped++
    } catch (error) {
      const { message, details } = error as { message: string; details?: string }
      summary.failed.push({ name, reason: details ? `${message} (${details})` : message })
    }
  }
  return summary
}

class NoWebSocket {}

async function main() {
  const url = envValue(process.env.SUPABASE_URL, LOCAL_SUPABASE_URL)
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  const key = envValue(process.env.SUPABASE_SERVICE_ROLE_KEY, local ? LOCAL_SERVICE_ROLE_KEY : '')
  if (!key) throw new Error(`SUPABASE_SERVICE_ROLE_KEY is required when SUPABASE_URL is not local (${url})`)
  const admin = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Realtime is never used; its client wants a WebSocket, which Node 20 lacks.
    realtime: { transport: NoWebSocket as never },
  })
  const summary = await stripStoredImages(admin)
  for (const name of summary.cleaned) console.log(`cleaned  ${name}`)
  for (const { name, reason } of summary.failed) console.log(`FAILED   ${name}: ${reason}`)
  console.log(
    `${summary.checked} checked, ${summary.cleaned.length} cleaned, ${summary.skipped} already clean, ${summary.failed.length} failed`,
  )
  if (summary.failed.length > 0) process.exitCode = 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
