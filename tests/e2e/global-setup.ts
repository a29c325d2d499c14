import { execFileSync, spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path, { resolve } from 'node:path'
import { preview, type PreviewServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { startClio } from '../../clio/server'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../local/keys'
import { startMailer, type Mailer } from '../../mailer/mailer'
import { tsxCommand } from '../../build/prerender/command'
import { watchSite, type SiteWatcher } from '../../build/site-watch'
import { startLocalStack, type LocalStack } from '../../local/supabase/server'
import { freePort } from '../utils/free-port'
import { TEST_AUTH_CONFIG } from '../utils/local-stack'
import { findTestBrowser } from './chromium'
import { E2E_SOCIAL_LINKS } from './public-checks'

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
// Its own build folder: the developer's dist/ is left alone.
const distDir = resolve(root, 'test-results/e2e-dist')
// The app bakes the API URLs in at build time: a reset restarts the stack on the port it got first.
// Free ports by default; E2E_API_PORT / E2E_CLIO_PORT pin them.
// Every visitor of every browser test comes from 127.0.0.1: the likes and views per address a real
// reader never reaches would be reached by the suite, at the gateway and in the database
// (counter-rate-limit.test.ts and tests/db/rate-limits.test.ts test them).
const E2E_CLIENT_LIMITS = { publicRpcRateLimits: {}, databaseRateLimits: false }
const apiPortWanted = Number(process.env.E2E_API_PORT || 0)
const clioPortWanted = Number(process.env.E2E_CLIO_PORT || 0)

/**
 * Starts the local stack (in memory, seeded), builds the production bundle against it and serves it,
 * so browser tests see what visitors get. A small control server lets a test reset the database.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findTestBrowser() // fails with the install hint; never skips
  // SMTP on a free port: a developer's `npm run dev` holds the default one.
  let stack: LocalStack = await startLocalStack({
    port: apiPortWanted,
    smtpPort: 0,
    authConfig: TEST_AUTH_CONFIG,
    clientLimits: E2E_CLIENT_LIMITS,
  })
  const apiPort = stack.port
  // Clio, offline (env: {} keeps a developer's provider keys out of the tests), images in a temp folder.
  const clioImages = mkdtempSync(path.join(os.tmpdir(), 'e2e-clio-'))
  // The suite's few staff accounts make every image of every browser test: above a person's hourly quota.
  const clio = await startClio({
    port: clioPortWanted,
    env: {},
    imagesDir: clioImages,
    supabase: { url: stack.url },
    imageQuotaPerHour: 1000,
  })

  // The site's own URL goes into canonical links and share tags at build time, so the port comes first.
  const previewPort = await freePort()
  const siteURL = `http://127.0.0.1:${previewPort}`
  // The mailer sends the outbox (invitation e-mails, linking to this site) to the stack's SMTP receiver,
  // so tests read them in the mailbox; POST <apiURL>/mailbox/flush sends what is due without waiting.
  let mailer = startE2eMailer(stack, siteURL)
  // What `npm run build` does: the bundle, then the prerendered pages and feeds, read from this stack.
  // vitest sets NODE_ENV=test, which would bundle React's development build.
  // Social profiles: two configured and two left empty, so the footer shows the first and hides the others.
  const socialEnv = { ...E2E_SOCIAL_LINKS, VITE_SOCIAL_FACEBOOK: '', VITE_SOCIAL_LINKEDIN: '' }
  const buildEnv = {
    ...process.env,
    NODE_ENV: 'production',
    VITE_SUPABASE_URL: stack.url,
    VITE_CLIO_API_URL: clio.url,
    VITE_SITE_URL: siteURL,
    ...socialEnv,
  }
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: buildEnv,
  })
  // Not execFileSync: the stack answering the prerender's requests runs in this very process.
  const prerender = ({ incremental = false } = {}) =>
    run(...tsxCommand('build/prerender.ts', ['--out-dir', distDir, ...(incremental ? ['--incremental'] : [])]), {
      cwd: root,
      env: buildEnv,
    })
  await prerender()
  // What the host's build does in production on every change: the pages it touched, in seconds
  // (build/site-watch.ts). Tests that need the pages current at once ask POST /rebuild.
  const startWatcher = () =>
    watchSite({
      apiUrl: stack.url,
      anonKey: LOCAL_ANON_KEY,
      outDir: distDir,
      env: buildEnv,
      intervalMs: 500,
      // Only what went wrong: a failed build, or a page whose related posts the plan did not foresee.
      log: (line) => {
        if (!line.startsWith('prerender: ') || line.includes('expected')) console.error(`[publish:watch] ${line}`)
      },
    })
  let watcher: SiteWatcher = startWatcher()
  // While a test holds publishing back: asked for a build, it builds at once (POST /rebuild).
  const pausedWatcher: SiteWatcher = {
    ready: Promise.resolve(),
    rebuild: () => prerender({ incremental: true }),
    close: async () => {},
  }
  const server: PreviewServer = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: { host: '127.0.0.1', port: previewPort, strictPort: true },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('Preview server has no port')

  const control = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control')
    if (req.method === 'POST' && url.pathname === '/rebuild') {
      watcher
        .rebuild()
        .then(() => res.writeHead(204).end())
        .catch((error: unknown) => res.writeHead(500).end(String(error)))
      return
    }
    if (req.method === 'POST' && url.pathname === '/publishing') {
      const on = url.searchParams.get('on') === 'true'
      watcher
        .close()
        .then(() => {
          // Started again, it first builds what changed meanwhile (`ready`).
          watcher = on ? startWatcher() : pausedWatcher
          res.writeHead(204).end()
        })
        .catch((error: unknown) => res.writeHead(500).end(String(error)))
      return
    }
    if (req.method !== 'POST' || url.pathname !== '/reset') {
      res.writeHead(404).end()
      return
    }
    // ?confirm=email turns e-mail confirmation on, as a hosted project usually has it.
    const authConfig = { ...TEST_AUTH_CONFIG, autoconfirm: url.searchParams.get('confirm') !== 'email' }
    // ?seed=false: migrations only, as on a brand-new hosted project (for /admin/setup).
    const seed = url.searchParams.get('seed') !== 'false'
    // The site is rebuilt too, as production would after its database changed: pages match the data.
    // The mailer finishes its round against the old stack, and a new one serves the fresh stack.
    watcher
      .close()
      .then(() => mailer.stop())
      .then(() => stack.close())
      .then(() => startLocalStack({ port: apiPort, smtpPort: 0, authConfig, seed, clientLimits: E2E_CLIENT_LIMITS }))
      .then(async (fresh) => {
        stack = fresh
        mailer = startE2eMailer(fresh, siteURL)
        // Incremental, as the host would after a database change: the fresh stack is the same seeded
        // template every time, so only the pages the last test file touched are written again. The
        // watcher's first build does it.
        watcher = startWatcher()
        await watcher.ready
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
    await watcher.close()
    await server.close()
    await clio.close()
    rmSync(clioImages, { recursive: true, force: true })
    await mailer.stop()
    await stack.close()
  }
}

/** The mailer for one browser-test stack: its SMTP receiver, a short poll, links to the preview site, no shell env. */
function startE2eMailer(stack: LocalStack, siteURL: string): Mailer {
  const mailer = startMailer({
    env: {},
    supabaseUrl: stack.url,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    smtpUrl: stack.smtpUrl,
    siteUrl: siteURL,
    pollMs: 200,
    // Reference lists are formatted in the site's citation style soon after a save (decision 059).
    citationPollMs: 200,
    httpPort: 0, // the one-click unsubscribe endpoint, on a free port
    // The reference watch would ask the network about the seed's references; the browser test of its
    // card writes reference_checks itself (tests/e2e/reference-watch.test.ts).
    referenceWatch: { enabled: false },
    // Sent e-mails are visible in the mailbox; only problems are printed.
    logger: { info: () => {}, error: (line) => console.error(line) },
  })
  stack.mailbox.attachFlusher(() => mailer.flush())
  return mailer
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}
