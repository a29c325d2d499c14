// The local stack in a process of its own, for `bench-load.ts`: started with fork() and the stack's
// options as JSON in argv[2], it sends `{ url, pid }` once it listens and closes when its parent
// disconnects or signals. In production the gateway does not share its event loop (or its CPU time
// accounting) with the clients that load it; here the load generator stays in the parent.
import { closeOnSignal } from '../clio/close-on-signal.ts'
import { startLocalStack, type LocalStackOptions } from '../local/supabase/server.ts'

const options = JSON.parse(process.argv[2] ?? '{}') as LocalStackOptions
const stack = await startLocalStack(options)
const close = () => stack.close()
closeOnSignal(close)
process.on('disconnect', () => {
  void close().finally(() => process.exit(0))
})
process.send?.({ url: stack.url, pid: process.pid })
