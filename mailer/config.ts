// Settings of the mailer, from explicit options first, then the environment. Tests pass their own
// `env` object so a developer's shell (say, a real SMTP_URL) cannot change what they send to.
import type { ReferenceWatchConfig } from './reference-watch.ts'

export type Env = Readonly<Record<string, string | undefined>>

export interface MailerSettings {
  /** Default: env MAILER_SUPABASE_URL, else the local stack (http://127.0.0.1:<LOCAL_API_PORT>, 54321 when unset). */
  supabaseUrl?: string
  /** Default: env MAILER_SUPABASE_SERVICE_ROLE_KEY; the local demo key only when the URL is the local stack. */
  serviceRoleKey?: string
  /** `smtp://user:pass@host:587` or `smtps://…:465`. Default: env SMTP_URL; locally the stack's SMTP receiver. */
  smtpUrl?: string
  /** The From header, e.g. `"Cannabis Medicinal" <no-reply@example.org>`. Default: env MAIL_FROM. */
  from?: string
  /** Pause between two rounds when nothing is left to send. Default: env MAILER_POLL_MS, else 5000. */
  pollMs?: number
  /**
   * Pause between two rounds of the citation formatter (docs/decisions/059-citation-style.md): how soon a
   * saved reference list shows in the site's style. Default: env CITATION_POLL_MS, else 2000.
   */
  citationPollMs?: number
  /**
   * Pause between two roll-ups of the audience's raw events into daily counts
   * (docs/decisions/062-audience-without-cookies.md). Default: env AUDIENCE_ROLLUP_MS, else 600000 (10 min).
   */
  audienceRollupMs?: number
  /** Messages claimed per round (1–100). Default: env MAILER_BATCH_SIZE, else 10. */
  batchSize?: number
  /**
   * Public address of the blog, base of every link. Default: env SITE_URL, else (local stack only) the
   * app's dev server, http://127.0.0.1:<APP_PORT>, 5173 when APP_PORT is unset.
   */
  siteUrl?: string
  /** Default: env SITE_NAME, else "Cannabis Medicinal". */
  siteName?: string
  /**
   * Port of the mailer's own HTTP endpoint, the one-click unsubscribe of RFC 8058 (0 = any free port).
   * Default: env MAILER_HTTP_PORT, else none (no endpoint, and e-mails offer only the unsubscribe page).
   */
  httpPort?: number
  /** Public HTTPS address of that endpoint. Default: env MAILER_PUBLIC_URL, else http://127.0.0.1:<port> locally. */
  publicUrl?: string
  /** The link and retraction watch (reference-watch.ts); each field overrides its REFERENCE_WATCH_* variable. */
  referenceWatch?: Partial<ReferenceWatchConfig>
  /** Read instead of `process.env` for every setting not given here. */
  env?: Env
}

export interface MailerConfig {
  supabaseUrl: string
  serviceRoleKey: string
  smtpUrl: string
  from: string
  pollMs: number
  citationPollMs: number
  audienceRollupMs: number
  batchSize: number
  siteUrl: string
  siteName: string
  httpPort: number | null
  /** Base of the one-click unsubscribe URL, or null (then only the page's link). */
  publicUrl: string | null
  referenceWatch: ReferenceWatchConfig
}

/**
 * What the mailer uses against a local stack (`npm run dev`) when nothing is configured: the stack's
 * default ports, the app's dev server, and the Supabase CLI's public demo service-role key, which the
 * local stack uses too (tests/unit/local/local-defaults.test.ts keeps them equal). Never used for a
 * hosted project: there the key, SMTP_URL, MAIL_FROM and SITE_URL are required (mailer/README.md).
 */
export const LOCAL_DEFAULTS = {
  supabaseUrl: 'http://127.0.0.1:54321',
  smtpPort: 54325,
  siteUrl: 'http://127.0.0.1:5173',
  serviceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTY0MTc2OTIwMCwiZXhwIjoxOTgzODEyOTk2fQ.uQ3DmXBtnGzFpliUshCgR6IadAZoZxkwZ_AQpxZ2PIE',
} as const

export const DEFAULT_SITE_NAME = 'Cannabis Medicinal'
export const DEFAULT_POLL_MS = 5000
export const DEFAULT_CITATION_POLL_MS = 2000
/** Raw audience events wait at most this long for their roll-up (plus the 1 % the functions roll up themselves). */
export const DEFAULT_AUDIENCE_ROLLUP_MS = 600_000
export const DEFAULT_BATCH_SIZE = 10

const clean = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

export function isLocalUrl(url: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

function integer(name: string, value: number | string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`)
  }
  return number
}

function httpUrl(name: string, value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${value}"`)
  return value.replace(/\/+$/, '')
}

function smtpUrl(value: string): string {
  let protocol: string
  try {
    protocol = new URL(value).protocol
  } catch {
    // The value may hold a password: never repeat it in the message.
    throw new Error('SMTP_URL must look like smtp://user:password@host:587 (or smtps:// for port 465)')
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://')
  }
  return value
}

/**
 * The app's dev server, where links point against the local stack when SITE_URL is unset: APP_PORT moves
 * it as it moves Vite (`npm run dev`, local/app-port.ts; read here because the mailer is deployed without local/).
 */
function localSiteUrl(env: Env): string {
  const port = clean(env.APP_PORT)
  return port === undefined ? LOCAL_DEFAULTS.siteUrl : `http://127.0.0.1:${integer('APP_PORT', port, 0, 1, 65535)}`
}

/**
 * Locally every setting has a default, so `npm run dev` needs none. Against a hosted project the
 * service-role key, SMTP_URL, MAIL_FROM and SITE_URL are required: a default there would send
 * nothing, or send links to 127.0.0.1.
 */
export function resolveMailerConfig(settings: MailerSettings = {}): MailerConfig {
  const env = settings.env ?? process.env
  const supabaseUrl = httpUrl(
    'MAILER_SUPABASE_URL',
    clean(settings.supabaseUrl) ??
      clean(env.MAILER_SUPABASE_URL) ??
      (clean(env.LOCAL_API_PORT) ? `http://127.0.0.1:${clean(env.LOCAL_API_PORT)}` : LOCAL_DEFAULTS.supabaseUrl),
  )
  const local = isLocalUrl(supabaseUrl)
  const missing = (name: string) =>
    new Error(
      `${name} is required when MAILER_SUPABASE_URL is not the local stack (${supabaseUrl}); see mailer/README.md`,
    )

  const serviceRoleKey =
    clean(settings.serviceRoleKey) ??
    clean(env.MAILER_SUPABASE_SERVICE_ROLE_KEY) ??
    (local ? LOCAL_DEFAULTS.serviceRoleKey : undefined)
  if (!serviceRoleKey) throw missing('MAILER_SUPABASE_SERVICE_ROLE_KEY')

  const smtp =
    clean(settings.smtpUrl) ??
    clean(env.SMTP_URL) ??
    (local ? `smtp://127.0.0.1:${clean(env.LOCAL_SMTP_PORT) ?? LOCAL_DEFAULTS.smtpPort}` : undefined)
  if (!smtp) throw missing('SMTP_URL')

  const siteName = clean(settings.siteName) ?? clean(env.SITE_NAME) ?? DEFAULT_SITE_NAME
  const from =
    clean(settings.from) ??
    clean(env.MAIL_FROM) ??
    (local ? `"${siteName.replace(/["\\]/g, '')}" <no-reply@localhost>` : undefined)
  if (!from) throw missing('MAIL_FROM')

  const site = clean(settings.siteUrl) ?? clean(env.SITE_URL) ?? (local ? localSiteUrl(env) : undefined)
  if (!site) throw missing('SITE_URL')

  return {
    supabaseUrl,
    serviceRoleKey,
    smtpUrl: smtpUrl(smtp),
    from,
    pollMs: integer('MAILER_POLL_MS', settings.pollMs ?? clean(env.MAILER_POLL_MS), DEFAULT_POLL_MS, 10, 3_600_000),
    citationPollMs: integer(
      'CITATION_POLL_MS',
      settings.citationPollMs ?? clean(env.CITATION_POLL_MS),
      DEFAULT_CITATION_POLL_MS,
      10,
      3_600_000,
    ),
    audienceRollupMs: integer(
      'AUDIENCE_ROLLUP_MS',
      settings.audienceRollupMs ?? clean(env.AUDIENCE_ROLLUP_MS),
      DEFAULT_AUDIENCE_ROLLUP_MS,
      10,
      86_400_000,
    ),
    batchSize: integer(
      'MAILER_BATCH_SIZE',
      settings.batchSize ?? clean(env.MAILER_BATCH_SIZE),
      DEFAULT_BATCH_SIZE,
      1,
      100,
    ),
    siteUrl: httpUrl('SITE_URL', site),
    siteName,
    httpPort:
      settings.httpPort ??
      (clean(env.MAILER_HTTP_PORT) ? integer('MAILER_HTTP_PORT', clean(env.MAILER_HTTP_PORT), 0, 0, 65535) : null),
    publicUrl: clean(settings.publicUrl) ?? clean(env.MAILER_PUBLIC_URL) ?? null,
    referenceWatch: resolveReferenceWatch(settings.referenceWatch ?? {}, env, local),
  }
}

/**
 * The watch is on by default against the local stack and off against a hosted project until
 * REFERENCE_WATCH=on (docs/deployment.md), which then needs REFERENCE_WATCH_MAILTO: Crossref asks
 * callers for a contact address.
 */
function resolveReferenceWatch(given: Partial<ReferenceWatchConfig>, env: Env, local: boolean): ReferenceWatchConfig {
  const switchValue = clean(env.REFERENCE_WATCH)
  if (switchValue && !['on', 'off'].includes(switchValue)) {
    throw new Error(`REFERENCE_WATCH must be "on" or "off", got "${switchValue}"`)
  }
  const enabled = given.enabled ?? (switchValue ? switchValue === 'on' : local)
  const mailto = given.mailto !== undefined ? given.mailto : (clean(env.REFERENCE_WATCH_MAILTO) ?? null)
  if (enabled && !local && !mailto) {
    throw new Error(
      'REFERENCE_WATCH_MAILTO is required when REFERENCE_WATCH=on for a hosted project; see mailer/README.md',
    )
  }
  const url = (name: string, value: string | undefined, fallback: string) =>
    httpUrl(name, value ?? clean(env[name]) ?? fallback)
  return {
    enabled,
    mailto,
    crossrefUrl: url('REFERENCE_WATCH_CROSSREF_URL', given.crossrefUrl, 'https://api.crossref.org'),
    doiResolverUrl: url('REFERENCE_WATCH_DOI_URL', given.doiResolverUrl, 'https://doi.org'),
    pubmedUrl: url('REFERENCE_WATCH_PUBMED_URL', given.pubmedUrl, 'https://pubmed.ncbi.nlm.nih.gov'),
    intervalMs: integer(
      'REFERENCE_WATCH_INTERVAL_MS',
      given.intervalMs ?? clean(env.REFERENCE_WATCH_INTERVAL_MS),
      3_600_000,
      1000,
      86_400_000,
    ),
    batchSize: given.batchSize ?? 50,
    concurrency: given.concurrency ?? 2,
    timeoutMs: given.timeoutMs ?? 15_000,
    hostDelayMs: given.hostDelayMs ?? 1000,
  }
}

/** The SMTP server without its login, for the start-up line and logs. */
export function describeSmtp(url: string): string {
  const parsed = new URL(url)
  return `${parsed.protocol}//${parsed.host}`
}
