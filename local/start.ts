// `npm run local`: the local Supabase-compatible stack alone, data persisted in .local-data/.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { closeOnSignal } from '../clio/close-on-signal.ts'
import { DataDirInUseError } from './data-dir-lock.ts'
import { postgresBinDir } from './db/postgres.ts'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts'
import { localDataDir } from './local-data-dir.ts'
import { localSiteUrl } from './supabase/auth/auth-config.ts'
import { SmtpPortInUseError } from './supabase/mailbox/smtp-receiver.ts'
import { PortInUseError, startLocalStack, type LocalStack } from './supabase/server.ts'

/**
 * The database of `npm run dev` / `npm run local`: LOCAL_DATABASE when set, else a PostgreSQL server
 * when one is installed — only there do the roles' statement time-outs stop a runaway query
 * (decision 011) — else the embedded PGlite, which needs nothing installed.
 */
export function persistedStackEngine(
  env: NodeJS.ProcessEnv = process.env,
  installed = () => postgresBinDir() !== null,
): 'postgres' | 'pglite' {
  if (env.LOCAL_DATABASE === 'postgres' || env.LOCAL_DATABASE === 'pglite') return env.LOCAL_DATABASE
  return installed() ? 'postgres' : 'pglite'
}

/** Starts the stack on the configured ports; prints a clear message and exits when one is busy. */
export async function startPersistedStack(): Promise<LocalStack> {
  const database = persistedStackEngine()
  if (database === 'pglite') {
    console.warn(
      'Local database: embedded PGlite (PostgreSQL is not installed). Statement time-outs are not enforced on it; see local/README.md.',
    )
  }
  try {
    return await startLocalStack({ dataDir: localDataDir(), database })
  } catch (error) {
    if (error instanceof PortInUseError || error instanceof SmtpPortInUseError || error instanceof DataDirInUseError) {
      console.error(`\n✖ ${error.message}\n`)
      process.exit(2)
    }
    throw error
  }
}

export function printStackUrls(stack: LocalStack): void {
  console.log(`
  Supabase API (local)   ${stack.url}
    REST                 ${stack.url}/rest/v1
    Auth                 ${stack.url}/auth/v1 (e-mailed links land on ${localSiteUrl()})
    Storage              ${stack.url}/storage/v1
  Mailbox                ${stack.url}/mailbox
    SMTP (any e-mail)    ${stack.smtpUrl}
  Database               ${persistedStackEngine() === 'postgres' ? 'PostgreSQL server (statement time-outs enforced)' : 'embedded PGlite'}
  Data folder            ${stack.ctx.dataDir ?? '(in memory)'}

  anon key (LOCAL ONLY)          ${LOCAL_ANON_KEY}
  service_role key (LOCAL ONLY)  ${LOCAL_SERVICE_ROLE_KEY}
`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const stack = await startPersistedStack()
  printStackUrls(stack)
  closeOnSignal(() => stack.close())
}
