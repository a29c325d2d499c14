// `/rpc/<fn>`: picks the overload whose argument names match the request (PGRST202 otherwise) and
// calls it with named arguments read from ONE json parameter through json_to_record, typed with the
// argument types from the catalog (as PostgREST does). Set-returning functions become a read source
// so select/filters/order/limit/count apply to their rows.
import { RestError } from './errors.ts'
import type { Source } from './read-plan.ts'
import type { DbFunction, SchemaCache } from './schema-cache.ts'
import { qualified, quoteIdent, type SqlParams } from './sql.ts'

export function findFunction(cache: SchemaCache, name: string, argNames: string[]): DbFunction {
  const candidates = cache.functions.get(name) ?? []
  const given = new Set(argNames)
  const match = candidates.find(
    (fn) =>
      argNames.every((a) => fn.args.some((arg) => arg.name === a)) &&
      fn.args.every((arg) => arg.hasDefault || given.has(arg.name)),
  )
  if (match) return match
  const sorted = [...argNames].sort()
  const signature = sorted.length ? `(${sorted.join(', ')})` : ' without parameters'
  const searched = sorted.length ? ` with parameters ${sorted.join(', ')}` : ' without parameters'
  const other = candidates.length === 0 ? closestFunction(cache, name) : undefined
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${signature} in the schema cache`,
    `Searched for the function public.${name}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    other ? `Perhaps you meant to call the function public.${other}` : null,
  )
}

function closestFunction(cache: SchemaCache, name: string): string | undefined {
  return [...cache.functions.keys()].find((n) => n.includes(name) || name.includes(n))
}

/**
 * The call `"public".fn(a := pgrst_args.a)` and, when there are arguments, the FROM item that
 * provides them: `json_to_record($1::json) AS pgrst_args(a integer, …)`.
 */
export function functionCall(
  fn: DbFunction,
  args: Record<string, unknown>,
  params: SqlParams,
): { argsFrom: string | null; call: string } {
  const used = fn.args.filter((arg) => arg.name in args)
  const call = `${qualified(fn.name)}(${used.map((a) => `${quoteIdent(a.name)} := pgrst_args.${quoteIdent(a.name)}`).join(', ')})`
  if (used.length === 0) return { argsFrom: null, call }
  // Types come from the catalog (format_type), never from the request.
  const columns = used.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ')
  const json = `${params.add(JSON.stringify(args))}::json`
  return { argsFrom: `json_to_record(${json}) AS pgrst_args(${columns})`, call }
}

/** FROM text with the function's rows aliased `alias`. */
export function functionFrom(argsFrom: string | null, call: string, alias: string): string {
  return argsFrom ? `${argsFrom} CROSS JOIN LATERAL ${call} AS ${alias}` : `${call} AS ${alias}`
}

/** The rows of a set-returning function as a read source (its table's or OUT columns). */
export function functionSource(cache: SchemaCache, fn: DbFunction): Source {
  const table = fn.returnsTable ? cache.tables.get(fn.returnsTable) : undefined
  const columns = new Map((fn.outColumns ?? []).map((c) => [c.name, c]))
  return { name: fn.name, columns: table?.columns ?? columns, table }
}
