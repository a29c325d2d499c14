// Every variable has a default pointing at the local stack (see .env.example), so no .env is needed.
// The anon key below is the LOCAL-ONLY demo key (local/keys.ts); a hosted project sets its own.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NDE3NjkyMDAsImV4cCI6MTk4MzgxMjk5Nn0.jkAl8ZbvuOYg3HGfFtNz6Tpe6hVLlRPpATG0okuLsIg'

function read(name: keyof ImportMetaEnv, fallback: string): string {
  const value = import.meta.env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
}

export const env = {
  supabaseUrl: read('VITE_SUPABASE_URL', 'http://127.0.0.1:54321'),
  supabaseAnonKey: read('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY),
  clioApiUrl: read('VITE_CLIO_API_URL', 'http://127.0.0.1:54329'),
  consultationUrl: read('VITE_CONSULTATION_URL', 'https://example.org/consulta'),
  siteName: read('VITE_SITE_NAME', 'Cannabis Medicinal'),
  /**
   * The public origin for canonical links, share links, Open Graph and feeds. The build-time renderer
   * needs it (no window there); unset, the browser uses its own origin and the build `npm run preview`'s.
   */
  /** The footer's social profiles; an empty one hides its icon. */
  social: {
    instagram: read('VITE_SOCIAL_INSTAGRAM', ''),
    facebook: read('VITE_SOCIAL_FACEBOOK', ''),
    linkedin: read('VITE_SOCIAL_LINKEDIN', ''),
    youtube: read('VITE_SOCIAL_YOUTUBE', ''),
  },
  siteUrl: read('VITE_SITE_URL', typeof window === 'undefined' ? 'http://127.0.0.1:4173' : window.location.origin).replace(/\/$/, ''),
} as const
