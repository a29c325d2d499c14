import { invalidKey } from './storage-errors.ts'

export interface UploadedFile {
  bytes: Uint8Array
  mimetype: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

function parseMetadata(text: string | null): Record<string, unknown> | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * The object in an upload, as Storage reads it: a raw body takes its type and
 * cache-control from the headers; a multipart body (every Blob/File from supabase-js) takes the
 * file part's type and `max-age=<cacheControl field>`.
 */
export async function readUploadBody(request: Request): Promise<UploadedFile> {
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      throw invalidKey('Invalid multipart body')
    }
    let file: File | null = null
    for (const [, value] of form.entries()) if (typeof value !== 'string') file = value
    if (!file) throw invalidKey('No file found in the multipart body')
    const cacheField = form.get('cacheControl')
    const typeField = form.get('contentType')
    const metadataField = form.get('metadata')
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimetype: (typeof typeField === 'string' && typeField) || file.type || 'application/octet-stream',
      cacheControl: typeof cacheField === 'string' && cacheField ? `max-age=${cacheField}` : 'no-cache',
      userMetadata: parseMetadata(typeof metadataField === 'string' ? metadataField : null),
    }
  }
  const encodedMetadata = request.headers.get('x-metadata')
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    mimetype: contentType || 'application/octet-stream',
    cacheControl: request.headers.get('cache-control') || 'no-cache',
    userMetadata: encodedMetadata ? parseMetadata(Buffer.from(encodedMetadata, 'base64').toString('utf8')) : null,
  }
}

/**
 * Storage's check: entries are `type/subtype` or `type/*`, compared on the raw
 * strings split at `/` — parameters are not stripped, so `text/plain;charset=UTF-8` ≠ `text/plain`.
 */
// A media type is exactly `type/subtype` (RFC 6838 token characters), parameters aside.
const MEDIA_TYPE = /^([a-z0-9][a-z0-9!#$&^_.+-]*)\/([a-z0-9][a-z0-9!#$&^_.+-]*)$/i

export function mimeTypeAllowed(mimetype: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true
  // `image/png; charset=x` is image/png; `image/png/x` and `image` are no media type at all.
  const match = MEDIA_TYPE.exec(mimetype.split(';')[0].trim())
  if (!match) return false
  const [type, subtype] = [match[1].toLowerCase(), match[2].toLowerCase()]
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype, ...extra] = entry.toLowerCase().split('/')
    return extra.length === 0 && allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
  })
}
