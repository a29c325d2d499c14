// npm run bench:media [-- --database postgres] — a library of 1,000 images (objects, their details, 300
// posts using some as covers and in their bodies) in a throwaway local stack, then the media library's
// first page (public.media_library, decision 050) as the staff client asks for it: supabase-js signed
// in as an admin, over HTTP. Prints median and p95 per query. Budget (docs/performance.md): the first
// page in under 300 ms.
import { performance } from 'node:perf_hooks'
import { createClient } from '@supabase/supabase-js'
import { LOCAL_ANON_KEY } from '../local/keys.ts'
import { startLocalStack, type LocalStack } from '../local/supabase/server.ts'
import type { Database } from '../src/lib/database.types.ts'

const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}
const DATABASE = flag('database') === 'postgres' ? 'postgres' : 'pglite'
const IMAGES = Number(flag('images') ?? 1_000)
const RUNS = Number(flag('runs') ?? 30)
const BUDGET_MS = 300

class NoWebSocket {}
const PAGE_SIZE = 24

type LibraryArgs = Database['public']['Functions']['media_library']['Args']

const QUERIES: { label: string; args: LibraryArgs }[] = [
  { label: 'first page (the screen opens)', args: {} },
  { label: 'page 20', args: { p_offset: 19 * PAGE_SIZE } },
  { label: 'Sem uso', args: { p_in_use: false } },
  { label: 'Pexels, em uso', args: { p_source: 'pexels', p_in_use: true } },
  { label: 'search "frasco"', args: { p_search: 'frasco' } },
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]

/** 1,000 objects as Storage writes them, a details row for 9 in 10, and 300 posts using a third of them. */
async function seedLibrary(stack: LocalStack) {
  const db = stack.ctx.db
  await db.query(
    `insert into storage.objects (bucket_id, name, metadata, created_at)
     select 'post-images', format('%s-%s-1600x900.webp', 1700000000000 + i, md5(i::text)),
            jsonb_build_object('mimetype', 'image/webp', 'size', 40000 + i * 37), now() - make_interval(mins => i)
       from generate_series(1, $1::int) as i`,
    [IMAGES],
  )
  await db.query(
    `insert into public.media (object_name, source, width, height, size_bytes, content_type, alt, caption, credit_kind, credit_author, credit_url, created_at)
     select o.name, (array['upload', 'pexels', 'ai'])[1 + n % 3], 1600, 900, (o.metadata ->> 'size')::bigint, 'image/webp',
            (array['Frasco conta-gotas de óleo', 'Folhas de cânhamo', 'Médica e paciente', 'Laboratório'])[1 + n % 4],
            'Legenda ' || n, case when n % 3 = 1 then 'pexels' end, case when n % 3 = 1 then 'Fotógrafa ' || n end,
            case when n % 3 = 1 then 'https://www.pexels.com/photo/' || n end, o.created_at
       from (select name, metadata, created_at, row_number() over (order by name) as n from storage.objects
              where bucket_id = 'post-images') o
      where n % 10 <> 0`,
  )
  // 300 posts: each a cover and two body images, so about 900 usages over a third of the library.
  await db.query(
    `with names as (select array_agg(name order by name) as n from storage.objects where bucket_id = 'post-images'),
          base as (select 'http://127.0.0.1/storage/v1/object/public/post-images/' as u)
     insert into public.posts (title, slug, content, excerpt, status, author_id, image)
     select 'Post ' || i, 'bench-media-' || i,
            format('<p>Texto.</p><img src="%s%s"><img src="%s%s">', u, n[1 + (i * 7) % 330], u, n[1 + (i * 11) % 330]),
            'Resumo.', 'draft', '0e1d1a00-0000-4000-8000-000000000001', u || n[1 + i % 330]
       from generate_series(1, 300) as i, names, base`,
  )
  await db.exec('analyze storage.objects; analyze public.media; analyze public.image_usages')
}

/** The first account of the fresh stack is its admin: signed in through Auth as the app signs in. */
async function adminClient(stack: LocalStack) {
  const client = createClient<Database>(stack.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket; the benchmark never listens to Realtime.
    realtime: { transport: NoWebSocket as never },
  })
  const { error } = await client.auth.signUp({ email: 'bench-media@example.com', password: 'senha-do-benchmark' })
  if (error) throw error
  return client
}

async function main() {
  const stack = await startLocalStack({
    port: 0,
    database: DATABASE,
    clientLimits: { perClientConcurrency: 1e9, publicRpcRateLimits: {}, databaseRateLimits: false },
  })
  try {
    let t = performance.now()
    await seedLibrary(stack)
    console.log(`seeded ${IMAGES} images and 300 posts (${DATABASE}) in ${(performance.now() - t).toFixed(0)} ms`)
    const client = await adminClient(stack)

    console.log(`\nmedia_library through supabase-js as an admin, ${PAGE_SIZE} a page, ${RUNS} runs each (ms)`)
    console.log(['query'.padEnd(32), 'rows', 'total', 'median', 'p95', 'max'].join('\t'))
    let firstPageP95 = Infinity
    for (const query of QUERIES) {
      const times: number[] = []
      let rows = 0
      let total = 0
      for (let run = 0; run < RUNS + 3; run++) {
        t = performance.now()
        const { data, error } = await client.rpc('media_library', { p_limit: PAGE_SIZE, ...query.args })
        const elapsed = performance.now() - t
        if (error) throw error
        if (run >= 3) times.push(elapsed) // the first runs warm caches and plans
        rows = data.length
        total = data[0]?.total_count ?? 0
      }
      times.sort((a, b) => a - b)
      if (query === QUERIES[0]) firstPageP95 = percentile(times, 95)
      console.log(
        [
          query.label.padEnd(32),
          rows,
          total,
          percentile(times, 50).toFixed(1),
          percentile(times, 95).toFixed(1),
          times.at(-1)!.toFixed(1),
        ].join('\t'),
      )
    }
    console.log(`\nBudget: the first page in under ${BUDGET_MS} ms (p95)`)
    console.log(firstPageP95 < BUDGET_MS ? 'pass' : `FAIL: p95 ${firstPageP95.toFixed(0)} ms ≥ ${BUDGET_MS} ms`)
  } finally {
    await stack.close()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
