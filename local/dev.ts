// `npm run dev`: the local stack, the Clio content API and the mailer in this process, then Vite as
// a child; Ctrl-C stops them all. APP_PORT moves the app, and the e-mails' links follow it
// (local/app-port.ts); a second copy beside this one moves the other ports too (README.md).
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { printMailerLine, startMailerOrExit } from '../mailer/start.ts'
import { printClioUrls, startClioOrExit } from '../clio/start.ts'
import { appPort } from './app-port.ts'
import { LOCAL_PORTS } from './keys.ts'
import { closeOnSignal } from '../clio/close-on-signal.ts'
import { printStackUrls, startPersistedStack } from './start.ts'

/** APP_PORT, checked before anything starts: a bad or taken port stops nothing half-way. */
async function appPortOrExit(): Promise<number> {
  let port: number
  try {
    port = appPort()
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(2)
  }
  const refused = await new Promise<string | null>((resolve) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(null)))
  })
  if (refused) {
    console.error(
      `\n✖ Port ${port} on 127.0.0.1 (the app) ${refused === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${refused})`} — ` +
        `is another npm run dev running? Stop it, or choose another port with APP_PORT=<port> ` +
        `(beside another copy, also LOCAL_API_PORT, LOCAL_SMTP_PORT, CLIO_PORT, MAILER_HTTP_PORT and LOCAL_DATA_DIR; see README.md).\n`,
    )
    process.exit(2)
  }
  return port
}

const app = await appPortOrExit()
const stack = await startPersistedStack()
// Clio checks staff tokens against this stack (unless CLIO_SUPABASE_URL points elsewhere).
const clio = await startClioOrExit({ supabase: { url: process.env.CLIO_SUPABASE_URL || stack.url } }, () =>
  stack.close(),
)

// The mailer sends the database's queued e-mails (invitations) to the stack's SMTP receiver, so they
// land in the mailbox; MAILER_SUPABASE_URL / SMTP_URL in the shell point it elsewhere.
const mailer = await startMailerOrExit(
  {
    supabaseUrl: process.env.MAILER_SUPABASE_URL || stack.url,
    smtpUrl: process.env.SMTP_URL || stack.smtpUrl,
    httpPort: Number(process.env.MAILER_HTTP_PORT || LOCAL_PORTS.mailer),
  },
  () => Promise.all([clio.close(), stack.close()]),
)
// "Atualizar" on /mailbox (and POST /mailbox/flush) sends what is due at once.
stack.mailbox.attachFlusher(() => mailer.flush())

// The SPA defaults to http://127.0.0.1:54321 and :54329; tell it where the services really are if a port moved.
const env = { ...process.env }
env.VITE_SUPABASE_URL ??= stack.url
env.VITE_CLIO_API_URL ??= clio.url

// Vite's own script, not `npx vite`: npx does not pass a SIGTERM on, and an orphaned Vite would keep
// APP_PORT. --strictPort: Vite on another port than the e-mails' links point to would be a silent trap.
const viteScript = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js')
const vite = spawn(process.execPath, [viteScript, '--port', String(app), '--strictPort'], { stdio: 'inherit', env })
const viteExited = new Promise<void>((resolve) => vite.once('exit', () => resolve()))

printStackUrls(stack)
printClioUrls(clio)
await printMailerLine(mailer)
console.log(`  App (Vite)             http://127.0.0.1:${app}\n`)

let stopping = false
// The mailer first: its batch in flight still needs the stack.
const closeServices = () =>
  mailer
    .stop()
    .catch((error: unknown) => console.error(error))
    .then(() => Promise.all([clio.close(), stack.close()]))
    .then(() => undefined)
closeOnSignal(async () => {
  stopping = true
  vite.kill('SIGTERM')
  // Exit only once Vite has let go of APP_PORT too.
  await Promise.all([viteExited, closeServices()])
})
vite.on('exit', (code) => {
  if (stopping) return
  console.error(`Vite exited (code ${code ?? 'null'}); stopping the local stack, Clio and the mailer.`)
  void closeServices().finally(() => process.exit(code ?? 1))
})
