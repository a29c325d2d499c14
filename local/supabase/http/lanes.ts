// Which lane of the pool (local/db/lanes.ts) a request runs in, decided at the gateway from the route,
// the method and the caller (decision 039).
import type { Lane } from '../../db/lanes.ts'
import type { RequestAuth } from '../context.ts'

/** Comparisons whose cost is a row lookup or a range scan: no pattern, regex or full-text matching. */
const CHEAP_OPERATORS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'is'])
/** Query parameters that shape a read without matching text. */
const SHAPE_PARAMETERS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'apikey'])
/** A cheap read returns at most this many rows… */
const CHEAP_READ_ROWS = 100
/** …or one row, found by a unique key of every table that has it. */
const UNIQUE_KEYS = new Set(['id', 'slug'])
/** Operators that match text; a logic tree that names one anywhere is not cheap. */
const TEXT_MATCHING = /\.(?:match|imatch|like|ilike|fts|plfts|phfts|wfts)\./i

/** `not.eq.x` / `eq.x` → 'eq'; a logic tree `(a.eq.1,b.in.(2,3))` → every operator in it. */
function operatorsOf(key: string, value: string): string[] {
  if (/(^|\.)(not\.)?(or|and)$/.test(key)) {
    if (TEXT_MATCHING.test(value)) return ['match']
    // Each condition of the tree is `column.[not.]op.value`, after `(` or `,`.
    return [...value.matchAll(/[(,]\s*[^.,()]+\.(?:not\.)?([a-z]+)[.(]/g)].map((m) => m[1])
  }
  return [value.replace(/^not\./, '').split('.')[0]]
}

/**
 * A cheap read: GET or HEAD of a table or view (never `rpc/…`), every filter a plain comparison
 * (eq, neq, gt, gte, lt, lte, in, is — possibly negated, also inside or/and), at most 100 rows
 * (`limit` ≤ 100, or `id`/`slug` equal to one value), and no count. Such a read costs an index lookup
 * or a short scan, so a flood of them is cheap; what makes a request slow — a regular expression,
 * LIKE, full-text search, an unbounded page, a count over a table, any function — keeps it out.
 */
export function isCheapRead(method: string, pathname: string, search: URLSearchParams, prefer: string | null): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (!/^\/rest\/v1\/[^/]+\/?$/.test(pathname) || /^\/rest\/v1\/rpc\/?$/.test(pathname)) return false
  if (prefer && /count=/.test(prefer)) return false
  const limit = search.get('limit')
  const bounded = limit !== null && /^\d+$/.test(limit) && Number(limit) <= CHEAP_READ_ROWS
  const oneRow = [...UNIQUE_KEYS].some((key) => /^eq\.[^,()]*$/.test(search.get(key) ?? ''))
  if (!bounded && !oneRow) return false
  for (const [key, value] of search) {
    if (SHAPE_PARAMETERS.has(key) || key.endsWith('.limit') || key.endsWith('.offset') || key.endsWith('.order'))
      continue
    const operators = operatorsOf(key, value)
    if (operators.length === 0 || operators.some((op) => !CHEAP_OPERATORS.has(op))) return false
  }
  return true
}

/**
 * The public pages' counters: a view returns the post's current counts, a like its new count, a landing
 * or a search adds one raw audience event. Their cost is fixed (a few key lookups and one insert or
 * upsert) and the database limits them per address.
 */
const COUNTER_FUNCTIONS = /^\/rest\/v1\/rpc\/(?:increment_post_views|set_post_like|record_visit|record_search)\/?$/

/**
 * `priority`: sign-in and token refresh (`POST /auth/v1/token`, which Auth limits per address), cheap
 * reads and the article's counters, whoever sends them; `anon`: every other request without a
 * signed-in user (no bearer, the anon key, or a token the services will refuse); `staff`: every other
 * signed-in request.
 */
export function laneFor(request: Request, pathname: string, caller: RequestAuth | null): Lane {
  const method = request.method.toUpperCase()
  if (method === 'POST' && (/^\/auth\/v1\/token\/?$/.test(pathname) || COUNTER_FUNCTIONS.test(pathname)))
    return 'priority'
  const url = new URL(request.url)
  if (isCheapRead(method, pathname, url.searchParams, request.headers.get('prefer'))) return 'priority'
  return caller && caller.role !== 'anon' ? 'staff' : 'anon'
}
