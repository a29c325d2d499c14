import { execFileSync } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path, { resolve } from 'node:path'
import { preview, type PreviewServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { startClio } from '../../local/clio/server'
import { startLocalStack, type LocalStack } from '../../local/supabase/server'
import { findChromium } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    apiURL: string
    controlURL: string
    clioURL: string
    chromiumPath: string
    distDir: string
  }
}

const root = resolve(import.meta.dirname, '../..')
const distDir = resolve(root, 'dist')
// The app bakes its API URL in at build time, so the e2e stack listens on a fixed port of its own.
const apiPort = Number(process.env.E2E_API_PORT || 54391)
const clioPort = Number(process.env.E2E_CLIO_PORT || 54392)

/**
 * Starts the local stack (in memory, seeded), builds the production bundle against it and serves it,
 * so browser tests see what visitors get. A small control server lets a test reset the database.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium() // fails with the install hint; never skips
  let stack: LocalStack = await startLocalStack({ port: apiPort })
  // Clio, offline (env: {} keeps a developer's provider keys out of the tests), images in a temp folder.
  const clioImages = mkdtempSync(path.join(os.tmpdir(), 'e2e-clio-'))
  const clio = await startClio({ port: clioPort, env: {}, imagesDir: clioImages, supabase: { url: stack.url } })

  // vitest sets NODE_ENV=test, which would bundle React's development build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_SUPABASE_URL: stack.url, VITE_CLIO_API_URL: clio.url },
  })
  const server: PreviewServer = await preview({
    root,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('Preview server has no port')

  const control = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control')
    if (req.method !== 'POST' || url.pathname !== '/reset') {
      res.writeHead(404).end()
      return
    }
    // ?confirm=email turns e-mail confirmation on, as a hosted project usually has it.
    const authConfig = { autoconfirm: url.searchParams.get('confirm') !== 'email' }
    stack
      .close()
      .then(() => startLocalStack({ port: apiPort, authConfig }))
      .then((fresh) => {
        stack = fresh
        res.writeHead(204).end()
      })
      .catch((error: unknown) => {
        res.writeHead(500).end(String(error))
      })
  })
  await new Promise<void>((done) => control.listen(0, '127.0.0.1', done))

  project.provide('baseURL', `http://127.0.0.1:${address.port}`)
  project.provide('apiURL', stack.url)
  project.provide('controlURL', `http://127.0.0.1:${(control.address() as AddressInfo).port}`)
  project.provide('chromiumPath', chromiumPath)
  project.provide('clioURL', clio.url)
  project.provide('distDir', distDir)
  return async () => {
    control.close()
    await server.close()
    await clio.close()
    rmSync(clioImages, { recursive: true, force: true })
    await stack.close()
  }
}
