// SQL text helpers. Values only ever enter SQL as `$n` bind parameters; identifiers only through
// `quoteIdent`, and callers pass names that came out of the schema cache, never request text.

export class SqlParams {
  readonly values: unknown[] = []

  /** Binds a value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Double-quotes a catalog name (doubling embedded quotes, as Postgres' quote_ident does). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

export const qualified = (name: string) => `"public".${quoteIdent(name)}`

/** Casts allowed in `select=col::type`: a fixed list, so the type name can be written as SQL. */
const CASTS = new Set([
  'text',
  'varchar',
  'char',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'float4',
  'float8',
  'real',
  'boolean',
  'bool',
  'json',
  'jsonb',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'uuid',
  'interval',
])

export function castType(type: string): string | undefined {
  const lower = type.toLowerCase()
  return CASTS.has(lower) ? lower : undefined
}
