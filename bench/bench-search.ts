// npm run bench:search — loads published posts into a fresh local database and prints the latency
// percentiles of search_posts() as a visitor (anon), called as the blog calls it
// (src/features/posts/api/search-posts.ts: search text, category slug, page, 9 a page).
// Budget (issue 53, docs/performance.md): p95 < 100 ms over every query at 50,000 posts.
//
//   npm run bench:search                                   # 10,000 posts on the embedded database
//   npm run bench:search -- --posts 50000 --database postgres --runs 30
// BENCH_POSTS and BENCH_RUNS still work; the flags win.
import { performance } from 'node:perf_hooks'
import type { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '../local/db/database'
import { openPostgresStackDatabase, postgresBinDir } from '../local/db/postgres'
import { runAs } from '../local/db/session'

const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}
const POSTS = Number(flag('posts') ?? process.env.BENCH_POSTS ?? 10_000)
const RUNS = Number(flag('runs') ?? process.env.BENCH_RUNS ?? 30)
const DATABASE = flag('database') === 'postgres' ? 'postgres' : 'pglite'
const BUDGET_P95_MS = 100
const PAGE_SIZE = 9 // BLOG_PAGE_SIZE

type Kind = 'list' | 'text' | 'text + filters'

interface BenchQuery {
  label: string
  kind: Kind
  /** What the visitor typed; the blog sends it trimmed, or no search text when blank. */
  q: string
  category?: string
  page?: number
  /** One of the nine queries measured before issue 53 (their p95 is printed apart: the old ruler). */
  original?: boolean
}

const QUERIES: BenchQuery[] = [
  { label: 'no query, page 1', kind: 'list', q: '', original: true },
  { label: 'no query, page 50', kind: 'list', q: '', page: 50, original: true },
  { label: 'category only', kind: 'list', q: '', category: 'legislacao', original: true },
  { label: '"legislacao"', kind: 'text', q: 'legislacao', original: true },
  { label: '"canabidiol epilepsia"', kind: 'text', q: 'canabidiol epilepsia', original: true },
  { label: '"canab" (partial)', kind: 'text', q: 'canab', original: true },
  { label: '"anvisa" in tratamentos', kind: 'text + filters', q: 'anvisa', category: 'tratamentos', original: true },
  { label: '"dor crônica"', kind: 'text', q: 'dor crônica', original: true },
  { label: 'no match', kind: 'text', q: 'xilofone quântico', original: true },
  { label: '"Legislação" (accents)', kind: 'text', q: '  Legislação ' },
  { label: '"legislacao", page 2', kind: 'text + filters', q: 'legislacao', page: 2 },
  { label: '"cannabis" in legislacao', kind: 'text + filters', q: 'cannabis', category: 'legislacao' },
  { label: '"dor cronica" in trat., p3', kind: 'text + filters', q: 'dor cronica', category: 'tratamentos', page: 3 },
  { label: '"prescricao" in noticias', kind: 'text + filters', q: 'prescricao', category: 'noticias' },
]

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]
}

async function open(): Promise<PGlite> {
  if (DATABASE === 'pglite') return openDatabase()
  if (!postgresBinDir()) throw new Error("--database postgres needs Debian's postgresql package (PostgreSQL 15).")
  return openPostgresStackDatabase()
}

/** `count` published posts of varied pt-BR text, built in SQL (one statement, no round trips per post). */
async function loadPosts(db: PGlite, count: number): Promise<void> {
  await db.query(
    `with words as (
       select array['cannabis','canabidiol','legislação','ANVISA','tratamento','epilepsia','dor crônica',
                    'ensaio clínico','revisão sistemática','importação','prescrição','farmácia','paciente',
                    'médico','evidência','segurança','efeitos adversos','esclerose múltipla','ansiedade',
                    'sono','náusea','quimioterapia','THC','CBD','regulação','pesquisa','universidade',
                    'Brasil','resolução','tribunal','cultivo','cânhamo','autismo','fibromialgia','Parkinson'] as w
     ),
     cats as (select array_agg(id order by slug) as ids from public.categories)
     insert into public.posts (title, slug, excerpt, content, status, category_id, author_id, tags, published_at, views, read_time)
     select
       initcap(w[1 + (i * 7) % 35]) || ' e ' || w[1 + (i * 11) % 35] || ': estudo ' || i,
       'bench-' || i,
       'Resumo sobre ' || w[1 + (i * 13) % 35] || ' e ' || w[1 + (i * 17) % 35] || '.',
       '<h2>' || initcap(w[1 + (i * 3) % 35]) || '</h2>' ||
         repeat('<p>Este texto discute ' || w[1 + (i * 5) % 35] || ', ' || w[1 + (i * 19) % 35] ||
                ' e ' || w[1 + (i * 23) % 35] || ' com base em fontes públicas, sem promessas de cura. ' ||
                'A <strong>' || w[1 + (i * 29) % 35] || '</strong> segue em debate.</p>', 6) ||
         '<ul><li>' || w[1 + (i * 31) % 35] || '</li><li>' || w[1 + (i * 37) % 35] || '</li></ul>',
       'published',
       cats.ids[1 + i % array_length(cats.ids, 1)],
       '0e1d1a00-0000-4000-8000-000000000001',
       array[w[1 + (i * 41) % 35], w[1 + (i * 43) % 35]],
       now() - make_interval(hours => i),
       (i * 7919) % 5000,
       1 + i % 12
     from generate_series(1, $1::int) as i, words, cats`,
    [count],
  )
  await db.exec('analyze public.posts')
}

interface Measured {
  query: BenchQuery
  rows: number
  total: number
  times: number[]
}

/** RUNS timed calls of one query (after 3 that warm caches and plans), as anon, as the blog calls it. */
async function measure(db: PGlite, query: BenchQuery): Promise<Measured> {
  const anon = { role: 'anon' as const, claims: { role: 'anon' } }
  const times: number[] = []
  let rows = 0
  let total = 0
  for (let run = 0; run < RUNS + 3; run++) {
    const start = performance.now()
    const result = await runAs(db, anon, (tx) =>
      tx.query<{ total_count: number }>(
        'select * from public.search_posts(search_query => $1, category_slug => $2, page => $3, page_size => $4)',
        [query.q.trim() || null, query.category ?? null, query.page ?? 1, PAGE_SIZE],
      ),
    )
    const elapsed = performance.now() - start
    if (run >= 3) times.push(elapsed)
    rows = result.rows.length
    total = Number(result.rows[0]?.total_count ?? 0)
  }
  return { query, rows, total, times: times.sort((a, b) => a - b) }
}

function summary(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  const ms = (p: number) => percentile(sorted, p).toFixed(1)
  return `${name}: p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms (${sorted.length} calls)`
}

function report(results: Measured[]): void {
  console.log(['query'.padEnd(28), 'kind'.padEnd(14), 'rows', 'total', 'p50', 'p95', 'p99', 'max'].join('\t'))
  for (const { query, rows, total, times } of results) {
    console.log(
      [
        query.label.padEnd(28),
        query.kind.padEnd(14),
        rows,
        total,
        ...[50, 95, 99].map((p) => percentile(times, p).toFixed(1)),
        times.at(-1)!.toFixed(1),
      ].join('\t'),
    )
  }
  console.log('')
  for (const kind of ['list', 'text', 'text + filters'] as const)
    console.log(
      summary(
        `kind ${kind}`,
        results.filter((r) => r.query.kind === kind).flatMap((r) => r.times),
      ),
    )
  console.log(
    summary(
      'the 9 queries before issue 53',
      results.filter((r) => r.query.original).flatMap((r) => r.times),
    ),
  )
  const all = results.flatMap((r) => r.times).sort((a, b) => a - b)
  console.log(summary('all queries', all))
  const p95 = percentile(all, 95)
  console.log(
    `\nBudget: p95 < ${BUDGET_P95_MS} ms over all queries at 50,000 posts (${POSTS} here, ${DATABASE}): ${
      p95 < BUDGET_P95_MS ? 'met' : 'NOT met'
    } (p95 ${p95.toFixed(1)} ms)`,
  )
}

async function main() {
  let t = performance.now()
  const db = await open()
  try {
    console.log(`${DATABASE} database ready in ${(performance.now() - t).toFixed(0)} ms`)
    t = performance.now()
    await loadPosts(db, POSTS)
    console.log(`loaded ${POSTS} posts in ${(performance.now() - t).toFixed(0)} ms`)
    console.log(`\nsearch_posts latency as anon, ${RUNS} runs each (ms)`)
    const results: Measured[] = []
    for (const query of QUERIES) results.push(await measure(db, query))
    report(results)
  } finally {
    await db.close()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
