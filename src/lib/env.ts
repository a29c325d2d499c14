import {
  envValue,
  imageTransformationsOn,
  LOCAL_ANON_KEY,
  LOCAL_CLIO_URL,
  LOCAL_SUPABASE_URL,
} from '@/lib/env-defaults'

// Every variable has a default pointing at the local stack (see .env.example), so no .env is needed.

function read(name: keyof ImportMetaEnv, fallback: string): string {
  return envValue(import.meta.env[name], fallback)
}

const supabaseUrl = read('VITE_SUPABASE_URL', LOCAL_SUPABASE_URL)

export const env = {
  supabaseUrl,
  /** Uploaded images in several widths through Storage's `/render/image` (VITE_SUPABASE_IMAGE_TRANSFORMATIONS). */
  imageTransformations: imageTransformationsOn(import.meta.env.VITE_SUPABASE_IMAGE_TRANSFORMATIONS, supabaseUrl),
  supabaseAnonKey: read('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY),
  clioApiUrl: read('VITE_CLIO_API_URL', LOCAL_CLIO_URL),
  consultationUrl: read('VITE_CONSULTATION_URL', 'https://example.org/consulta'),
  siteName: read('VITE_SITE_NAME', 'Cannabis Medicinal'),
  /**
   * The contact the reference look-ups send to Crossref (`mailto`, its "polite pool") and NCBI (`email`);
   * unset, none is sent (docs/decisions/057-reference-metadata-lookup.md).
   */
  metadataContactEmail: read('VITE_METADATA_CONTACT_EMAIL', ''),
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
  siteUrl: read(
    'VITE_SITE_URL',
    typeof window === 'undefined' ? 'http://127.0.0.1:4173' : window.location.origin,
  ).replace(/\/$/, ''),
} as const
