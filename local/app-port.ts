import { LOCAL_PORTS } from './keys.ts'

/**
 * The port of the app's dev server: env APP_PORT, else 5173. `npm run dev` starts Vite there, and
 * unless LOCAL_SITE_URL / SITE_URL say otherwise the links in e-mails point there: the local Auth's
 * (local/supabase/auth/auth-config.ts) and the mailer's (mailer/config.ts, which reads APP_PORT itself:
 * it is deployed without local/).
 */
export function appPort(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.APP_PORT?.trim()
  if (!value) return LOCAL_PORTS.app
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`APP_PORT must be a whole number from 1 to 65535, got "${value}"`)
  }
  return port
}

/** The app's address on this machine, `http://127.0.0.1:<APP_PORT>`. */
export function appUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${appPort(env)}`
}
