import { invalidKey } from './storage-errors.ts'

/**
 * Splits `<bucket>/<object name>` from the raw URL path. Each segment is percent-decoded on its
 * own; `+` stays a plus (it is a path, not a query string).
 */
export function splitObjectPath(rawPath: string): { bucket: string; name: string } {
  const segments = rawPath.replace(/^\/+/, '').split('/')
  let decoded: string[]
  try {
    decoded = segments.map((s) => decodeURIComponent(s))
  } catch {
    throw invalidKey(`Invalid key: ${rawPath}`)
  }
  const [bucket, ...rest] = decoded
  const name = rest.join('/')
  if (!bucket) throw invalidKey('Invalid bucket name')
  validateObjectName(name)
  return { bucket, name }
}

/** A file system keeps at most 255 bytes per name: a longer segment could not be stored. */
export const MAX_SEGMENT_BYTES = 255

/** Object names that could escape a folder, confuse listing or not fit on disk are refused (400). */
export function validateObjectName(name: string): void {
  const bad =
    !name ||
    name.length > 1024 ||
    name.split('/').some((segment) => Buffer.byteLength(segment, 'utf8') > MAX_SEGMENT_BYTES) ||
    [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) ||
    name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  if (bad) throw invalidKey(`Invalid key: ${name}`)
}
