// Settings of the Clio service, from explicit options first, then the environment. Tests pass
// their own `env` object so a developer's shell (say, a real PEXELS_API_KEY) cannot change them.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CLIENT_TIMEOUTS_MS, OPERATIONS, type Operation, type ProviderMode } from './contract.ts'
import { parseAllowedOrigins } from './http/cors.ts'

export type Env = Readonly<Record<string, string | undefined>>

export interface ClioOptions {
  /** 0 = any free port. Default: env CLIO_PORT, else 54329 (LOCAL_DEFAULTS.port). */
  port?: number
  /** Default: env CLIO_HOST, else 127.0.0.1. */
  host?: string
  /** Where images are written and served from. Default: env CLIO_IMAGES_DIR, else `<data dir>/clio-images`. */
  imagesDir?: string
  /** Base of `absolute_public_url`. Default: env CLIO_PUBLIC_URL, else the bound http://host:port. */
  publicUrl?: string
  /** Read instead of `process.env` for every setting not given here. */
  env?: Env
  supabase?: {
    url?: string
    anonKey?: string
    /** The service role key the media intake stores images with (POST /media). */
    serviceRoleKey?: string
    /** HS256 secret; `null` = verify every token with the Auth API (asymmetric signing keys). */
    jwtSecret?: string | null
  }
  /** Comma-separated in env CLIO_ALLOWED_ORIGINS; default any http://127.0.0.1|localhost:<port>. */
  allowedOrigins?: string[]
  /** Provider limits per operation (ms). Default: env CLIO_TIMEOUT_<OPERATION>_MS, else 80% of the client's. */
  timeoutsMs?: Partial<Record<Operation | 'auth', number>>
  /** Request body limit in bytes (default 64 KB). */
  maxBodyBytes?: number
  /** How long a positive staff check is reused per token (default 60 s). */
  staffCacheMs?: number
  /** Used for every outgoing call (Supabase, providers). */
  fetch?: typeof fetch
  /** Images one person may have made in the last hour (default: env CLIO_IMAGE_QUOTA_PER_HOUR, else 30). */
  imageQuotaPerHour?: number
  /** Images not requested for this many days are deleted (default: env CLIO_IMAGE_MAX_AGE_DAYS, else 30). */
  imageMaxAgeDays?: number
  /** Past this many MB the least recently requested images go first (default: env CLIO_IMAGES_MAX_MB, else 500). */
  imagesMaxMb?: number
}

export interface OpenAiSettings {
  apiKey: string
  baseUrl: string
  textModel: string
  imageModel: string
}

export interface ClioConfig {
  port: number
  host: string
  imagesDir: string
  publicUrl: string | null
  supabaseUrl: string
  supabaseAnonKey: string
  /** Null on a hosted project without CLIO_SUPABASE_SERVICE_ROLE_KEY: POST /media then answers 503. */
  supabaseServiceRoleKey: string | null
  jwtSecret: string | null
  allowedOrigins: string[] | null
  textProvider: ProviderMode
  imageProvider: ProviderMode
  openai: OpenAiSettings | null
  pexels: { apiKey: string; apiUrl: string } | null
  timeoutsMs: Record<Operation | 'auth', number>
  maxBodyBytes: number
  staffCacheMs: number
  fetch: typeof fetch
  imageQuotaPerHour: number
  imageMaxAgeDays: number
  imagesMaxMb: number
}

// Relative folders are taken from the repository root, as local/local-data-dir.ts does.
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * What Clio uses when nothing is configured: a local stack (`npm run dev`) on its default port, with the
 * Supabase CLI's public demo keys, which the local stack uses too (tests/unit/local/local-defaults.test.ts
 * keeps them equal). Never valid for a hosted project; docs/deploy-clio.md lists what to set there.
 */
export const LOCAL_DEFAULTS = {
  port: 54329,
  supabaseUrl: 'http://127.0.0.1:54321',
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NDE3NjkyMDAsImV4cCI6MTk4MzgxMjk5Nn0.jkAl8ZbvuOYg3HGfFtNz6Tpe6hVLlRPpATG0okuLsIg',
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  serviceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTY0MTc2OTIwMCwiZXhwIjoxOTgzODEyOTk2fQ.uQ3DmXBtnGzFpliUshCgR6IadAZoZxkwZ_AQpxZ2PIE',
} as const
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1'
export const DEFAULT_OPENAI_TEXT_MODEL = 'gpt-4o-mini'
export const DEFAULT_OPENAI_IMAGE_MODEL = 'gpt-image-1'
export const DEFAULT_PEXELS_API_URL = 'https://api.pexels.com/v1'
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024
const DEFAULT_AUTH_TIMEOUT_MS = 10_000
/** Our limit is shorter than the client's, so the client gets our 504 instead of its own time-out. */
const SHARE_OF_CLIENT_LIMIT = 0.8

export function envVarForTimeout(operation: Operation): string {
  return `CLIO_TIMEOUT_${operation.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_MS`
}

const clean = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

function positiveNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`)
  return number
}

function providerMode(name: string, value: string | undefined, fallback: ProviderMode): ProviderMode {
  if (value === undefined) return fallback
  if (value === 'offline' || value === 'openai') return value
  throw new Error(`${name} must be "offline" or "openai", got "${value}"`)
}

function isLocalUrl(url: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

export function resolveClioConfig(options: ClioOptions = {}): ClioConfig {
  const env: Env = options.env ?? process.env
  const get = (name: string) => clean(env[name])

  // Unset: the local stack, on LOCAL_API_PORT when `npm run local` was moved there.
  const localStack = get('LOCAL_API_PORT') ? `http://127.0.0.1:${get('LOCAL_API_PORT')}` : LOCAL_DEFAULTS.supabaseUrl
  const supabaseUrl = (options.supabase?.url ?? get('CLIO_SUPABASE_URL') ?? localStack).replace(/\/+$/, '')
  // The local demo secret is public: it is only a default while Clio talks to a local stack.
  // A hosted project without CLIO_SUPABASE_JWT_SECRET has its tokens checked by its Auth API.
  const jwtSecret =
    options.supabase?.jwtSecret !== undefined
      ? options.supabase.jwtSecret
      : (get('CLIO_SUPABASE_JWT_SECRET') ?? (isLocalUrl(supabaseUrl) ? LOCAL_DEFAULTS.jwtSecret : null))

  const openAiKey = get('CLIO_OPENAI_API_KEY')
  const openai: OpenAiSettings | null = openAiKey
    ? {
        apiKey: openAiKey,
        baseUrl: (get('CLIO_OPENAI_BASE_URL') ?? DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, ''),
        textModel: get('CLIO_OPENAI_TEXT_MODEL') ?? DEFAULT_OPENAI_TEXT_MODEL,
        imageModel: get('CLIO_OPENAI_IMAGE_MODEL') ?? DEFAULT_OPENAI_IMAGE_MODEL,
      }
    : null
  const defaultMode: ProviderMode = openai ? 'openai' : 'offline'
  const textProvider = providerMode('CLIO_TEXT_PROVIDER', get('CLIO_TEXT_PROVIDER'), defaultMode)
  const imageProvider = providerMode('CLIO_IMAGE_PROVIDER', get('CLIO_IMAGE_PROVIDER'), defaultMode)
  if (!openai && (textProvider === 'openai' || imageProvider === 'openai')) {
    throw new Error('CLIO_TEXT_PROVIDER/CLIO_IMAGE_PROVIDER=openai needs CLIO_OPENAI_API_KEY')
  }

  const pexelsKey = get('PEXELS_API_KEY')
  const timeoutsMs = { auth: options.timeoutsMs?.auth ?? DEFAULT_AUTH_TIMEOUT_MS } as ClioConfig['timeoutsMs']
  for (const operation of OPERATIONS) {
    const name = envVarForTimeout(operation)
    timeoutsMs[operation] =
      options.timeoutsMs?.[operation] ??
      positiveNumber(name, get(name)) ??
      Math.round(CLIENT_TIMEOUTS_MS[operation] * SHARE_OF_CLIENT_LIMIT)
  }

  return {
    port: options.port ?? positiveNumber('CLIO_PORT', get('CLIO_PORT')) ?? LOCAL_DEFAULTS.port,
    host: options.host ?? get('CLIO_HOST') ?? '127.0.0.1',
    imagesDir: path.resolve(
      REPO_ROOT,
      options.imagesDir ?? get('CLIO_IMAGES_DIR') ?? path.join(get('LOCAL_DATA_DIR') ?? '.local-data', 'clio-images'),
    ),
    publicUrl: (options.publicUrl ?? get('CLIO_PUBLIC_URL'))?.replace(/\/+$/, '') ?? null,
    supabaseUrl,
    supabaseAnonKey: options.supabase?.anonKey ?? get('CLIO_SUPABASE_ANON_KEY') ?? LOCAL_DEFAULTS.anonKey,
    supabaseServiceRoleKey:
      options.supabase?.serviceRoleKey ??
      get('CLIO_SUPABASE_SERVICE_ROLE_KEY') ??
      (isLocalUrl(supabaseUrl) ? LOCAL_DEFAULTS.serviceRoleKey : null),
    jwtSecret,
    allowedOrigins: options.allowedOrigins ?? parseAllowedOrigins(get('CLIO_ALLOWED_ORIGINS')),
    textProvider,
    imageProvider,
    openai,
    pexels: pexelsKey
      ? { apiKey: pexelsKey, apiUrl: (get('PEXELS_API_URL') ?? DEFAULT_PEXELS_API_URL).replace(/\/+$/, '') }
      : null,
    timeoutsMs,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    staffCacheMs: options.staffCacheMs ?? 60_000,
    fetch: options.fetch ?? globalThis.fetch,
    imageQuotaPerHour:
      options.imageQuotaPerHour ?? positiveNumber('CLIO_IMAGE_QUOTA_PER_HOUR', get('CLIO_IMAGE_QUOTA_PER_HOUR')) ?? 30,
    imageMaxAgeDays:
      options.imageMaxAgeDays ?? positiveNumber('CLIO_IMAGE_MAX_AGE_DAYS', get('CLIO_IMAGE_MAX_AGE_DAYS')) ?? 30,
    imagesMaxMb: options.imagesMaxMb ?? positiveNumber('CLIO_IMAGES_MAX_MB', get('CLIO_IMAGES_MAX_MB')) ?? 500,
  }
}
