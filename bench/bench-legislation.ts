// npm run bench:legislation [sizes…] — the legislation tracker's reads as a visitor (anon) at 10,000 and
// 100,000 published posts (the posts of bench-publish.ts, some mentioning a norm), and what the stored
// citations' trigger adds to one post save (docs/decisions/064-stored-legislation-citations.md).
// Budget (docs/performance.md, "Publishing"): legislation_citations() well under anon's 3 s time-out.
// Needs the PostgreSQL server binaries (local/db/postgres.ts); ~10 min for both sizes.
import { performance } from 'node:perf_hooks'
import type { PGlite } from '@electric-sql/pglite'
import { openPostgresStackDatabase } from '../local/db/postgres'
import { runAs } from '../local/db/session'

const SEED_AUTHOR = '0e1d1a00-0000-4000-8000-000000000001'
// bench-publish.ts's posts, plus a mention of RDC 660/2022 in every 50th and of Lei 8.078/1990 in every
// 200th, so that citations exist.
const SEED_POSTS_SQL = `
  with cats as (select array_agg(id order by slug) as ids from public.categories where is_active)
  insert into public.posts (title, slug, excerpt, content, status, category_id, author_id, tags, published_at, read_time)
  select 'Estudo ' || i || ': canabidiol e qualidade de vida', 'bench-' || i, 'Resumo do estudo ' || i || ' sobre canabidiol.',
         '<h2>Contexto</h2>' || repeat('<p>Este texto discute o uso de canabidiol com base em fontes públicas, sem promessas de cura. <strong>Evidência</strong> em debate.</p>', 20)
           || case when i % 50 = 0 then '<p>A importação segue a RDC 660/2022.</p>' else '' end
           || case when i % 200 = 0 then '<p>Veja a Lei 8.078/1990 sobre publicidade.</p>' else '' end,
         'published', cats.ids[1 + i % array_length(cats.ids, 1)], '${SEED_AUTHOR}', array['cbd', 'estudo'],
         now() - make_interval(hours => i + 24), 4
  from generate_series($1::int, $2::int) as i, cats`

const READS: [string, string][] = [
  ['legislation_citations()', 'select * from public.legislation_citations()'],
  ['legislation_entries()', 'select * from public.legislation_entries()'],
  ['site_content_version()', 'select public.site_content_version()'],
  ['post_legislation(slug)', "select * from public.post_legislation('bench-50')"],
]

/** The function's query, inlined so that EXPLAIN shows its plan (a function with SET is not inlined). */
const CITATIONS_PLAN_SQL = `explain (analyze, buffers off)
  select c.norm_id, p.id, p.slug, p.title, p.published_at
    from public.post_norm_citations c join public.posts p on p.id = c.post_id
   where p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now())
   order by c.norm_id, p.published_at desc, p.id`

/** One statement as anon, without anon's 3 s time-out (to see how long it would take). */
function asAnon(db: PGlite, sql: string) {
  return runAs(db, { role: 'anon', claims: {} }, async (tx) => {
    await tx.query('set local statement_timeout = 0')
    const started = performance.now()
    const { rows } = await tx.query<Record<string, unknown>>(sql)
    return { rows, ms: performance.now() - started }
  })
}

async function measureReads(db: PGlite) {
  for (const [label, sql] of READS) {
    const times: number[] = []
    let rows = 0
    for (let run = 0; run < 3; run++) {
      const result = await asAnon(db, sql)
      times.push(result.ms)
      rows = result.rows.length
    }
    times.sort((a, b) => a - b)
    console.log(`  anon ${label}: ${rows} rows, ${times.map((ms) => ms.toFixed(0)).join(' / ')} ms`)
  }
  const plan = await asAnon(db, CITATIONS_PLAN_SQL)
  console.log(
    `  plan of legislation_citations()'s query:\n    ${plan.rows.map((row) => Object.values(row)[0]).join('\n    ')}`,
  )
}

/** A save of one post's body (rolled back): the citations trigger's time and the whole update's. */
async function measureSave(db: PGlite) {
  for (const [label, content] of [
    ['save without a mention', "content || '<p>Mais um parágrafo.</p>'"],
    ['save adding a mention', "content || '<p>Ver RDC 327/2019.</p>'"],
  ]) {
    await db.exec('begin')
    const { rows } = await db.query<Record<string, unknown>>(
      `explain (analyze, costs off) update public.posts set content = ${content} where slug = 'bench-7'`,
    )
    await db.exec('rollback')
    const lines = rows.map((row) => String(Object.values(row)[0]))
    console.log(`  ${label}: ${lines.filter((line) => /norm_citations|Execution Time/.test(line)).join('; ')}`)
  }
}

async function main() {
  const sizes = process.argv.slice(2).map(Number)
  const db = await openPostgresStackDatabase({ seed: true })
  try {
    let loaded = 0
    for (const size of sizes.length > 0 ? sizes : [10_000, 100_000]) {
      const started = performance.now()
      await db.query(SEED_POSTS_SQL, [loaded + 1, size])
      await db.exec('analyze')
      console.log(`\n${size} posts: ${size - loaded} loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
      loaded = size
      await measureReads(db)
      await measureSave(db)
    }
  } finally {
    await db.close()
  }
}

await main()
