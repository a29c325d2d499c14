// GoTrue's Postgres-function hooks, as supabase/auth runs them (the hooks themselves are in
// before-user-created.ts and mfa-verification-hook.ts):
//   internal/conf/configuration.go      URI validation, HookName = "schema"."function"
//   internal/hooks/hookspgfunc          its own transaction: statement_timeout 2 s, select fn($1)
//   internal/hooks/hookserrors          {"error": {"http_code", "message"}} refuses the request
//   internal/hooks/v0hooks/manager.go   any other failure: 500 "Error running hook URI: <uri>"
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ServiceContext } from '../context.ts'
import { AuthFailure, uncodedFailure } from './auth-errors.ts'

/** supabase/config.toml, where the Supabase CLI (and this stack) read `[auth.hook.<name>]`. */
export const SUPABASE_CONFIG_TOML = fileURLToPath(new URL('../../../supabase/config.toml', import.meta.url))

/** hookspgfunc's defaultTimeout. */
export const HOOK_TIMEOUT_MS = 2000

/** The hooks this stand-in runs, by their config.toml section name. */
export type HookSection = 'before_user_created' | 'mfa_verification_attempt'

const POSTGRES_NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,62}$/

export interface PgFunctionHook {
  uri: string
  /** What GoTrue selects: `"schema"."function"`. */
  hookName: string
}

/** Thrown for a hook configuration the CLI or GoTrue would refuse to start with. */
export class HookConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'HookConfigError'
  }
}

/**
 * A `pg-functions://<database>/<schema>/<function>` URI checked as the CLI (hookConfig.validate) and
 * GoTrue (validatePostgresPath) check it, with GoTrue's HookName. HTTP(S) hooks are valid there but
 * not run by this stand-in, so they are refused here with a message that says so.
 */
export function parseHookUri(uri: string, name: HookSection = 'before_user_created'): PgFunctionHook {
  if (!uri) throw new HookConfigError(`Missing required field in config: auth.hook.${name}.uri`)
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    throw new HookConfigError(`Invalid hook config: auth.hook.${name}.uri should be a HTTP, HTTPS, or pg-functions URI`)
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase()
  if (scheme === 'http' || scheme === 'https') {
    throw new HookConfigError(
      `auth.hook.${name}: the local Auth runs Postgres-function hooks only (pg-functions://…), not ${uri}`,
    )
  }
  if (scheme !== 'pg-functions') {
    throw new HookConfigError(`Invalid hook config: auth.hook.${name}.uri should be a HTTP, HTTPS, or pg-functions URI`)
  }
  const parts = url.pathname.split('/')
  if (parts.length < 3) throw new HookConfigError(`auth.hook.${name}.uri: URI path does not contain enough parts`)
  const [, schema, fn] = parts.map((part) => {
    try {
      return decodeURIComponent(part)
    } catch {
      return part // a malformed escape: the name check below refuses it
    }
  })
  if (!POSTGRES_NAME.test(schema)) throw new HookConfigError(`auth.hook.${name}.uri: invalid schema name: ${schema}`)
  if (!POSTGRES_NAME.test(fn)) throw new HookConfigError(`auth.hook.${name}.uri: invalid table name: ${fn}`)
  return { uri, hookName: `"${schema}"."${fn}"` }
}

/**
 * The URI of `[auth.hook.<name>]` when that section says `enabled = true`, else null (no section, or
 * enabled false or absent: the CLI's zero value). Only the keys this stand-in needs are read, like
 * [db.seed] in local/db/database.ts.
 */
export function hookUriFromToml(name: HookSection, toml: string): string | null {
  const section = new RegExp(
    `^\\[auth\\.hook\\.${name}\\][ \\t]*(?:#.*)?$([\\s\\S]*?)(?=^\\s*\\[|$(?![\\s\\S]))`,
    'm',
  ).exec(toml)?.[1]
  if (section === undefined) return null
  if (!/^\s*enabled\s*=\s*true\b/m.test(section)) return null
  const uri = /^\s*uri\s*=\s*(?:"([^"]*)"|'([^']*)')/m.exec(section)
  return uri ? (uri[1] ?? uri[2]) : ''
}

/** The hook supabase/config.toml declares under `[auth.hook.<name>]` (null when none, or turned off). */
export function configuredHook(name: HookSection, path = SUPABASE_CONFIG_TOML): string | null {
  let toml: string
  try {
    toml = readFileSync(path, 'utf8')
  } catch {
    return null
  }
  return hookUriFromToml(name, toml)
}

/** GoTrue's hook metadata (v0hooks.Metadata): ip_address omitted when unknown. */
export function hookMetadata(name: string, clientIp: string, now = new Date()) {
  const ip = clientIp && clientIp !== 'unknown' ? clientIp : undefined
  return { uuid: randomUUID(), time: now.toISOString(), name, ...(ip ? { ip_address: ip } : {}) }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** A struct field as encoding/json finds it: the key matched case-insensitively, the last one winning. */
export function goField(object: Record<string, unknown>, name: string): unknown {
  let found: unknown
  for (const key of Object.keys(object)) if (key.toLowerCase() === name) found = object[key]
  return found
}

/**
 * What the log says about a failed query: SQLSTATE, message and where, never the whole error object
 * (PGlite's carries the query's parameters: a password hash, the hook's input).
 */
export function databaseErrorSummary(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; where?: unknown }
  const code = typeof e?.code === 'string' ? `${e.code} ` : ''
  const where = typeof e?.where === 'string' && e.where ? ` (${e.where})` : ''
  return `${code}${typeof e?.message === 'string' ? e.message : String(error)}${where}`
}

export const hookInternalError = (message: string) => new AuthFailure(500, 'unexpected_failure', message)

/**
 * What GoTrue does with the function's result (hookserrors.Check, then the start of the unmarshal into
 * the hook's output struct). Refuses the request only for an `error` object whose `message` is a
 * non-empty string: with `http_code` (500 when 0 or absent) and no error code of its own. An `error`
 * Go cannot decode (not an object, `http_code` not an integer, `message` not a string) is ignored, as
 * GoTrue ignores it; a result that is not a JSON object (nor null) is GoTrue's "Error unmarshaling
 * JSON output.". Returns the object for the hook's own fields (null for a null result).
 */
export function checkHookOutput(raw: unknown): Record<string, unknown> | null {
  let output = raw
  if (typeof output === 'string') {
    // A function returning text/json: GoTrue parses its text; a jsonb string value is no object either.
    try {
      output = JSON.parse(output)
    } catch {
      throw hookInternalError('Error unmarshaling JSON output.')
    }
  }
  if (output === null || output === undefined) return null
  if (!isObject(output)) throw hookInternalError('Error unmarshaling JSON output.')
  const error = goField(output, 'error')
  if (!isObject(error)) return output
  const httpCode = goField(error, 'http_code') ?? 0
  const message = goField(error, 'message') ?? ''
  if (typeof httpCode !== 'number' || !Number.isSafeInteger(httpCode) || typeof message !== 'string') return output
  if (message === '') return output
  const status = httpCode === 0 ? 500 : httpCode
  // net/http refuses to write a status outside 100–999 (GoTrue's recoverer then answers this 500);
  // a Response here can only carry 200–599, so 1xx and 600–999 get the same 500.
  if (status < 200 || status > 599) throw hookInternalError('Internal Server Error')
  throw uncodedFailure(status, message)
}

/**
 * Runs a Postgres-function hook as GoTrue's connection role (supabase_auth_admin, so the function's
 * grants really apply), in a transaction of its own with the 2-s statement time-out. Returns the
 * checked output (checkHookOutput); throws the AuthFailure GoTrue would answer.
 */
export async function runPgFunctionHook(
  db: ServiceContext['db'],
  uri: string,
  name: HookSection,
  input: unknown,
): Promise<Record<string, unknown> | null> {
  const { hookName } = parseHookUri(uri, name)
  let output: unknown
  try {
    output = await db.transaction(async (tx) => {
      await tx.query('set local role supabase_auth_admin')
      await tx.query(`set local statement_timeout TO '${HOOK_TIMEOUT_MS}';`)
      const { rows } = await tx.query<Record<string, unknown>>(`select ${hookName}($1);`, [JSON.stringify(input)])
      await tx.query('set local statement_timeout TO default;')
      return rows[0] ? Object.values(rows[0])[0] : null
    })
  } catch (error) {
    console.error(`[auth] hook ${uri} failed:`, databaseErrorSummary(error))
    throw hookInternalError(`Error running hook URI: ${uri}`)
  }
  return checkHookOutput(output)
}
