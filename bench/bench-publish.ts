// npm run bench:publish — how long the public site takes to follow the database, at 1,000 and 10,000
// published posts (docs/performance.md, "Publishing").
//
// For each archive size: a fresh local stack on a PostgreSQL server (the in-memory PGlite would share
// this process's CPU), N published posts loaded in one SQL statement, then
//   (a) a full prerender of the built site: pages, pages/s, peak memory of the prerender process;
//   (b) one new post published, then the incremental step (`build/prerender.ts --incremental`):
//       time from the publish to the article's HTML, the sitemap and the RSS updated on disk, and
//       the pages it rendered;
//   (c) a menu item added, then the incremental step: time until every page has it (checked on the
//       first, middle and last article);
//   (d) a category renamed, then the incremental step: the same;
//   then (b), (c) and (d) again, each built by the process `npm run publish:watch` keeps running
//   (`build/prerender.ts --resident`, decision 067) instead of a process per step.
// Budgets: (a) ≥ 50 pages/s and ≤ 1 GB; (b) ≤ 5 s; (c) and (d) ≤ 10 s at 10,000 posts, ≤ 60 s at 100,000.
//
//   npm run bench:publish [-- --sizes 1000,10000,100000] [-- --keep]
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { postgresBinDir } from '../local/db/postgres.ts'
import { startLocalStack, type LocalStack } from '../local/supabase/server.ts'
import { fileFor } from '../build/prerender/page-files.ts'
import { RESIDENT_DONE, RESIDENT_FAILED, residentBuildCommand, tsxCommand } from '../build/prerender/command.ts'

const root = path.resolve(import.meta.dirname, '..')
const argValue = (name: string) => {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}
const SIZES = (argValue('--sizes') ?? '1000,10000').split(',').map(Number)
const SITE_URL = 'http://127.0.0.1:4173'
const SEED_AUTHOR = '0e1d1a00-0000-4000-8000-000000000001'

interface Run {
  seconds: number
  maxRssMb: number
  output: string
}

/** Runs a command, returning its wall time, its peak resident memory (GNU time) and what it printed. */
function timed(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn('/usr/bin/time', ['-f', 'maxrss_kb=%M', command, ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`))
      // tsx runs the script in a child of its own; GNU time reports the largest process of the tree.
      const rss = [...output.matchAll(/maxrss_kb=(\d+)/g)].map((match) => Number(match[1]))
      resolve({ seconds: (performance.now() - started) / 1000, maxRssMb: Math.max(0, ...rss) / 1024, output })
    })
  })
}

/** N published posts over the seed's categories, an hour apart, with a realistic body (~3 KB). */
const SEED_POSTS_SQL = `
  with cats as (select array_agg(id order by slug) as ids from public.categories where is_active)
  insert into public.posts (title, slug, excerpt, content, status, category_id, author_id, tags, published_at, read_time)
  select 'Estudo ' || i || ': canabidiol e qualidade de vida',
         'bench-' || i,
         'Resumo do estudo ' || i || ' sobre canabidiol.',
         '<h2>Contexto</h2>' || repeat('<p>Este texto discute o uso de canabidiol com base em fontes públicas, sem promessas de cura. <strong>Evidência</strong> em debate.</p>', 20),
         'published', cats.ids[1 + i % array_length(cats.ids, 1)], '${SEED_AUTHOR}', array['cbd', 'estudo'],
         now() - make_interval(hours => i + 24), 4
  from generate_series(1, $1::int) as i, cats`

/** The step times `prerender.ts --timings` printed, on one line. */
const steps = (output: string) =>
  [...output.matchAll(/^prerender: (\w+) ([\d.]+) s$/gm)]
    .filter(([, , seconds]) => Number(seconds) >= 0.05)
    .map(([, step, seconds]) => `${step} ${seconds} s`)
    .join(', ')

function countHtml(dir: string): number {
  let count = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name.endsWith('.html')) count += 1
  return count
}

interface Step {
  /** From the change in the database to the incremental step's end. */
  seconds: number
  rendered: string
  spliced: number
  maxRssMb: number
  steps: string
}

/** Runs the incremental step; resolves with what it printed and its peak memory. */
type StepRunner = () => Promise<{ output: string; maxRssMb: number }>

/** The incremental step as a process of its own (`build/prerender.ts --incremental`), as a host's build runs it. */
const oneShot =
  (env: NodeJS.ProcessEnv, outDir: string): StepRunner =>
  () =>
    timed(...tsxCommand('build/prerender.ts', ['--out-dir', outDir, '--incremental', '--timings']), env)

/**
 * The build process `npm run publish:watch` keeps running (`build/prerender.ts --resident`): started once,
 * it builds at once, then once per line sent. Its peak memory is known when it ends (`close`).
 */
async function residentBuild(env: NodeJS.ProcessEnv, outDir: string) {
  const [command, args] = residentBuildCommand(outDir, ['--timings'])
  const child = spawn('/usr/bin/time', ['-f', 'maxrss_kb=%M', command, ...args], { cwd: root, env })
  let output = ''
  let waiting: ((text: string) => void) | null = null
  const read = (chunk: Buffer) => {
    output += chunk.toString()
    const end = output.indexOf(RESIDENT_DONE)
    const failed = output.includes(RESIDENT_FAILED)
    if (failed) throw new Error(`the resident build failed:\n${output}`)
    if (end >= 0 && waiting) {
      const text = output.slice(0, end)
      output = output.slice(end + RESIDENT_DONE.length)
      waiting(text)
      waiting = null
    }
  }
  child.stdout.on('data', read)
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const next = () => new Promise<string>((resolve) => (waiting = resolve))
  const started = performance.now()
  await next()
  const firstSeconds = (performance.now() - started) / 1000
  return {
    firstSeconds,
    step: (async () => {
      const done = next()
      child.stdin.write('build\n')
      return { output: await done, maxRssMb: 0 }
    }) satisfies StepRunner,
    async close(): Promise<number> {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.stdin.end()
      await exited
      const rss = [...output.matchAll(/maxrss_kb=(\d+)/g)].map((match) => Number(match[1]))
      return Math.max(0, ...rss) / 1024
    },
  }
}

/** Makes a change in the database, then runs the incremental step, as the site watch does. */
async function changeThenStep(run: StepRunner, change: () => Promise<unknown>): Promise<Step> {
  const started = performance.now()
  await change()
  const step = await run()
  const counts = /prerender: (\d+) of \d+ pages rendered/.exec(step.output)
  return {
    seconds: (performance.now() - started) / 1000,
    rendered: counts ? counts[1] : `all (${/\(all: ([^)]*)\)/.exec(step.output)?.[1] ?? '?'})`,
    spliced: Number(/(\d+) given the new menu and categories/.exec(step.output)?.[1] ?? 0),
    maxRssMb: step.maxRssMb,
    steps: steps(step.output),
  }
}

function report(what: string, step: Step) {
  const memory = step.maxRssMb ? `, peak memory ${step.maxRssMb.toFixed(0)} MB` : ''
  console.log(
    `  ${what}: ${step.seconds.toFixed(1)} s (${step.rendered} pages rendered, ${step.spliced} given the new frame${memory})`,
  )
  console.log(`      steps: ${step.steps}`)
}

/** The first, the middle and the last article carry `text` (the seeded posts are bench-1…bench-N). */
function expectOnEveryArticle(outDir: string, posts: number, text: string) {
  for (const n of new Set([1, Math.ceil(posts / 2), posts])) {
    const html = readFileSync(fileFor(outDir, `/blog/post/bench-${n}`), 'utf8')
    if (!html.includes(text)) throw new Error(`/blog/post/bench-${n} does not show "${text}" after the step`)
  }
}

/** (b), (c) and (d): a publish, a menu item and a category renamed, each followed by `run`. */
async function changeSteps(
  stack: LocalStack,
  outDir: string,
  posts: number,
  run: StepRunner,
  names: { label: string; slug: string; menu: [string, string]; suffix: string },
) {
  // One new post, published now, as an editor's "Publicar" would leave it.
  const { slug } = names
  const publish = await changeThenStep(run, () =>
    stack.ctx.db.query(
      `insert into public.posts (title, slug, excerpt, content, status, category_id, author_id, tags, published_at, read_time)
       select 'Publicado agora', $1, 'Um post novo.', '<p>Texto novo.</p>', 'published', id, '${SEED_AUTHOR}', array['novo'], now(), 1
       from public.categories where is_active order by slug limit 1`,
      [slug],
    ),
  )
  const article = fileFor(outDir, `/blog/post/${slug}`)
  const sitemaps = readdirSync(outDir).filter((name) => /^sitemap.*\.xml$/.test(name))
  const inSitemap = sitemaps.some((name) =>
    readFileSync(path.join(outDir, name), 'utf8').includes(`/blog/post/${slug}<`),
  )
  const inRss = readFileSync(path.join(outDir, 'rss.xml'), 'utf8').includes(`/blog/post/${slug}<`)
  if (!existsSync(article) || !inSitemap || !inRss)
    throw new Error(`after the step: article ${existsSync(article)}, sitemap ${inSitemap}, rss ${inRss}`)
  report(`(b) publish → article, sitemap and RSS on disk${names.label}`, publish)

  // A new menu item: every page's header changes (the frame, spliced into each page kept).
  const menu = await changeThenStep(run, () =>
    stack.ctx.db.query(
      `insert into public.menu_items (label, href, position) select $1, $2, max(position) + 1 from public.menu_items`,
      names.menu,
    ),
  )
  expectOnEveryArticle(outDir, posts, names.menu[0])
  report(`(c) menu change → every page on disk${names.label}`, menu)

  // A category renamed: the frame's category links, and the articles and cards showing it.
  const rename = await changeThenStep(run, () =>
    stack.ctx.db.query(
      `update public.categories set name = name || $1 where id = (select id from public.categories where is_active order by slug limit 1)`,
      [names.suffix],
    ),
  )
  expectOnEveryArticle(outDir, posts, names.suffix)
  report(`(d) category renamed → every page on disk${names.label}`, rename)
  return { publish, menu, rename }
}

async function benchSize(posts: number, builtDir: string) {
  const stack = await startLocalStack({
    port: 0,
    smtpPort: 0,
    database: postgresBinDir() ? 'postgres' : 'pglite',
    clientLimits: { perClientConcurrency: 8 },
  })
  const outDir = mkdtempSync(path.join(os.tmpdir(), `bench-publish-${posts}-`))
  try {
    const loadStarted = performance.now()
    await stack.ctx.db.query(SEED_POSTS_SQL, [posts])
    await stack.ctx.db.exec('analyze public.posts')
    console.log(
      `\n${posts} posts: loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s (database: ${postgresBinDir() ? 'PostgreSQL server' : 'PGlite'})`,
    )
    cpSync(builtDir, outDir, { recursive: true })
    const env = { ...process.env, NODE_ENV: 'production', VITE_SUPABASE_URL: stack.url, VITE_SITE_URL: SITE_URL }

    const full = await timed(...tsxCommand('build/prerender.ts', ['--out-dir', outDir, '--timings']), env)
    const pages = countHtml(outDir) - 1 // spa.html is the shell, not a page
    console.log(
      `  (a) full prerender: ${pages} pages in ${full.seconds.toFixed(1)} s = ${(pages / full.seconds).toFixed(1)} pages/s, peak memory ${full.maxRssMb.toFixed(0)} MB`,
    )
    console.log(`      steps: ${steps(full.output)}`)

    const oneShotSteps = await changeSteps(stack, outDir, posts, oneShot(env, outDir), {
      label: '',
      slug: `publicado-agora-${posts}`,
      menu: ['Novo no menu', '/glossario'],
      suffix: ' (nova)',
    })
    // The same three changes, built by the process publish:watch keeps running.
    const resident = await residentBuild(env, outDir)
    console.log(
      `  resident build process: started and first build (nothing changed) in ${resident.firstSeconds.toFixed(1)} s`,
    )
    const residentSteps = await changeSteps(stack, outDir, posts, resident.step, {
      label: ', resident',
      slug: `publicado-residente-${posts}`,
      menu: ['Mais no menu', '/privacidade'],
      suffix: ' (de novo)',
    })
    console.log(`  resident build process: peak memory ${(await resident.close()).toFixed(0)} MB over its life`)
    return {
      posts,
      pages,
      fullSeconds: full.seconds,
      pagesPerSecond: pages / full.seconds,
      fullRssMb: full.maxRssMb,
      ...oneShotSteps,
      resident: residentSteps,
    }
  } finally {
    await stack.close()
    if (!process.argv.includes('--keep')) rmSync(outDir, { recursive: true, force: true })
    else console.log(`  kept ${outDir}`)
  }
}

async function main() {
  // One client build for every size: the code does not change between them.
  const builtDir = mkdtempSync(path.join(os.tmpdir(), 'bench-publish-build-'))
  const buildEnv = { ...process.env, NODE_ENV: 'production', VITE_SITE_URL: SITE_URL }
  await timed('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', builtDir, '--emptyOutDir'], buildEnv)
  const results = []
  try {
    for (const size of SIZES) results.push(await benchSize(size, builtDir))
  } finally {
    rmSync(builtDir, { recursive: true, force: true })
  }
  console.log(
    '\nposts\tpages\tfull s\tpages/s\tpeak MB\tpublish s\tmenu s\trename s (rendered)\tresident: publish s\tmenu s\trename s',
  )
  for (const r of results) {
    console.log(
      [
        r.posts,
        r.pages,
        r.fullSeconds.toFixed(1),
        r.pagesPerSecond.toFixed(1),
        r.fullRssMb.toFixed(0),
        r.publish.seconds.toFixed(1),
        r.menu.seconds.toFixed(1),
        `${r.rename.seconds.toFixed(1)} (${r.rename.rendered})`,
        r.resident.publish.seconds.toFixed(1),
        r.resident.menu.seconds.toFixed(1),
        r.resident.rename.seconds.toFixed(1),
      ].join('\t'),
    )
  }
  console.log(
    '\nBudgets: full prerender ≥ 50 pages/s and ≤ 1024 MB; publish → disk ≤ 5 s; a menu or category change → every page ≤ 10 s at 10,000 posts and ≤ 60 s at 100,000.',
  )
}

await main()
