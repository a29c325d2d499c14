// `npm run dev`: the local stack and the Clio content API in this process, then Vite as a child;
// Ctrl-C stops all three.
import { spawn } from 'node:child_process'
import { printClioUrls, startClioOrExit } from './clio/start.ts'
import { LOCAL_PORTS } from './keys.ts'
import { closeOnSignal, printStackUrls, startPersistedStack } from './start.ts'

const stack = await startPersistedStack()
// Clio checks staff tokens against this stack (unless CLIO_SUPABASE_URL points elsewhere).
const clio = await startClioOrExit({ supabase: { url: process.env.CLIO_SUPABASE_URL || stack.url } }, () =>
  stack.close(),
)

// The SPA defaults to http://127.0.0.1:54321 and :54329; tell it where the services really are if a port moved.
const env = { ...process.env }
env.VITE_SUPABASE_URL ??= stack.url
env.VITE_CLIO_API_URL ??= clio.url

const vite = spawn('npx', ['vite'], { stdio: 'inherit', env })

printStackUrls(stack)
printClioUrls(clio)
console.log(`  App (Vite)             http://127.0.0.1:${LOCAL_PORTS.app}\n`)

let stopping = false
const closeServices = () => Promise.all([clio.close(), stack.close()]).then(() => undefined)
closeOnSignal(async () => {
  stopping = true
  vite.kill('SIGTERM')
  await closeServices()
})
vite.on('exit', (code) => {
  if (stopping) return
  console.error(`Vite exited (code ${code ?? 'null'}); stopping the local stack and Clio.`)
  void closeServices().finally(() => process.exit(code ?? 1))
})
