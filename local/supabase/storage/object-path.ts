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

/** Object names that could escape a folder or confuse listing are refused, as Storage does. */
export function validateObjectName(name: string): void {
  const bad =
    !name ||
    name.length > 1024 ||
    [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) ||
    name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  if (bad) throw invalidKey(`Invalid key: ${name}`)
}
