// INSERT (and upsert), UPDATE and DELETE, as PostgREST builds them: the JSON body is bound as ONE
// parameter and expanded with json_populate_record(set) so Postgres does the typing; the mutation
// sits in a CTE and the representation (with embeds) is selected from it. With return=minimal the
// mutation says `RETURNING 1`, which (unlike `RETURNING *`) needs no SELECT policy, as in PostgREST.
import type { Transaction } from '@electric-sql/pglite'
import { RestError, columnNotFound, invalidBody } from './errors.ts'
import { SqlRenderer, type PlanNode } from './read-plan.ts'
import type { Table } from './schema-cache.ts'
import { qualified, quoteIdent, type SqlParams } from './sql.ts'

export interface MutationResult {
  body: string | null
  count: number
  /** Rows newly inserted by an upsert (the others were updated); null when not tracked. */
  inserted: number | null
}

type JsonObject = Record<string, unknown>

/** Body of an insert: an object or an array of objects (PGRST102 otherwise). */
export function insertRows(body: unknown): JsonObject[] {
  const rows = Array.isArray(body) ? body : [body]
  if (!rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) throw invalidBody()
  return rows as JsonObject[]
}

/** The columns written: `columns=` when given, else the keys of the rows, all checked against the cache. */
export function payloadColumns(table: Table, rows: JsonObject[], columnsParam: string | null): string[] {
  let names: string[]
  if (columnsParam !== null) {
    names = columnsParam.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
  } else {
    const keys = new Set<string>()
    for (const row of rows) for (const key of Object.keys(row)) keys.add(key)
    names = [...keys]
  }
  for (const name of names) if (!table.columns.has(name)) throw columnNotFound(table.name, name)
  return names
}

/** Runs a rendered mutation statement. */
export async function runMutation(tx: Transaction, sql: string, params: SqlParams): Promise<MutationResult> {
  const result = await tx.query<MutationResult>(sql, params.values)
  return result.rows[0]
}

/** Selects the representation (or just the count) from the `pgrst_mut` CTE. */
function finish(
  mutation: string,
  root: PlanNode,
  params: SqlParams,
  representation: boolean,
  trackInserted = false,
): string {
  // An upserted row with xmax = 0 was inserted, otherwise updated (PostgREST answers 200 when none was inserted).
  const flag = trackInserted ? `(${root.alias}.xmax = 0)` : 'NULL::boolean'
  const inserted = trackInserted ? 'count(*) FILTER (WHERE pgrst_inserted)::int' : 'NULL::int'
  if (representation) {
    const r = new SqlRenderer(params)
    const from = r.from(root, `pgrst_mut AS ${root.alias}`)
    // Root filters already chose the rows in the mutation; embed filters still apply here.
    const row = r.rowJson(root)
    return (
      `WITH pgrst_mut AS (${mutation} RETURNING ${root.alias}.*, ${flag} AS pgrst_inserted) ` +
      `SELECT count(*)::int AS count, ${inserted} AS inserted, coalesce(json_agg(pgrst_out.body), '[]')::text AS body ` +
      `FROM (SELECT ${row} AS body, ${root.alias}.pgrst_inserted FROM ${from}) AS pgrst_out`
    )
  }
  return (
    `WITH pgrst_mut AS (${mutation} RETURNING ${flag} AS pgrst_inserted) ` +
    `SELECT count(*)::int AS count, ${inserted} AS inserted, NULL::text AS body FROM pgrst_mut`
  )
}

/** An empty insert/update touches nothing: a statement that answers zero rows. */
const NOTHING = `SELECT 0 AS count, NULL::int AS inserted, '[]'::text AS body`

export function renderInsert(
  table: Table,
  root: PlanNode,
  params: SqlParams,
  options: {
    rows: JsonObject[]
    columns: string[]
    representation: boolean
    resolution?: 'merge-duplicates' | 'ignore-duplicates'
    onConflict: string | null
    /** Prefer: missing=default — a key absent from a row takes the column default instead of null. */
    missingDefault: boolean
  },
): string {
  if (options.rows.length === 0) return NOTHING
  const target = `${qualified(table.name)} AS ${root.alias}`
  const cols = options.columns.map(quoteIdent).join(', ')
  let sql: string
  if (options.missingDefault && options.columns.length) {
    // One VALUES row per element: DEFAULT where the key is missing, else the typed value.
    const values = options.rows.map((row) => {
      const record = `json_populate_record(NULL::${qualified(table.name)}, ${params.add(JSON.stringify(row))}::json)`
      return `(${options.columns.map((c) => (c in row ? `(${record}).${quoteIdent(c)}` : 'DEFAULT')).join(', ')})`
    })
    sql = `INSERT INTO ${target} (${cols}) VALUES ${values.join(', ')}`
  } else {
    // As PostgREST: keys missing from a row are NULL (supabase-js sends missing=default to avoid it).
    const json = `${params.add(JSON.stringify(options.rows))}::json`
    const source = `FROM json_populate_recordset(NULL::${qualified(table.name)}, ${json}) AS pgrst_body`
    sql = options.columns.length
      ? `INSERT INTO ${target} (${cols}) SELECT ${cols} ${source}`
      : `INSERT INTO ${target} SELECT ${source}` // `{}`: one row of defaults per element
  }
  if (options.resolution) {
    const conflictColumns = options.onConflict ? options.onConflict.split(',').map((c) => c.trim()) : table.primaryKey
    for (const c of conflictColumns) if (!table.columns.has(c)) throw columnNotFound(table.name, c)
    if (conflictColumns.length === 0) {
      throw new RestError(
        400,
        '42P10',
        'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      )
    }
    const conflict = conflictColumns.map(quoteIdent).join(', ')
    if (options.resolution === 'ignore-duplicates' || options.columns.length === 0) {
      sql += ` ON CONFLICT (${conflict}) DO NOTHING`
    } else {
      const set = options.columns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`).join(', ')
      sql += ` ON CONFLICT (${conflict}) DO UPDATE SET ${set}`
    }
  }
  const merging = options.resolution === 'merge-duplicates' && options.columns.length > 0
  return finish(sql, root, params, options.representation, merging)
}

export function renderUpdate(
  table: Table,
  root: PlanNode,
  params: SqlParams,
  options: { body: JsonObject; representation: boolean },
): string {
  const columns = payloadColumns(table, [options.body], null)
  const r = new SqlRenderer(params)
  const where = r.where(root)
  if (columns.length === 0) return NOTHING
  const json = `${params.add(JSON.stringify(options.body))}::json`
  const set = columns.map((c) => `${quoteIdent(c)} = pgrst_body.${quoteIdent(c)}`).join(', ')
  const sql =
    `UPDATE ${qualified(table.name)} AS ${root.alias} SET ${set} ` +
    `FROM (SELECT * FROM json_populate_record(NULL::${qualified(table.name)}, ${json})) AS pgrst_body WHERE ${where}`
  return finish(sql, root, params, options.representation)
}

export function renderDelete(
  table: Table,
  root: PlanNode,
  params: SqlParams,
  options: { representation: boolean },
): string {
  const r = new SqlRenderer(params)
  const sql = `DELETE FROM ${qualified(table.name)} AS ${root.alias} WHERE ${r.where(root)}`
  return finish(sql, root, params, options.representation)
}
