// npm run bench:search — loads 10 000 published posts into a fresh local database and prints the
// latency percentiles of search_posts() as a visitor (anon), for several kinds of query.
// Budget (docs/performance.md): well under 100 ms on the local stack.
import { performance } from 'node:perf_hooks'
import { openDatabase } from '../local/db/database'
import { runAs } from '../local/db/session'

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 30)

const QUERIES: { label: string; q: string | null; category?: string; page?: number }[] = [
  { label: 'no query, page 1', q: null },
  { label: 'no query, page 50', q: null, page: 50 },
  { label: 'category only', q: null, category: 'legislacao' },
  { label: '"legislacao"', q: 'legislacao' },
  { label: '"canabidiol epilepsia"', q: 'canabidiol epilepsia' },
  { label: '"canab" (partial)', q: 'canab' },
  { label: '"anvisa" in tratamentos', q: 'anvisa', category: 'tratamentos' },
  { label: '"dor crônica"', q: 'dor crônica' },
  { label: 'no match', q: 'xilofone quântico' },
]

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]
}

async function main() {
  let t = performance.now()
  const db = await openDatabase()
  console.log(`database ready in ${(performance.now() - t).toFixed(0)} ms`)

  t = performance.now()
  // Varied pt-BR text built in SQL (one statement, no round trips per post).
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
    [POSTS],
  )
  await db.exec('analyze public.posts')
  console.log(`loaded ${POSTS} posts in ${(performance.now() - t).toFixed(0)} ms`)

  const anon = { role: 'anon' as const, claims: { role: 'anon' } }
  console.log(`\nsearch_posts latency as anon, ${RUNS} runs each (ms)`)
  console.log(['query'.padEnd(28), 'rows', 'total', 'p50', 'p95', 'p99', 'max'].join('\t'))
  const all: number[] = []
  for (const query of QUERIES) {
    const times: number[] = []
    let rows = 0
    let total = 0
    for (let run = 0; run < RUNS + 3; run++) {
      const start = performance.now()
      const result = await runAs(db, anon, (tx) =>
        tx.query<{ total_count: number }>(
          'select id, title, total_count from public.search_posts(search_query => $1, category_slug => $2, page => $3, page_size => 9)',
          [query.q, query.category ?? null, query.page ?? 1],
        ),
      )
      const elapsed = performance.now() - start
      if (run >= 3) times.push(elapsed) // the first runs warm caches and plans
      rows = result.rows.length
      total = Number(result.rows[0]?.total_count ?? 0)
    }
    times.sort((a, b) => a - b)
    all.push(...times)
    console.log(
      [
        query.label.padEnd(28),
        rows,
        total,
        ...[50, 95, 99].map((p) => percentile(times, p).toFixed(1)),
        times.at(-1)!.toFixed(1),
      ].join('\t'),
    )
  }
  all.sort((a, b) => a - b)
  console.log(
    `\nall queries: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`,
  )
  await db.close()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
