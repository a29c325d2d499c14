// GET /storage/v1/render/image/public/<bucket>/<name>: Supabase Storage's image transformations
// (docs/decisions/047-responsive-images.md). Hosted Storage hands the object to imgproxy; here sharp
// does the same work with the same parameters, defaults, limits, errors and headers.
import sharp from 'sharp'
import { invalidKey, objectNotFound, StorageFailure } from './storage-errors.ts'
import { contentDisposition, findPublicObject } from './read-objects.ts'
import { validateObjectName } from './object-path.ts'
import type { StorageDeps } from './storage-deps.ts'

/** Width and height above this are clamped, not refused (Storage clamps to its IMAGE_TRANSFORMATION_LIMIT_MAX_SIZE). */
export const MAX_RENDER_DIMENSION = 2500
/** The hosted limits on the source: 25 MB and 50 megapixels. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024
const MAX_SOURCE_PIXELS = 50_000_000
/** imgproxy's quality when the request names none (the hosted docs: "defaults to 80"). */
const DEFAULT_QUALITY = 80

const RESIZE_MODES = ['cover', 'contain', 'fill'] as const
const FORMATS = ['origin', 'avif', 'webp'] as const
/** Storage's names for imgproxy's resizing types (X-Transformations shows them) and sharp's fits. */
const RESIZING = {
  cover: { imgproxy: 'fill', sharp: 'cover' },
  contain: { imgproxy: 'fit', sharp: 'inside' },
  fill: { imgproxy: 'force', sharp: 'fill' },
} as const

export interface RenderOptions {
  width?: number
  height?: number
  resize: (typeof RESIZE_MODES)[number]
  format?: (typeof FORMATS)[number]
  quality?: number
}

/** Storage validates the query with a JSON schema first: HTTP 400 with Fastify's message, nothing else read. */
function invalidQuery(message: string): StorageFailure {
  return new StorageFailure('400', 'InvalidRequest', 'Error', `querystring/${message}`)
}

function integerParam(query: URLSearchParams, name: string, min: number, max = Infinity): number | undefined {
  const values = query.getAll(name)
  if (values.length === 0) return undefined
  const value = values.length === 1 && /^\s*-?\d+\s*$/.test(values[0]) ? Number(values[0]) : NaN
  if (!Number.isSafeInteger(value)) throw invalidQuery(`${name} must be integer`)
  if (value < min) throw invalidQuery(`${name} must be >= ${min}`)
  if (value > max) throw invalidQuery(`${name} must be <= ${max}`)
  return value
}

function enumParam<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const values = query.getAll(name)
  if (values.length === 0) return undefined
  if (values.length > 1 || !allowed.includes(values[0] as T)) {
    throw invalidQuery(`${name} must be equal to one of the allowed values`)
  }
  return values[0] as T
}

/** The query as Storage's schema reads it, in its order (height, width, resize, format, quality). */
export function parseRenderQuery(query: URLSearchParams): RenderOptions {
  const height = integerParam(query, 'height', 0)
  const width = integerParam(query, 'width', 0)
  const resize = enumParam(query, 'resize', RESIZE_MODES) ?? 'cover'
  const format = enumParam(query, 'format', FORMATS)
  const quality = integerParam(query, 'quality', 20, 100)
  const clamp = (value: number | undefined) => (value ? Math.min(value, MAX_RENDER_DIMENSION) : undefined)
  // 0 means "not given", as in Storage (`if (options.width)`).
  return { width: clamp(width), height: clamp(height), resize, format, quality }
}

/** The X-Transformations header: imgproxy's segments, as Storage lists them. */
function transformationsHeader(options: RenderOptions): string {
  const segments: string[] = []
  if (options.height) segments.push(`height:${options.height}`)
  if (options.width) segments.push(`width:${options.width}`)
  if (options.width || options.height) segments.push(`resizing_type:${RESIZING[options.resize].imgproxy}`)
  if (options.quality) segments.push(`quality:${options.quality}`)
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`)
  return segments.join(',')
}

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

/** WebP when asked for or when the browser accepts it (imgproxy's WebP detection), else the source's own format. */
function outputFormat(options: RenderOptions, accept: string | null, source: string | undefined): OutputFormat {
  if (options.format === 'webp' || options.format === 'avif') return options.format
  if (options.format !== 'origin' && /\bimage\/webp\b/i.test(accept ?? '')) return 'webp'
  if (source === 'heif') return 'avif'
  return source === 'jpeg' || source === 'png' || source === 'webp' || source === 'gif' ? source : 'png'
}

const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}

const sourceProblem = (message: string) => new StorageFailure('400', 'InvalidRequest', 'InvalidRequest', message)

/** The transformed image: never enlarged (imgproxy's default), turned upright, metadata stripped. */
export async function transformImage(
  bytes: Uint8Array,
  options: RenderOptions,
  accept: string | null,
): Promise<{ body: Buffer; contentType: string }> {
  if (bytes.length > MAX_SOURCE_BYTES) throw sourceProblem('The source image file is too large to process')
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS, animated: true })
    const format = outputFormat(options, accept, (await image.metadata()).format)
    image.rotate()
    if (options.width || options.height) {
      image.resize({
        width: options.width,
        height: options.height,
        fit: RESIZING[options.resize].sharp,
        withoutEnlargement: true,
      })
    }
    const quality = options.quality ?? DEFAULT_QUALITY
    if (format === 'jpeg') image.jpeg({ quality, progressive: true })
    else if (format === 'webp') image.webp({ quality })
    else if (format === 'avif') image.avif({ quality })
    else image.toFormat(format)
    return { body: await image.toBuffer(), contentType: CONTENT_TYPES[format] }
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw sourceProblem('The source image resolution is too large to process')
    throw sourceProblem('The source image is invalid or unsupported for rendering')
  }
}

/**
 * `<bucket>/<name>` of a render URL, each segment percent-decoded on its own. Storage refuses a key
 * with control characters (InvalidKey); `storable` is false for a name it accepts but this stack
 * could never have stored (`..`, empty segments): such an object does not exist.
 */
function renderObjectPath(rawPath: string): { bucket: string; name: string; storable: boolean } {
  let segments: string[]
  try {
    segments = rawPath.split('/').map((segment) => decodeURIComponent(segment))
  } catch {
    throw invalidKey(`Invalid key: ${rawPath}`)
  }
  const [bucket = '', ...rest] = segments
  const name = rest.join('/')
  if (!name || [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    throw invalidKey(`Invalid key: ${name}`)
  try {
    validateObjectName(name)
    return { bucket, name, storable: true }
  } catch {
    return { bucket, name, storable: false }
  }
}

/** GET or HEAD `/render/image/public/<bucket>/<name>`: a public bucket's object, transformed. */
export async function renderPublicImage(deps: StorageDeps, request: Request, rawPath: string): Promise<Response> {
  const url = new URL(request.url)
  const options = parseRenderQuery(url.searchParams)
  const { bucket, name, storable } = renderObjectPath(rawPath)
  const row = await findPublicObject(deps, bucket, storable ? name : null)
  if (!row) throw objectNotFound()
  const bytes = await deps.blobs.get(bucket, row.name)
  if (!bytes) throw objectNotFound()
  const { body, contentType } = await transformImage(bytes, options, request.headers.get('accept'))
  const meta = row.metadata ?? {}
  const headers: Record<string, string> = {
    'content-type': contentType,
    'content-length': String(body.length),
    'cache-control': meta.cacheControl ?? 'no-cache',
    'accept-ranges': 'bytes',
    'last-modified': new Date(row.updated_at ?? Date.now()).toUTCString(),
    'x-robots-tag': 'none',
    ...contentDisposition(url.searchParams.get('download'), row.name),
  }
  // Storage answers with the source object's ETag, whatever the transformation.
  if (meta.eTag) headers.etag = meta.eTag
  const transformations = transformationsHeader(options)
  if (transformations) headers['x-transformations'] = transformations
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers })
}
