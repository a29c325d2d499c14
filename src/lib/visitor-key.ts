// The anonymous key that makes likes honest (migration 20250101121900_honest_counters): the database
// counts one like per key and post. It is a random UUID kept in this browser's storage, created when
// the reader first likes a post (to remember the like); it identifies nothing about the person. Views
// and the audience counting use no key at all (docs/decisions/062-audience-without-cookies.md).
const STORAGE_KEY = 'visitor-key'

let memoryKey: string | null = null

/** A random version 4 UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** This browser's visitor key, created on first use; kept in memory when storage is unavailable. */
export function visitorKey(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY)
    if (stored && UUID.test(stored)) return stored
    const created = memoryKey ?? randomUuid()
    window.localStorage.setItem(STORAGE_KEY, created)
    return created
  } catch {
    // Private mode without storage: one key for as long as the page is open.
    memoryKey ??= randomUuid()
    return memoryKey
  }
}
