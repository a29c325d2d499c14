// `npm run dev`: the local stack in this process, then Vite as a child; Ctrl-C stops both.
import { spawn } from 'node:child_process'
import { LOCAL_PORTS } from './keys.ts'
import { closeOnSignal, printStackUrls, startPersistedStack } from './start.ts'

const stack = await startPersistedStack()

// The SPA defaults to http://127.0.0.1:54321; tell it where the API really is if the port moved.
const env = { ...process.env }
env.VITE_SUPABASE_URL ??= stack.url

const vite = spawn('npx', ['vite'], { stdio: 'inherit', env })

printStackUrls(stack)
console.log(`  App (Vite)             http://127.0.0.1:${LOCAL_PORTS.app}\n`)

let stopping = false
closeOnSignal(async () => {
  stopping = true
  vite.kill('SIGTERM')
  await stack.close()
})
vite.on('exit', (code) => {
  if (stopping) return
  console.error(`Vite exited (code ${code ?? 'null'}); stopping the local stack.`)
  void stack.close().finally(() => process.exit(code ?? 1))
})
