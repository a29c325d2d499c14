// `npm run dev` beside another copy (issue 54): APP_PORT moves the app, the e-mails' links follow it
// (the local Auth's site URL, the mailer's SITE_URL) and the banner prints the moved addresses. It runs
// local/dev.ts as `npm run dev` does, in a process of its own, with every port moved and a data folder
// of its own, then invites a staff member as the admin and reads the invitation in the mailbox.
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys.ts'
import type { MailMessage } from '../../local/supabase/mailbox/mailbox.ts'
import { NoWebSocket, uniqueEmail } from '../utils/local-stack.ts'

const root = path.resolve(import.meta.dirname, '../..')

// This test's own ports: never the defaults, which a developer's `npm run dev` may hold, and below
// Linux's ephemeral range (32768–60999), where another test's connection or port-0 server can sit.
const PORTS = {
  APP_PORT: 31140,
  LOCAL_API_PORT: 31141,
  LOCAL_SMTP_PORT: 31142,
  CLIO_PORT: 31143,
  MAILER_HTTP_PORT: 31144,
}
/** A second copy's, all different from the first's. */
const OTHER_PORTS = {
  APP_PORT: 31145,
  LOCAL_API_PORT: 31146,
  LOCAL_SMTP_PORT: 31147,
  CLIO_PORT: 31148,
  MAILER_HTTP_PORT: 31149,
}
const APP = `http://127.0.0.1:${PORTS.APP_PORT}`
const API = `http://127.0.0.1:${PORTS.LOCAL_API_PORT}`

/** What a developer's shell might set that would point the copy elsewhere than its own ports. */
const POINTING_ELSEWHERE = [
  'SITE_URL',
  'LOCAL_SITE_URL',
  'VITE_SUPABASE_URL',
  'VITE_CLIO_API_URL',
  'MAILER_SUPABASE_URL',
  'SMTP_URL',
  'MAILER_PUBLIC_URL',
  'CLIO_SUPABASE_URL',
  'CLIO_PUBLIC_URL',
  'LOCAL_AUTH_AUTOCONFIRM',
  // Vitest's "test": `npm run dev` runs without it.
  'NODE_ENV',
]

let dataDir: string
let dev: ChildProcess | undefined
let exited: Promise<number | null>
let output = ''

function devEnv(ports: Record<string, number> = PORTS): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of POINTING_ELSEWHERE) delete env[name]
  return {
    ...env,
    ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
    LOCAL_DATA_DIR: dataDir,
    // It would ask Crossref and PubMed about the seeded posts' references.
    REFERENCE_WATCH: 'off',
  }
}

/** A signal to a process, or (negative pid) to its group: dev.ts, Vite (through npx) and its PostgreSQL server. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

/** As `kill <pid>` would: dev.ts stops Vite, the mailer, Clio and the stack itself. Resolves with its exit code. */
async function stopDev(): Promise<number | null> {
  if (!dev?.pid) return null
  signal(dev.pid, 'SIGTERM')
  const code = await Promise.race([exited, new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 30_000))])
  // Whatever did not stop goes now (the group outlives its leader while a child holds it).
  signal(-dev.pid, 'SIGKILL')
  return code === 'late' ? null : code
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

beforeAll(async () => {
  for (const port of [...Object.values(PORTS), ...Object.values(OTHER_PORTS)]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is taken: this test needs 31140–31149 free`)
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'dev-moved-ports-'))
  // Reachable by the `postgres` user when the tests run as root, so the cluster stays inside this folder.
  chmodSync(dataDir, 0o755)
  dev = spawn(process.execPath, ['--import', 'tsx', 'local/dev.ts'], {
    cwd: root,
    env: devEnv(),
    // A group of its own, so the cleanup reaches Vite and PostgreSQL too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  exited = new Promise((resolve) => dev!.once('exit', (code) => resolve(code)))
  dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await vi.waitFor(
    () => {
      if (dev!.exitCode !== null) throw new Error(`npm run dev exited (${dev!.exitCode}):\n${output}`)
      expect(output).toContain('App (Vite)')
    },
    { timeout: 90_000, interval: 200 },
  )
  // Vite answers once it has bound the port.
  await vi.waitFor(async () => expect((await fetch(`${APP}/`)).status).toBe(200), { timeout: 60_000, interval: 250 })
}, 180_000)

afterAll(async () => {
  await stopDev()
  if (!dataDir) return
  // A cluster the `postgres` user could not keep here lives where this note says (local/db/postgres.ts).
  const note = path.join(dataDir, 'pg', 'cluster-location')
  if (existsSync(note)) rmSync(readFileSync(note, 'utf8').trim(), { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

// One dev server's life, in order: its banner, its e-mails, a second copy refused, then Ctrl-C. Shuffled
// (as `npm test` shuffles), a stop before the others left them without a server.
describe('npm run dev with APP_PORT and the stack’s ports moved', { shuffle: false }, () => {
  it('prints the moved addresses in its banner, and none of the defaults', () => {
    expect(output).toContain(`App (Vite)             ${APP}\n`)
    expect(output).toContain(`Supabase API (local)   ${API}\n`)
    expect(output).toContain(`Auth                 ${API}/auth/v1 (e-mailed links land on ${APP})`)
    expect(output).toContain(`SMTP (any e-mail)    smtp://127.0.0.1:${PORTS.LOCAL_SMTP_PORT}\n`)
    expect(output).toContain(`Clio content API       http://127.0.0.1:${PORTS.CLIO_PORT}\n`)
    expect(output).toMatch(new RegExp(`from, links .*, ${APP.replace(/\./g, '\\.')}\\n`))
    expect(output).toContain(`one-click unsubscribe http://127.0.0.1:${PORTS.MAILER_HTTP_PORT}/`)
    for (const port of [5173, 54321, 54325, 54326, 54329]) expect(output).not.toContain(`:${port}`)
  })

  it('e-mails an invitation whose link opens the app on APP_PORT, and Auth’s links land there too', async () => {
    const client = createClient(API, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoWebSocket as never },
    })
    // A fresh database: the first account is the admin.
    const adminEmail = uniqueEmail('admin-porta')
    const signUp = await client.auth.signUp({
      email: adminEmail,
      password: 'senha-segura-123',
      options: { data: { full_name: 'Ana Admin' } },
    })
    // With what `npm run dev` printed: once, under a loaded parallel run, its API had stopped answering here.
    expect(signUp.error, output).toBeNull()
    const role = await client.from('profiles').select('role').eq('id', signUp.data.user!.id).single()
    expect(role.data?.role).toBe('admin')

    const invitee = uniqueEmail('convidada')
    const invited = await client.rpc('invite_staff', { p_email: invitee, p_role: 'editor', p_full_name: 'Maria' })
    expect(invited.error).toBeNull()
    const invitationId = (invited.data as { id: string }).id

    const mailbox = async (to: string) => {
      // "Atualizar": the mailer `npm run dev` attached sends what is due at once.
      expect((await fetch(`${API}/mailbox/flush`, { method: 'POST' })).status).toBe(200)
      const messages = (await (
        await fetch(`${API}/mailbox/messages?to=${encodeURIComponent(to)}`)
      ).json()) as MailMessage[]
      expect(messages).toHaveLength(1)
      return messages[0]
    }
    const invitation = await vi.waitFor(() => mailbox(invitee), { timeout: 20_000, interval: 500 })
    expect(invitation.type).toBe('staff_invitation')
    const link = invitation.links.find((href) => href.includes('/admin/convite/')) ?? ''
    expect(link).toMatch(new RegExp(`^${APP.replace(/\./g, '\\.')}/admin/convite/${invitationId}#[A-Za-z0-9_-]{43}$`))
    // The link opens the app (the SPA's shell for that path), not whatever runs on 5173.
    const page = await fetch(link.split('#')[0])
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root">')

    // Auth's own e-mails: a recovery asked without redirect_to lands on the site URL, the moved app.
    expect((await client.auth.resetPasswordForEmail(adminEmail)).error).toBeNull()
    const recovery = await vi.waitFor(() => mailbox(adminEmail), { timeout: 20_000, interval: 500 })
    const verify = new URL(recovery.links[0])
    expect(verify.origin).toBe(API)
    expect(verify.searchParams.get('redirect_to')).toBe(APP)
    const landing = await fetch(verify, { redirect: 'manual' })
    expect(landing.headers.get('location')).toMatch(new RegExp(`^${APP.replace(/\./g, '\\.')}/?#access_token=`))
  })

  it('keeps a second copy off its app port and its data folder: each stops at once, naming the variable', async () => {
    const second = (env: NodeJS.ProcessEnv) =>
      new Promise<{ code: number | null; said: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'local/dev.ts'], { cwd: root, env })
        let said = ''
        child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()))
        child.once('exit', (code) => resolve({ code, said }))
      })
    const sameApp = await second(devEnv({ ...OTHER_PORTS, APP_PORT: PORTS.APP_PORT }))
    expect(sameApp.code).toBe(2)
    expect(sameApp.said).toContain(`Port ${PORTS.APP_PORT} on 127.0.0.1 (the app) is already in use`)
    expect(sameApp.said).toContain('APP_PORT=<port>')
    // Every port its own, the data folder the first copy's.
    const sameData = await second(devEnv(OTHER_PORTS))
    expect(sameData.code).toBe(2)
    expect(sameData.said).toContain(`The data folder ${dataDir} is in use by another local stack (process ${dev!.pid})`)
    expect(sameData.said).toContain('LOCAL_DATA_DIR=<folder>')
    // The first copy did not notice.
    expect(
      (await fetch(`${API}/rest/v1/categories?select=slug&limit=1`, { headers: { apikey: LOCAL_ANON_KEY } })).status,
    ).toBe(200)
    for (const port of Object.values(OTHER_PORTS)) expect(await portIsFree(port)).toBe(true)
  }, 60_000)

  it('stops with Ctrl-C (SIGTERM), leaving every moved port free', async () => {
    expect(await stopDev()).toBe(0)
    for (const port of Object.values(PORTS)) expect(await portIsFree(port)).toBe(true)
  }, 60_000)
})
