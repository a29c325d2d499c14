// bcrypt off the gateway's event loop. bcryptjs is JavaScript: its async calls still run on the calling
// thread, in slices of up to 100 ms, so on the local stack every sign-in held up every other request
// (issue 53's load: 17 of 24 s of the gateway thread's CPU was bcrypt). Hosted GoTrue hashes in its own
// process; here a few worker threads do it. Same algorithm, cost and answers as before.
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

type Job = { op: 'hash'; password: string; rounds: number } | { op: 'compare'; password: string; hash: string }
type Reply = { id: number; value?: string | boolean; error?: string }

/** The worker's code, CommonJS (an eval worker), so it runs the same under tsx, vitest and plain node. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const bcrypt = require(workerData.bcryptjs)
parentPort.on('message', ({ id, job }) => {
  try {
    const value = job.op === 'hash' ? bcrypt.hashSync(job.password, job.rounds) : bcrypt.compareSync(job.password, job.hash)
    parentPort.postMessage({ id, value })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) })
  }
})`

/** One core stays with the gateway (at least one worker). */
const WORKERS = Math.max(1, availableParallelism() - 1)

interface HashWorker {
  worker: Worker
  pending: Map<number, { resolve: (value: string | boolean) => void; reject: (error: Error) => void }>
}

const pool: HashWorker[] = []
let nextId = 0

function startWorker(): HashWorker {
  const bcryptjs = createRequire(import.meta.url).resolve('bcryptjs')
  const entry: HashWorker = {
    worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptjs } }),
    pending: new Map(),
  }
  entry.worker.unref()
  entry.worker.on('message', ({ id, value, error }: Reply) => {
    const job = entry.pending.get(id)
    if (!job) return
    entry.pending.delete(id)
    if (entry.pending.size === 0) entry.worker.unref()
    if (error !== undefined) job.reject(new Error(error))
    else job.resolve(value!)
  })
  // A worker that dies fails its jobs and leaves the pool; the next job starts another.
  const fail = (error: Error) => {
    pool.splice(pool.indexOf(entry), 1)
    for (const job of entry.pending.values()) job.reject(error)
    entry.pending.clear()
  }
  entry.worker.on('error', fail)
  entry.worker.on('exit', (code) => pool.includes(entry) && fail(new Error(`bcrypt worker exited (${code})`)))
  pool.push(entry)
  return entry
}

/** Runs `job` on the least busy worker (starting one while the pool is not full). */
function run(job: Job): Promise<string | boolean> {
  const idle = pool.find((entry) => entry.pending.size === 0)
  const entry =
    idle ?? (pool.length < WORKERS ? startWorker() : pool.reduce((a, b) => (b.pending.size < a.pending.size ? b : a)))
  const id = nextId++
  return new Promise((resolve, reject) => {
    entry.pending.set(id, { resolve, reject })
    // Held open while a job is out, so a caller awaiting it keeps the process alive.
    entry.worker.ref()
    entry.worker.postMessage({ id, job })
  })
}

export const bcryptHash = (password: string, rounds: number) => run({ op: 'hash', password, rounds }) as Promise<string>

export const bcryptCompare = (password: string, hash: string) =>
  run({ op: 'compare', password, hash }) as Promise<boolean>
