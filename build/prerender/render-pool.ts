// Renders pages on worker threads: React's rendering is the build's heaviest work and a thread uses one
// core, so a pool of threads uses every core the machine has. Each worker loads the renderer once,
// renders the pages it is sent a few at a time (their data requests overlap with the rendering of
// others), writes their files and answers with what each page showed.
import { availableParallelism } from 'node:os'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { postKeys } from '../../src/lib/query-keys.ts'
import { inlineScriptHashes, withContentSecurityPolicy, type PolicySources } from './content-security-policy.ts'
import { PageRenderError } from './page-failure.ts'
import { postIdsShown } from './page-plan.ts'
import { loadRenderer, type EntryServer } from './renderer.ts'
import { fillTemplate, type IslandFiles } from './template.ts'

export interface RenderSettings {
  rendererKey: string
  siteUrl: string
  policy: PolicySources
  /** The SPA shell every page is filled into. */
  template: string
  entrySteps: string[]
  /** The islands entries' files, for the pages that start islands (`pageIslands`). */
  islandFiles: IslandFiles
  /** Pages one worker renders at once. */
  pagesInFlight: number
}

/** What a worker reports of a page it wrote. */
export interface RenderedPageReport {
  path: string
  /** Ids of the posts the page's data holds. */
  shows: string[]
  /** Ids "Artigos Relacionados" showed, or null on a page without them. */
  related: string[] | null
  scriptHashes: string[]
}

type Request = { path: string; file: string }
type Reply = { report: RenderedPageReport } | { path: string; error: string }

/** The ids "Artigos Relacionados" really showed, from a rendered page's data. */
function relatedShown(state: Awaited<ReturnType<EntryServer['renderPage']>>['state']): string[] | null {
  const prefix = postKeys.related('').slice(0, 3)
  const query = state.queries.find((candidate) => prefix.every((part, index) => candidate.queryKey[index] === part))
  return query ? ((query.state.data as { id: string }[] | undefined) ?? []).map((post) => post.id) : null
}

function islandFilesOf(entry: EntryServer, settings: RenderSettings, pagePath: string): string[] | undefined {
  const kind = entry.pageIslands(pagePath)
  return kind ? settings.islandFiles[kind] : undefined
}

async function renderOne(
  entry: EntryServer,
  shared: InstanceType<EntryServer['SharedQueryResults']>,
  settings: RenderSettings,
  request: Request,
): Promise<RenderedPageReport> {
  const page = await entry.renderPage(settings.siteUrl + request.path, shared)
  const html = withContentSecurityPolicy(
    fillTemplate(settings.template, {
      path: request.path,
      ...page,
      stateId: entry.PRERENDER_STATE_ID,
      frameId: entry.PRERENDER_FRAME_ID,
      pathAttribute: entry.PRERENDERED_PATH_ATTRIBUTE,
      headAttribute: entry.PRERENDERED_HEAD_ATTRIBUTE,
      entrySteps: settings.entrySteps,
      islandFiles: islandFilesOf(entry, settings, request.path),
    }),
    settings.policy,
  )
  // Straight over the old file, without blocking the thread: the folder is published once the build is done.
  await mkdir(path.dirname(request.file), { recursive: true })
  await writeFile(request.file, html)
  return {
    path: request.path,
    shows: postIdsShown(page.state),
    related: relatedShown(page.state),
    scriptHashes: inlineScriptHashes(html),
  }
}

/** The worker's side: render what the main thread sends, `pagesInFlight` at a time. */
async function serve(settings: RenderSettings): Promise<void> {
  const port = parentPort as NonNullable<typeof parentPort>
  const entry = await loadRenderer(settings.rendererKey)
  const shared = new entry.SharedQueryResults()
  port.on('message', (request: Request) => {
    renderOne(entry, shared, settings, request)
      .then((report) => port.postMessage({ report } satisfies Reply))
      .catch((error: unknown) =>
        port.postMessage({
          path: request.path,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies Reply),
      )
  })
  port.postMessage('ready')
}

/** Fewer pages than this are rendered on the calling thread: a thread costs seconds to start. */
const PAGES_PER_THREAD = 50

/**
 * Threads for a build of `pages` pages: one per core but one (left to the database and the writes),
 * at most one per 50 pages; none (the calling thread) for a handful of pages.
 */
export const poolSize = (pages: number) =>
  pages < PAGES_PER_THREAD ? 0 : Math.max(1, Math.min(availableParallelism() - 1, Math.ceil(pages / PAGES_PER_THREAD)))

/** Renders on the calling thread, `pagesInFlight` at a time: for the few pages of a publish. */
async function renderHere(
  requests: Request[],
  settings: RenderSettings,
  onPage: (report: RenderedPageReport) => void,
): Promise<void> {
  const entry = await loadRenderer(settings.rendererKey)
  const shared = new entry.SharedQueryResults()
  let next = 0
  const work = async () => {
    while (next < requests.length) {
      const request = requests[next++]
      const report = await renderOne(entry, shared, settings, request).catch((error: unknown) => {
        throw new PageRenderError(request.path, error instanceof Error ? (error.stack ?? error.message) : String(error))
      })
      onPage(report)
    }
  }
  await Promise.all(Array.from({ length: Math.min(settings.pagesInFlight, requests.length) }, work))
}

/**
 * Renders every request on `threads` worker threads (0: on this one) and reports each page as it is written.
 * The first failure stops the pool and rejects.
 */
export async function renderInPool(
  requests: Request[],
  settings: RenderSettings,
  threads: number,
  onPage: (report: RenderedPageReport) => void,
): Promise<void> {
  if (requests.length === 0) return
  if (threads === 0) return renderHere(requests, settings, onPage)
  const workers = Array.from(
    { length: threads },
    () =>
      new Worker(new URL('./render-worker.mjs', import.meta.url), {
        workerData: settings,
        resourceLimits: { maxOldGenerationSizeMb: 384 },
      }),
  )
  let next = 0
  let done = 0
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (worker: Worker) => {
        if (next < requests.length) worker.postMessage(requests[next++])
      }
      for (const worker of workers) {
        worker.once('error', reject)
        worker.on('message', (message: Reply | 'ready') => {
          if (message === 'ready') {
            for (let i = 0; i < settings.pagesInFlight; i += 1) feed(worker)
            return
          }
          if ('error' in message) return reject(new PageRenderError(message.path, message.error))
          onPage(message.report)
          done += 1
          if (done === requests.length) resolve()
          else feed(worker)
        })
      }
    })
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
}

if (!isMainThread && parentPort) {
  // React's server renderer and its JSX runtime must both be the production builds.
  process.env.NODE_ENV = 'production'
  void serve(workerData as RenderSettings)
}
