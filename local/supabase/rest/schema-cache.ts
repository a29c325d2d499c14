// The schema cache: what PostgREST reads from the catalog at boot. Every identifier that a request
// names (table, column, relationship, function, argument) is looked up here before it may appear,
// double-quoted, in SQL. Refresh it after migrations with `refreshSchemaCache(db)`.
import type { PGlite } from '@electric-sql/pglite'

export interface Column {
  name: string
  /** format_type() output, e.g. `text`, `text[]`, `timestamp with time zone`. */
  type: string
  nullable: boolean
  hasDefault: boolean
}

export interface Table {
  name: string
  isView: boolean
  columns: Map<string, Column>
  primaryKey: string[]
  /** Column sets with a unique index (incl. the primary key): they make a reverse FK one-to-one. */
  uniqueKeys: string[][]
}

export interface ForeignKey {
  name: string
  table: string
  columns: string[]
  refTable: string
  refColumns: string[]
}

export interface FunctionArg {
  name: string
  type: string
  hasDefault: boolean
}

export interface DbFunction {
  name: string
  args: FunctionArg[]
  returnType: string
  returnsSet: boolean
  /** When the result is a row of a public table/view: its name (so select/embeds work on it). */
  returnsTable: string | null
  /** Result columns of RETURNS TABLE(...) / OUT parameters, when known. */
  outColumns: Column[] | null
  isVoid: boolean
  /** Scalar result (not a composite row). */
  isScalar: boolean
  volatility: 'i' | 's' | 'v'
}

export interface SchemaCache {
  tables: Map<string, Table>
  foreignKeys: ForeignKey[]
  functions: Map<string, DbFunction[]>
}

const caches = new WeakMap<PGlite, Promise<SchemaCache>>()
const listening = new WeakSet<PGlite>()

export function getSchemaCache(db: PGlite): Promise<SchemaCache> {
  let cache = caches.get(db)
  if (!cache) {
    listenForReload(db)
    cache = loadSchemaCache(db)
    caches.set(db, cache)
    cache.catch(() => caches.delete(db))
  }
  return cache
}

/** PostgREST's reload signal: `NOTIFY pgrst, 'reload schema'` (or an empty payload) drops the cache. */
function listenForReload(db: PGlite) {
  if (listening.has(db)) return
  listening.add(db)
  db.listen('pgrst', (payload) => {
    if (payload === '' || payload === 'reload schema') caches.delete(db)
  }).catch(() => listening.delete(db))
}

/** Re-reads the catalog now (e.g. right after applying migrations). */
export function refreshSchemaCache(db: PGlite): Promise<SchemaCache> {
  caches.delete(db)
  return getSchemaCache(db)
}

async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const tables = await loadTables(db)
  await loadUniqueKeys(db, tables)
  const foreignKeys = await loadForeignKeys(db)
  return { tables, foreignKeys, functions: await loadFunctions(db, tables) }
}

/** The public tables and views with their columns (keys come next). */
async function loadTables(db: PGlite): Promise<Map<string, Table>> {
  const tables = new Map<string, Table>()
  const cols = await db.query<{
    table: string
    kind: string
    column: string | null
    type: string | null
    notnull: boolean | null
    hasdefault: boolean | null
  }>(`
    select c.relname as table, c.relkind as kind, a.attname as column,
           format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as notnull,
           (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as hasdefault
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
    order by c.relname, a.attnum`)
  for (const row of cols.rows) {
    let table = tables.get(row.table)
    if (!table) {
      table = {
        name: row.table,
        isView: row.kind === 'v' || row.kind === 'm',
        columns: new Map(),
        primaryKey: [],
        uniqueKeys: [],
      }
      tables.set(row.table, table)
    }
    if (row.column) {
      table.columns.set(row.column, {
        name: row.column,
        type: row.type ?? 'text',
        nullable: !row.notnull,
        hasDefault: Boolean(row.hasdefault),
      })
    }
  }
  return tables
}

async function loadUniqueKeys(db: PGlite, tables: Map<string, Table>): Promise<void> {
  const keys = await db.query<{ table: string; primary: boolean; columns: string[] }>(`
    select c.relname as table, i.indisprimary as primary,
           array(select a.attname from unnest(i.indkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.ord)::text[] as columns
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and i.indisunique and i.indpred is null`)
  for (const row of keys.rows) {
    const table = tables.get(row.table)
    if (!table) continue
    table.uniqueKeys.push(row.columns)
    if (row.primary) table.primaryKey = row.columns
  }
}

async function loadForeignKeys(db: PGlite): Promise<ForeignKey[]> {
  const fks = await db.query<ForeignKey>(`
    select con.conname as name, c.relname as table, rc.relname as "refTable",
           array(select a.attname from unnest(con.conkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord)::text[] as columns,
           array(select a.attname from unnest(con.confkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord)::text[] as "refColumns"
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class rc on rc.oid = con.confrelid
    join pg_namespace rn on rn.oid = rc.relnamespace
    where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
    order by con.conname`)
  return fks.rows
}

interface ProcRow {
  name: string
  argnames: string[] | null
  argtypes: string[] | null
  argmodes: string[] | null
  nargdefaults: number
  nargs: number
  rettype: string
  retset: boolean
  rettable: string | null
  typtype: string
  volatility: 'i' | 's' | 'v'
}

/** The public functions by name (overloads share one). */
async function loadFunctions(db: PGlite, tables: Map<string, Table>): Promise<Map<string, DbFunction[]>> {
  const functions = new Map<string, DbFunction[]>()
  const procs = await db.query<ProcRow>(`
    select p.proname as name, p.proargnames as argnames,
           array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t)::text[] as argtypes,
           p.proargmodes::text[] as argmodes, p.pronargdefaults as nargdefaults, p.pronargs as nargs,
           format_type(p.prorettype, null) as rettype, p.proretset as retset,
           (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
             where rc.oid = t.typrelid and rn.nspname = 'public') as rettable,
           t.typtype, p.provolatile as volatility
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type t on t.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f'`)
  for (const p of procs.rows) {
    const list = functions.get(p.name) ?? []
    list.push(toFunction(p, tables))
    functions.set(p.name, list)
  }
  return functions
}

function toFunction(p: ProcRow, tables: Map<string, Table>): DbFunction {
  const names = p.argnames ?? []
  const types = p.argtypes ?? []
  const modes = p.argmodes ?? types.map(() => 'i')
  const inArgs: FunctionArg[] = []
  const outColumns: Column[] = []
  types.forEach((type, i) => {
    const mode = modes[i]
    const name = names[i] ?? ''
    if (mode === 'i' || mode === 'b' || mode === 'v') inArgs.push({ name, type, hasDefault: false })
    if (mode === 'o' || mode === 'b' || mode === 't') outColumns.push({ name, type, nullable: true, hasDefault: false })
  })
  // Defaults belong to the last `pronargdefaults` input arguments.
  for (let i = inArgs.length - p.nargdefaults; i < inArgs.length; i++) if (i >= 0) inArgs[i].hasDefault = true
  const isComposite = p.typtype === 'c' || p.rettype === 'record'
  return {
    name: p.name,
    args: inArgs,
    returnType: p.rettype,
    returnsSet: p.retset,
    returnsTable: p.rettable,
    outColumns:
      outColumns.length > 0 ? outColumns : p.rettable ? [...(tables.get(p.rettable)?.columns.values() ?? [])] : null,
    isVoid: p.rettype === 'void',
    isScalar: !isComposite,
    volatility: p.volatility,
  }
}

/** Closest name for PGRST205's "Perhaps you meant" hint (cheap edit distance). */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const d = editDistance(name, candidate)
    if (d < bestDistance) {
      bestDistance = d
      best = candidate
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 2)) ? best : undefined
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]
}
