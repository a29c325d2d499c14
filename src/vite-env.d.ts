/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
  readonly VITE_SUPABASE_IMAGE_TRANSFORMATIONS?: string
  readonly VITE_CLIO_API_URL?: string
  readonly VITE_CONSULTATION_URL?: string
  readonly VITE_SITE_NAME?: string
  readonly VITE_METADATA_CONTACT_EMAIL?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_SOCIAL_INSTAGRAM?: string
  readonly VITE_SOCIAL_FACEBOOK?: string
  readonly VITE_SOCIAL_LINKEDIN?: string
  readonly VITE_SOCIAL_YOUTUBE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** package.json's version, set by vite.config.ts. */
declare const __APP_VERSION__: string

/** The newest migration version in supabase/migrations, set by vite.config.ts. */
declare const __LATEST_MIGRATION__: string

/** The year the bundle was built (a number), set by vite.config.ts: the footer's copyright. */
declare const __BUILD_YEAR__: number
