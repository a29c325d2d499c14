// `npm run bench:load`: drives the local stack with 8 concurrent clients for 60 s — 6 readers (the home
// page's post list, an article, a search) and 2 writers (likes, sign-ins, post saves) — and prints
// throughput, p50/p95/p99 latency and errors for each group. A benchmark, not a test: it exits 0 unless
// something fails to run. Budget: 0 errors, reads p95 < 250 ms on this 2-core machine.
//
//   npm run bench:load                          # 60 s on the embedded database
//   npm run bench:load -- --duration 20 --database postgres
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { LOCAL_ANON_KEY } from '../local/keys.ts'
import { startLocalStack } from '../local/supabase/server.ts'

const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}
const DURATION = Number(flag('duration') ?? 60)
const DATABASE = flag('database') === 'postgres' ? 'postgres' : 'pglite'
const BUDGET = { readP95: 250, errors: 0 }

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

interface GroupResult {
  name: string
  requests: number
  perSecond: number
  latencies: number[]
  errors: number
}

/** Runs one autocannon instance and keeps every response time (autocannon itself reports no p95). */
function runGroup(name: string, options: autocannon.Options): Promise<GroupResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = []
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error)
      resolve({
        name,
        requests: result.requests.total,
        perSecond: result.requests.average,
        latencies: latencies.sort((a, b) => a - b),
        errors: result.errors + result.timeouts + result.non2xx,
      })
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}

async function main() {
  // One IP sends everything here, for eight clients: the per-IP auth limits (30 sign-ins per 5
  // minutes), the per-address share of the pool and the likes per minute would refuse a load test, so
  // they are lifted for this stack only (the flood and rate-limit tests cover them).
  const unlimited = { signInSignUp: 1e9, tokenRefresh: 1e9, verify: 1e9 }
  const stack = await startLocalStack({
    port: 0,
    database: DATABASE,
    authConfig: { requestLimits: unlimited },
    clientLimits: { perClientConcurrency: 1e9, publicRpcRateLimits: {}, databaseRateLimits: false },
  })
  try {
    const anon = { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' }
    // The first account is the admin (spec): it signs in and saves a post during the run.
    const email = `bench-${randomUUID().slice(0, 8)}@example.com`
    const password = 'senha-do-benchmark'
    const signUpResponse = await fetch(`${stack.url}/auth/v1/signup`, { method: 'POST', headers: anon, body: JSON.stringify({ email, password }) })
    const signUp = (await signUpResponse.json()) as { access_token?: string; user?: { id: string } }
    if (!signUp.access_token || !signUp.user) throw new Error(`sign-up gave no session: ${JSON.stringify(signUp)}`)
    const authed = { ...anon, authorization: `Bearer ${signUp.access_token}` }

    const posts = await (await fetch(`${stack.url}/rest/v1/posts?select=id,slug&status=eq.published&order=published_at.desc`, { headers: anon })).json() as { id: string; slug: string }[]
    const draft = await (
      await fetch(`${stack.url}/rest/v1/posts?select=id`, {
        method: 'POST',
        headers: { ...authed, prefer: 'return=representation' },
        body: JSON.stringify({ title: 'Rascunho do benchmark', slug: `rascunho-${randomUUID()}`, author_id: signUp.user.id, status: 'draft' }),
      })
    ).json() as { id: string }[]
    if (posts.length === 0 || !draft[0]) throw new Error('the seeded stack has no posts to read, or the draft was refused')

    const pick = <T,>(list: T[]) => list[Math.floor(Math.random() * list.length)]
    const listQuery =
      '/rest/v1/posts?select=id,title,slug,excerpt,image,published_at,views,likes,category:categories(name,slug,color),author:profiles(full_name)&status=eq.published&order=published_at.desc&limit=9'

    console.log(`Load on the local stack (${DATABASE}) at ${stack.url}: 6 readers + 2 writers for ${DURATION} s …`)
    const [readers, writers] = await Promise.all([
      runGroup('reads (list, article, search)', {
        url: stack.url,
        connections: 6,
        duration: DURATION,
        requests: [
          { method: 'GET', path: listQuery, headers: anon },
          { method: 'GET', headers: anon, setupRequest: (request) => ({ ...request, path: `/rest/v1/posts?select=*,category:categories(name,slug)&slug=eq.${pick(posts).slug}` }) },
          { method: 'POST', path: '/rest/v1/rpc/search_posts', headers: anon, body: JSON.stringify({ search_query: 'cannabis', page: 1, page_size: 9 }) },
        ],
      }),
      runGroup('writes (like, sign-in, save)', {
        url: stack.url,
        connections: 2,
        duration: DURATION,
        requests: [
          {
            method: 'POST',
            path: '/rest/v1/rpc/set_post_like',
            headers: anon,
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ post_id: pick(posts).id, liked: true, visitor_key: randomUUID() }) }),
          },
          { method: 'POST', path: '/auth/v1/token?grant_type=password', headers: anon, body: JSON.stringify({ email, password }) },
          {
            method: 'PATCH',
            path: `/rest/v1/posts?id=eq.${draft[0].id}`,
            headers: authed,
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ excerpt: `Salvo às ${new Date().toISOString()}` }) }),
          },
        ],
      }),
    ])

    console.log('\n| group | requests | req/s | p50 | p95 | p99 | errors |')
    console.log('|---|---|---|---|---|---|---|')
    for (const group of [readers, writers]) {
      const ms = (p: number) => `${percentile(group.latencies, p).toFixed(0)} ms`
      console.log(`| ${group.name} | ${group.requests} | ${group.perSecond.toFixed(0)} | ${ms(50)} | ${ms(95)} | ${ms(99)} | ${group.errors} |`)
    }
    const readP95 = percentile(readers.latencies, 95)
    const errors = readers.errors + writers.errors
    const failures = [
      ...(errors > BUDGET.errors ? [`errors ${errors} > ${BUDGET.errors}`] : []),
      ...(!(readP95 < BUDGET.readP95) ? [`reads p95 ${readP95.toFixed(0)} ms ≥ ${BUDGET.readP95} ms`] : []),
    ]
    console.log(`\nBudget: ${BUDGET.errors} errors, reads p95 < ${BUDGET.readP95} ms`)
    console.log(failures.length === 0 ? 'pass: every budget holds' : `FAIL:\n  ${failures.join('\n  ')}`)
  } finally {
    await stack.close()
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
