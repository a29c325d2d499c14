import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { preview, type PreviewServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { findChromium } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    chromiumPath: string
    distDir: string
  }
}

const root = resolve(import.meta.dirname, '../..')
const distDir = resolve(root, 'dist')

/** Builds the production bundle once and serves it, so browser tests see what visitors get. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium() // fails with the install hint; never skips
  // vitest sets NODE_ENV=test, which would bundle React's development build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  const server: PreviewServer = await preview({
    root,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('Preview server has no port')
  project.provide('baseURL', `http://127.0.0.1:${address.port}`)
  project.provide('chromiumPath', chromiumPath)
  project.provide('distDir', distDir)
  return async () => {
    await server.close()
  }
}
