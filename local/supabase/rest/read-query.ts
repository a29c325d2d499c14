// Executes a read plan: one statement giving the page as json text, the page size and (when asked)
// the total count, like PostgREST's `WITH pgrst_source AS (...) SELECT total, page_total, body`.
import type { Transaction } from '@electric-sql/pglite'
import { SqlRenderer, type PlanNode } from './read-plan.ts'
import type { SqlParams } from './sql.ts'

export interface PageResult {
  /** json array text, e.g. `[{"id":1}]`. */
  body: string
  pageTotal: number
  total: number | null
}

/** Renders the whole read as one statement (names are validated here, before any SQL runs). */
export function renderRead(
  root: PlanNode,
  base: string,
  params: SqlParams,
  options: { count: boolean; scalarRows?: boolean },
): string {
  const r = new SqlRenderer(params)
  const order = r.orderBy(root) // before `from`: may add columns to to-one embeds
  const from = r.from(root, base)
  const where = r.where(root)
  const row = options.scalarRows ? `to_json(${root.alias})` : r.rowJson(root)
  const total = options.count ? `(SELECT count(*) FROM ${from} WHERE ${where})::int` : 'NULL::int'
  return (
    `WITH pgrst_source AS (SELECT ${row} AS body FROM ${from} WHERE ${where}${order}${r.limit(root)}) ` +
    `SELECT ${total} AS total, count(*)::int AS page_total, coalesce(json_agg(pgrst_source.body), '[]')::text AS body FROM pgrst_source`
  )
}

export async function runRead(tx: Transaction, sql: string, params: SqlParams): Promise<PageResult> {
  const result = await tx.query<{ total: number | null; page_total: number; body: string }>(sql, params.values)
  const { total, page_total, body } = result.rows[0]
  return { body, pageTotal: page_total, total }
}

/** `[x]` → `x`: json_agg's text for one element is exactly the element between brackets. */
export function onlyElement(arrayText: string): string {
  return arrayText.slice(1, -1).trim()
}
