// How the app reads a build variable and where the services point by default (the local stack, see
// .env.example). No imports: the build reads it too — vite.config.ts for the /admin shell's early reads
// (build/vite/early-data-script.ts) and the prerender (build/prerender.ts) — which must reach the same
// project with the same key as the app.

/** The LOCAL-ONLY demo anon key (local/keys.ts); a hosted project sets its own. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NDE3NjkyMDAsImV4cCI6MTk4MzgxMjk5Nn0.jkAl8ZbvuOYg3HGfFtNz6Tpe6hVLlRPpATG0okuLsIg'

export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'

export const LOCAL_CLIO_URL = 'http://127.0.0.1:54329'

/** A variable's value, trimmed; `fallback` when it is unset or blank. */
export function envValue(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
}

/**
 * Whether images are served through Supabase Storage's image transformations (`/render/image`,
 * docs/decisions/047-responsive-images.md): `on` or `off`; unset, on for the local stack (which always
 * serves them) and off for a hosted project (a paid-plan feature: on the free plan every such URL is 403).
 */
export function imageTransformationsOn(value: unknown, supabaseUrl: string): boolean {
  const setting = envValue(value, '').toLowerCase()
  if (setting === 'on') return true
  if (setting === 'off') return false
  return /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(supabaseUrl.replace(/\/$/, ''))
}
